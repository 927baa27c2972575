import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { TestPaymentPage } from "@/features/order/test-payment-page";
import { getDatabase } from "@/server/db/client";
import { findTestPayment } from "@/server/payments/test-provider";

export const metadata: Metadata = { title: "Testbetaling", robots: { index: false, follow: false } };

/** The built-in test provider's payment page (decisions §4): clearly a test, with approve, cancel and fail. */
export default async function TestPaymentRoute({ params }: PageProps<"/betalen/test/[paymentId]">) {
  const { paymentId } = await params;
  const payment = await findTestPayment(await getDatabase(), paymentId);
  if (!payment) notFound();
  return (
    <TestPaymentPage
      paymentId={payment.paymentId}
      orderRef={payment.orderRef}
      amountCents={payment.amountCents}
      method={payment.method}
      status={payment.status}
      returnUrl={payment.redirectUrl}
    />
  );
}
