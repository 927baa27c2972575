import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { companyDetails, phoneFor } from "@/config/company";
import { ExpiredLinkPage } from "@/features/links/expired-link-page";
import { QuotePage } from "@/features/quote/quote-page";
import { quoteAnswerSchema } from "@/schemas/answers/quote";
import { getDatabase } from "@/server/db/client";
import { quoteForPage } from "@/server/quote-carts/quote-for-page";

export const metadata: Metadata = { title: "Je offerte", robots: { index: false, follow: false } };
// Personal data, read per request for the session or link that may see it: never cached.
export const dynamic = "force-dynamic";

/** The customer's quote: for the session that asked or the holder of the quote mail's link (an expired or revoked one gets the page that offers a new link); anyone else gets the 404 page of a missing quote, so quote numbers cannot be counted. */
export default async function QuoteRoute({ params, searchParams }: PageProps<"/offerte/[quoteId]">) {
  const result = await quoteForPage(await getDatabase(), (await params).quoteId, (await searchParams).token);
  if (result.kind === "notFound") notFound();
  const company = companyDetails();
  if (result.kind === "expired") return <ExpiredLinkPage kind="quote" id={result.quoteId} token={result.token} phone={phoneFor(company, "NL")} />;
  // The page reads the quote as the API answers it (its schema).
  const quote = quoteAnswerSchema.parse(result.quote);
  return <QuotePage quote={quote} token={result.token} orderable={result.orderable} phone={phoneFor(company, quote.request.country)} emailAddress={company.emailAddress} />;
}
