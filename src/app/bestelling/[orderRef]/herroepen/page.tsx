import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { WithdrawalPage } from "@/features/order/withdrawal-page";
import { ExpiredLinkPage } from "@/features/links/expired-link-page";
import { companyDetails, phoneFor } from "@/config/company";
import { orderView } from "@/lib/api/answers";
import { orderAnswerSchema } from "@/schemas/answers/orders";
import { getDatabase } from "@/server/db/client";
import { orderForPage } from "@/server/orders/order-for-page";

export const metadata: Metadata = { title: "Aankoop herroepen", robots: { index: false, follow: false } };

/** The withdrawal function's confirmation step (decisions §7). */
export default async function WithdrawalRoute({ params, searchParams }: PageProps<"/bestelling/[orderRef]/herroepen">) {
  const result = await orderForPage(await getDatabase(), (await params).orderRef, (await searchParams).token);
  if (result.kind === "notFound") notFound();
  if (result.kind === "expired") return <ExpiredLinkPage kind="order" id={result.orderRef} token={result.token} phone={phoneFor(companyDetails(), "NL")} />;
  // The page reads the order as the API answers it (its schema), through the one adapter that turns euros into cents.
  const order = orderView(orderAnswerSchema.parse(result.order));
  return <WithdrawalPage order={order} phone={phoneFor(companyDetails(), String(order.shippingAddress.shippingCountry ?? "")).display} token={result.token} />;
}
