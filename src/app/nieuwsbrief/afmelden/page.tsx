import type { Metadata } from "next";

import { unsubscribeLinkState } from "@/server/signed-links/unsubscribe-link-state";

import { NEWSLETTER_COPY } from "@/features/newsletter/copy";
import { NewsletterLinkPage } from "@/features/newsletter/newsletter-pages";

// The address holds a personal token: not for search engines, and not passed on to the next site.
export const metadata: Metadata = { title: NEWSLETTER_COPY.unsubscribeTitle, robots: { index: false, follow: false }, referrer: "no-referrer" };

/** Behind every newsletter mail's unsubscribe link: one button, no questions. */
export default async function UnsubscribeNewsletterRoute({ searchParams }: PageProps<"/nieuwsbrief/afmelden">) {
  const given = (await searchParams).token;
  const token = typeof given === "string" && given !== "" ? given : null;
  return <NewsletterLinkPage action="unsubscribe" token={token} expired={token !== null && unsubscribeLinkState("newsletter", token, new Date()) === "expired"} />;
}
