/**
 * Mail links are built from PUBLIC_BASE_URL. When visitors reach the shop at
 * another host (a real domain while the setting is still localhost), the
 * operator is told at once: one log line per process naming PUBLIC_BASE_URL
 * and the host seen (a host name is no personal data); staff see it on every
 * page (features/staff/mail-link-notice.tsx). Nothing else is kept. The line
 * does not offer the host seen as the value to set: any client chooses its Host
 * header, and a scanner's would send every mailed link to its domain.
 */
import type { IncomingMessage } from "node:http";

import { mailLinkHostMismatch } from "@/domain/http/public-address";
import { requestHostOf } from "@/server/http/request-host";

export function createMailLinkHostWarning(settings: { publicBaseUrl: string; trustedProxyHops: number }, log: (line: string) => void = console.warn) {
  let logged = false;
  return (request: IncomingMessage): void => {
    if (logged) return;
    const forwarded = request.headers["x-forwarded-host"];
    const host = requestHostOf(request.headers.host, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, settings.trustedProxyHops);
    const mismatch = mailLinkHostMismatch(settings.publicBaseUrl, host);
    if (!mismatch) return;
    logged = true;
    log(`⚠ De winkel wordt bezocht op ${mismatch.suggested}, maar de links in de mails wijzen naar ${mismatch.configured}: zet PUBLIC_BASE_URL op het adres waarop je klanten de winkel bezoeken.`);
  };
}
