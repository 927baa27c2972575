import type { Metadata } from "next";
import { headers } from "next/headers";

import { DetailsStep } from "@/features/checkout/details-step";
import { ipCountry } from "@/server/app-state/ip-country";

import { sessionCart } from "../../_cart/session-cart";

/** Checkout step 1 (issue 5). Rendered per request, never shared: the HTML carries the session's cart (issue 24). */
export const metadata: Metadata = {
  title: "Bestellen: je gegevens",
  robots: { index: false, follow: false },
};

export default async function CheckoutDetailsRoute() {
  const [serverCart, requestHeaders] = await Promise.all([sessionCart(), headers()]);
  return <DetailsStep serverCart={serverCart} visitorCountry={ipCountry(requestHeaders)} />;
}
