import type { Metadata } from "next";

import { COOKIE_STATEMENT_COPY, CookieStatement } from "@/features/privacy/cookie-statement";
import { sharePublicly } from "@/host/page-cache/share-publicly";

export const metadata: Metadata = {
  title: COOKIE_STATEMENT_COPY.title,
  description: COOKIE_STATEMENT_COPY.description,
  alternates: { canonical: "/cookies/" },
};

/** The cookie statement: what the shop keeps in a browser, and why (GET /api/cookies/ gives the same as data). */
export default function CookiesRoute() {
  sharePublicly();
  return <CookieStatement />;
}
