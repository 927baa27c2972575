import type { Metadata } from "next";

import { QUOTE_REQUEST_PAGE } from "@/config/paths";
import { localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { preferredWeekChoices } from "@/domain/quotes/quote-weeks";
import { QUOTE_REQUEST_COPY as COPY } from "@/features/quote-request/copy";
import { QuoteRequestPage } from "@/features/quote-request/quote-request-page";
import { getDatabase } from "@/server/db/client";
import { kitchenForQuote } from "@/server/quotes/kitchen-for-quote";

export const metadata: Metadata = {
  title: COPY.title,
  description: COPY.metaDescription,
  alternates: { canonical: QUOTE_REQUEST_PAGE },
};

/**
 * Asking for a quote (issue 22, point 1). Rendered per request: the weeks on
 * offer start with this week, and `?keuken=` names a kitchen.
 */
export default async function QuoteRequestRoute({ searchParams }: PageProps<"/offerte-aanvragen">) {
  const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
  const kitchen = await kitchenForQuote(await getDatabase(), (await searchParams).keuken);
  return <QuoteRequestPage today={today} weeks={preferredWeekChoices(today)} kitchen={kitchen} />;
}
