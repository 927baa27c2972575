import type { Metadata } from "next";

import { isStockAlertOutcome, STOCK_ALERT_COPY } from "@/features/product/copy";
import { StockAlertOutcomePage } from "@/features/product/stock-alert-pages";
import { sharePublicly } from "@/host/page-cache/share-publicly";

export const metadata: Metadata = { title: STOCK_ALERT_COPY.pageTitle, robots: { index: false, follow: true } };

/** Where a stock-alert form sent without JavaScript lands (`?melding=`): the same page for everyone with that code. */
export default async function StockAlertRoute({ searchParams }: PageProps<"/weer-op-voorraad">) {
  sharePublicly();
  const outcome = (await searchParams).melding;
  return <StockAlertOutcomePage outcome={isStockAlertOutcome(outcome) ? outcome : null} />;
}
