import type { Metadata } from "next";

import { PaymentStep } from "@/features/checkout/payment-step";

/** Checkout step 3 (issue 5). The same HTML for everyone: the cart is read in the browser. */
export const metadata: Metadata = {
  title: "Bestellen: betalen",
  robots: { index: false, follow: false },
};

export default function CheckoutPaymentRoute() {
  return <PaymentStep />;
}
