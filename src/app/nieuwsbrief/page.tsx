import type { Metadata } from "next";

import { isNewsletterOutcome, NEWSLETTER_COPY, NEWSLETTER_PAGE } from "@/features/newsletter/copy";
import { NewsletterPage } from "@/features/newsletter/newsletter-pages";
import { sharePublicly } from "@/host/page-cache/share-publicly";

export const metadata: Metadata = {
  title: "Nieuwsbrief: aanbiedingen en tips",
  description: NEWSLETTER_COPY.pitch,
  alternates: { canonical: NEWSLETTER_PAGE },
};

/** Signing up for the newsletter; also where a form sent without JavaScript lands (`?melding=`). */
export default async function NewsletterRoute({ searchParams }: PageProps<"/nieuwsbrief">) {
  sharePublicly();
  const outcome = (await searchParams).melding;
  return <NewsletterPage outcome={isNewsletterOutcome(outcome) ? outcome : null} />;
}
