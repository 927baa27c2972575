import type { Metadata } from "next";

import { ConsentSettingsButton } from "@/components/consent/consent-settings-button";
import page from "@/components/layout/text-page.module.css";
import { configuredAnalyticsTag } from "@/config/analytics";
import { COOKIE_STATEMENT_COPY, CookieStatement } from "@/features/privacy/cookie-statement";
import { sharePublicly } from "@/host/page-cache/share-publicly";

export function generateMetadata(): Metadata {
  return {
    title: COOKIE_STATEMENT_COPY.title,
    description: configuredAnalyticsTag() ? COOKIE_STATEMENT_COPY.descriptionWithConsent : COOKIE_STATEMENT_COPY.description,
    alternates: { canonical: "/cookies/" },
  };
}

/** The cookie statement: what the shop keeps in a browser, and why (GET /api/cookies/ gives the same as data). */
export default function CookiesRoute() {
  sharePublicly();
  return <CookieStatement consentSettings={configuredAnalyticsTag() ? <ConsentSettingsButton className={page.link} label={COOKIE_STATEMENT_COPY.changeConsent} /> : undefined} />;
}
