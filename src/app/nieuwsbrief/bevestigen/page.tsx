import type { Metadata } from "next";

import { NEWSLETTER_COPY } from "@/features/newsletter/copy";
import { NewsletterLinkPage } from "@/features/newsletter/newsletter-pages";

// The address holds a personal token: not for search engines, and not passed on to the next site.
export const metadata: Metadata = { title: NEWSLETTER_COPY.confirmTitle, robots: { index: false, follow: false }, referrer: "no-referrer" };

/** Behind the confirmation mail's link: a button confirms (double opt-in). */
export default async function ConfirmNewsletterRoute({ searchParams }: PageProps<"/nieuwsbrief/bevestigen">) {
  const token = (await searchParams).token;
  return <NewsletterLinkPage action="confirm" token={typeof token === "string" && token !== "" ? token : null} />;
}
