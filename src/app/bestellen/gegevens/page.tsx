import type { Metadata } from "next";

import { DetailsStep } from "@/features/checkout/details-step";

/** Checkout step 1 (issue 5). The same HTML for everyone: the cart is read in the browser. */
export const metadata: Metadata = {
  title: "Bestellen: je gegevens",
  robots: { index: false, follow: false },
};

export default function CheckoutDetailsRoute() {
  return <DetailsStep />;
}
