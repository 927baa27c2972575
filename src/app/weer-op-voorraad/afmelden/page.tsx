import type { Metadata } from "next";

import { unsubscribeLinkState } from "@/server/signed-links/unsubscribe-link-state";

import { STOCK_ALERT_COPY } from "@/features/product/copy";
import { StockAlertLinkPage } from "@/features/product/stock-alert-pages";

// The address holds a personal token: not for search engines, and not passed on to the next site.
export const metadata: Metadata = { title: STOCK_ALERT_COPY.unsubscribeTitle, robots: { index: false, follow: false }, referrer: "no-referrer" };

/** Behind a stock-alert mail's link: a button does it, opening the page does nothing. */
export default async function StopStockAlertsRoute({ searchParams }: PageProps<"/weer-op-voorraad/afmelden">) {
  const given = (await searchParams).token;
  const token = typeof given === "string" && given !== "" ? given : null;
  return <StockAlertLinkPage action="unsubscribe" token={token} expired={token !== null && unsubscribeLinkState("stockAlert", token, new Date()) === "expired"} />;
}
