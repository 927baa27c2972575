/**
 * The security headers of every answer of `npm start`, set in this one place
 * (issue 17, "What to build" 2): pages, the API, images, page-cache hits, the
 * refusals of malformed requests, 404s and redirects all pass through
 * `applySecurityHeaders` before anything else answers.
 *
 * Pages get a Content-Security-Policy whose scripts run by nonce only
 * (`'strict-dynamic'` lets Next.js's own scripts load their chunks): a fresh
 * random nonce per request is written into the request's own
 * `content-security-policy` header, where Next.js's app renderer reads it and
 * puts it on every script it renders, and where the root layout reads it for
 * the shop's inline scripts (src/domain/http/csp-nonce.ts). A client's own header of
 * that name is overwritten, so nobody chooses the nonce. The same policy goes on
 * the response with setHeader before the page cache captures the answer: a cache
 * hit replays the stored policy together with the stored HTML, whose nonces
 * match (docs/security/headers.md says why that is acceptable).
 *
 * API answers are data, never documents: `default-src 'none'` leaves a JSON body
 * that a browser is tricked into rendering nothing to run. Product images (SVG)
 * may style themselves and nothing more. These are chosen here by path: Next.js
 * adds a route handler's own header only when none is set yet (send-response.js),
 * so a policy the handler sets itself would lose to one set here.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { Env } from "@/config/env";
import { analyticsTag, TAG_SCRIPT_ORIGIN } from "@/domain/privacy/consent";

/** Where browsers send violation reports (the route logs them). */
export const CSP_REPORT_PATH = "/api/csp-reports/";
/** The Reporting API's name for that endpoint, in `report-to` and `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = "csp";
/** Two years, as the HSTS preload list asks; only ever sent over an https shop. */
export const HSTS = "max-age=63072000; includeSubDomains";
/** Mollie's hosted checkout: the browser is sent there after the payment step's form post. */
export const MOLLIE_CHECKOUT_ORIGIN = "https://www.mollie.com";
const MOLLIE_API_ORIGIN = "https://api.mollie.com";

/**
 * Browser features the shop never uses, switched off for its pages and for any
 * frame (it allows none). Only names Chromium knows: an unknown one is a console
 * error, which Lighthouse's best-practices audit counts.
 */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export interface SecurityHeaderSettings {
  /** https: the shop is only reached over TLS, so HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Origins a form post may end at besides the shop itself (the payment provider's checkout). */
  formActionOrigins: string[];
  /** Whether an analytics tag is configured: only then do its hosts enter the policy. */
  analytics: boolean;
}

/**
 * Google's hosts for GA4 through Tag Manager or gtag.js, as Google's own CSP
 * guide lists them. The script itself is inserted by the shop's nonce'd code,
 * which `'strict-dynamic'` already trusts; its host in script-src is for
 * browsers without `'strict-dynamic'`. The measurements go to connect-src and
 * img-src. A container with other vendors' tags needs their hosts added here.
 */
export const ANALYTICS_SOURCES = {
  script: [TAG_SCRIPT_ORIGIN],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

export function securityHeaderSettings(
  env: Pick<Env, "PUBLIC_BASE_URL" | "PAYMENT_PROVIDER" | "MOLLIE_API_URL"> & Partial<Pick<Env, "GTM_CONTAINER_ID" | "GA_MEASUREMENT_ID">>,
): SecurityHeaderSettings {
  const formActionOrigins: string[] = [];
  if (env.PAYMENT_PROVIDER === "mollie") {
    formActionOrigins.push(MOLLIE_CHECKOUT_ORIGIN);
    // A stand-in for Mollie (tests, a staging account's proxy) serves its checkout from its own origin.
    const apiOrigin = new URL(env.MOLLIE_API_URL).origin;
    if (apiOrigin !== MOLLIE_API_ORIGIN) formActionOrigins.push(apiOrigin);
  }
  return {
    https: new URL(env.PUBLIC_BASE_URL).protocol === "https:",
    formActionOrigins,
    analytics: analyticsTag({ gtmContainerId: env.GTM_CONTAINER_ID, gaMeasurementId: env.GA_MEASUREMENT_ID }) !== null,
  };
}

/** 128 random bits, base64: unguessable, and of the shape Next.js accepts as a nonce. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The policy of an HTML page: scripts by nonce only, no plug-ins, no framing, reports to the shop. */
export function pagePolicy(nonce: string, settings: SecurityHeaderSettings): string {
  const directives = [
    "default-src 'self'",
    [`script-src 'nonce-${nonce}' 'strict-dynamic'`, ...(settings.analytics ? ANALYTICS_SOURCES.script : [])].join(" "),
    // MUI/Emotion write their styles into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Product drawings are the shop's own SVGs; the stylesheets' icons are data: URLs.
    ["img-src 'self' data:", ...(settings.analytics ? ANALYTICS_SOURCES.img : [])].join(" "),
    "font-src 'self' data:",
    ["connect-src 'self'", ...(settings.analytics ? ANALYTICS_SOURCES.connect : [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...settings.formActionOrigins].join(" "),
    ...(settings.https ? ["upgrade-insecure-requests"] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ];
  return directives.join("; ");
}

/** The policy of an API answer: nothing in it may load or run, nor be framed. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The policy of a product drawing (SVG), opened on its own: its own styles, never a script. */
export const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The headers every answer carries besides its Content-Security-Policy. */
export function commonSecurityHeaders(settings: SecurityHeaderSettings): Record<string, string> {
  return {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "reporting-endpoints": `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
    ...(settings.https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** Every header `applySecurityHeaders` may set: code that clears a response's headers keeps these. */
export const SECURITY_HEADER_NAMES: readonly string[] = [
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "reporting-endpoints",
  "strict-transport-security",
];

/** The policy for what is not a page, by path; undefined for a page. */
function resourcePolicy(request: IncomingMessage): string | undefined {
  const url = request.url ?? "";
  if (url.startsWith("/api/")) return API_POLICY;
  if (url.startsWith("/afbeeldingen/")) return IMAGE_POLICY;
  return undefined;
}

/**
 * Called by the server first for every request. Sets the headers on the
 * response and, for a page, the nonce's policy on the request for Next.js to
 * read.
 */
export function applySecurityHeaders(request: IncomingMessage, response: ServerResponse, settings: SecurityHeaderSettings): void {
  for (const [name, value] of Object.entries(commonSecurityHeaders(settings))) response.setHeader(name, value);
  // Never the client's: a policy sent along with the request would choose the nonce (or have none).
  delete request.headers["content-security-policy"];
  delete request.headers["content-security-policy-report-only"];
  const resource = resourcePolicy(request);
  if (resource) {
    response.setHeader("content-security-policy", resource);
    return;
  }
  const policy = pagePolicy(newNonce(), settings);
  request.headers["content-security-policy"] = policy;
  response.setHeader("content-security-policy", policy);
}
