/**
 * The visitor's app state (specification §3, §4): fetched once, when the page's
 * script runs (early-requests.ts), which also starts (or renews) the session cookie that carts are bound
 * to. The fingerprint is made in the browser.
 */
import { request } from "@/lib/http";
import { userFingerprint } from "@/lib/fingerprint";

import type { AppStateAnswer } from "@/schemas/answers/app-state";

import type { AppState } from "./types";

/**
 * The visitor's fingerprint (specification §3: 28 random characters, made in the
 * browser), which the tag-manager events carry. It lives in memory, for this
 * tab, and is not stored: kept in the browser across visits it would identify
 * the device for analytics, which the law allows only with consent (decisions
 * §7), and the shop asks none because it loads no analytics. A shop that adds
 * a tag manager stores it once the visitor consents.
 */
let fingerprint: string | undefined;

export function visitorFingerprint(): string {
  fingerprint ??= userFingerprint();
  return fingerprint;
}

export async function fetchAppState(): Promise<AppState> {
  const answer = await request<AppStateAnswer>("GET", "app-state");
  return { ...answer, userFingerprint: visitorFingerprint() };
}
