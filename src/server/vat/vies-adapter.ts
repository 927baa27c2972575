/**
 * Whether a VAT number is registered, asked of the EU's VIES service (decisions
 * §1: a VIES-valid foreign EU number means reverse charge). VIES is often slow or
 * partly down (a member state's own service answers for it), so every way of not
 * getting an answer is "unknown", never "invalid": a customer is not refused for
 * the EU's outage. A number of the wrong format is "invalid" without asking.
 *
 * Answers are kept in memory for a few minutes: VIES limits how often it may be
 * asked, and a checkout form asks again on every change. That is a copy of VIES's
 * answer, not state, so each app instance keeping its own is fine.
 */
import { readEnv } from "@/config/env";
import { parseVatNumber } from "@/domain/vat-number";

export type VatNumberCheck = "valid" | "invalid" | "unknown";

export const VIES_TIMEOUT_MS = 3000;
export const VIES_CACHE_MS = 5 * 60_000;
// Bounded, so that a stream of made-up numbers cannot grow the process.
const CACHE_LIMIT = 10_000;

export interface VatCheckOptions {
  /** VIES's base URL or "off"; by default VIES_URL. */
  viesUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

const cache = new Map<string, { answer: "valid" | "invalid"; expires: number }>();

export function clearVatCache(): void {
  cache.clear();
}

/**
 * VIES's answer as the shop needs it. The REST API answers `{ valid: true|false, … }`
 * when it knows, and `{ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] }`
 * (or a `userError` other than VALID/INVALID on its other endpoint) when it does not.
 */
function interpret(body: unknown): VatNumberCheck {
  if (typeof body !== "object" || body === null) return "unknown";
  const answer = body as { valid?: unknown; isValid?: unknown; userError?: unknown; actionSucceed?: unknown; errorWrappers?: unknown };
  if (answer.actionSucceed === false || (Array.isArray(answer.errorWrappers) && answer.errorWrappers.length > 0)) return "unknown";
  if (typeof answer.userError === "string" && answer.userError !== "VALID" && answer.userError !== "INVALID") return "unknown";
  const valid = typeof answer.valid === "boolean" ? answer.valid : answer.isValid;
  return typeof valid === "boolean" ? (valid ? "valid" : "invalid") : "unknown";
}

async function askVies(baseUrl: string, countryCode: string, vatNumber: string, options: VatCheckOptions): Promise<VatNumberCheck> {
  try {
    const response = await (options.fetch ?? fetch)(`${baseUrl.replace(/\/+$/, "")}/check-vat-number`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ countryCode, vatNumber }),
      signal: AbortSignal.timeout(options.timeoutMs ?? VIES_TIMEOUT_MS),
      cache: "no-store",
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      console.warn(`[vies] ${countryCode}${vatNumber}: VIES answered ${response.status}`);
      return "unknown";
    }
    const result = interpret(await response.json());
    if (result === "unknown") console.warn(`[vies] ${countryCode}${vatNumber}: VIES could not say`);
    return result;
  } catch (error) {
    console.warn(`[vies] ${countryCode}${vatNumber}: VIES unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return "unknown";
  }
}

export async function checkVatNumber(vatNumber: string, options: VatCheckOptions = {}): Promise<VatNumberCheck> {
  const parts = parseVatNumber(vatNumber);
  if (!parts) return "invalid";
  const baseUrl = options.viesUrl ?? readEnv().VIES_URL;
  if (baseUrl === "off") return "unknown";

  const now = options.now ?? Date.now;
  const key = `${baseUrl}|${parts.countryCode}${parts.number}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now()) return cached.answer;

  const answer = await askVies(baseUrl, parts.countryCode, parts.number, options);
  // "unknown" is not kept: the next question may find VIES up again.
  if (answer !== "unknown") {
    cache.delete(key);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(key, { answer, expires: now() + VIES_CACHE_MS });
  }
  return answer;
}
