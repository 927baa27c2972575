/**
 * Mollie's Payments API v2 behind the shop's PaymentProvider interface
 * (decisions §4): iDEAL, Bancontact, credit card and bank transfer. Only the two
 * calls the shop needs: create a payment, and read one back (which is also how a
 * webhook is verified: its body is only a payment id, the status is what Mollie
 * says when asked).
 *
 * Every way Mollie can let us down (unreachable, slow, an error status, an answer
 * we do not understand) becomes a PaymentProviderError, which the caller turns
 * into 502 so the customer can try again. Answers are checked with zod: a payment
 * whose amount or status we misread would be worse than no payment.
 */
import "server-only";

import { z } from "zod";

import {
  type CreatePaymentRequest,
  type OnlinePaymentMethod,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  PaymentProviderError,
} from "./payment-provider";

export interface MollieProviderOptions {
  /** test_… or live_…; sent as a bearer token, never logged. */
  apiKey: string;
  /** https://api.mollie.com/v2, or a local stand-in in tests. */
  apiUrl: string;
  /** For tests; the global fetch by default (looked up on every call). */
  fetch?: typeof fetch;
  /** How long one call to Mollie may take, body included. */
  timeoutMs?: number;
}

/**
 * Ten seconds: Mollie answers in well under one, and a customer waiting on the
 * "pay" button should rather get "try again" than a spinner without end.
 */
export const DEFAULT_MOLLIE_TIMEOUT_MS = 10_000;

/** Mollie's payment ids: "tr_" and letters and digits. Checked before a call, so no other text reaches the URL. */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

const ONLINE_METHODS = ["ideal", "bancontact", "creditcard", "banktransfer"] as const satisfies readonly OnlinePaymentMethod[];
const STATUSES = ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"] as const satisfies readonly ProviderPaymentStatus[];
// Mollie drops the checkout link of a final payment; we do not rely on that alone.
const FINAL_STATUSES = new Set<ProviderPaymentStatus>(["paid", "failed", "canceled", "expired"]);

/** Mollie's money: a string with exactly two decimals for EUR ("1099.50"). */
const AMOUNT_VALUE = /^(\d{1,12})\.(\d{2})$/;

const molliePaymentSchema = z.object({
  id: z.string().regex(MOLLIE_PAYMENT_ID),
  status: z.enum(STATUSES),
  amount: z.object({ currency: z.literal("EUR"), value: z.string().regex(AMOUNT_VALUE) }),
  // Mollie may name a method the shop does not offer (when the customer chose on
  // Mollie's page); that is not an error, it is "not one of ours" (null).
  method: z.string().nullish(),
  // Whatever we sent, given back; null when none.
  metadata: z.unknown().optional(),
  _links: z.object({ checkout: z.object({ href: z.url({ protocol: /^https?$/ }) }).nullish() }),
});
type MolliePayment = z.infer<typeof molliePaymentSchema>;

/** Mollie's error answers (RFC 7807 style): `{ status, title, detail, field? }`. */
const mollieErrorSchema = z.object({ status: z.number().optional(), title: z.string().optional(), detail: z.string(), field: z.string().optional() });

/** Cents to Mollie's amount value, in integers only: 109950 → "1099.50". */
export function formatMollieAmount(cents: number): string {
  // A payment of zero, a negative one or a fraction of a cent is a bug in the
  // caller, not an outage of Mollie: a RangeError, not a PaymentProviderError.
  if (!Number.isSafeInteger(cents) || cents < 1) throw new RangeError(`Een betaling is een positief aantal hele centen, niet ${cents}.`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Mollie's amount value to cents, without floats: "1099.50" → 109950; null when it is not two-decimal money. */
export function parseMollieAmount(value: string): number | null {
  const match = AMOUNT_VALUE.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_MOLLIE_TIMEOUT_MS;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<ProviderPayment> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const signal = AbortSignal.timeout(timeoutMs);
    let status: number;
    let text: string;
    try {
      const response = await doFetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          Accept: "application/hal+json, application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A payment's status must never come from a cache (Next.js patches fetch).
        cache: "no-store",
        redirect: "error",
        signal,
      });
      status = response.status;
      // Inside the try: the timeout covers a body that trickles in, too.
      text = await response.text();
    } catch (error) {
      if (signal.aborted) throw new PaymentProviderError(`Mollie antwoordde niet binnen ${timeoutMs} ms (${method} ${path}).`);
      throw new PaymentProviderError(`Mollie is niet bereikbaar (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`);
    }

    if (status < 200 || status > 299) throw mollieError(status, text, method, path);

    const parsed = molliePaymentSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PaymentProviderError(`Mollie gaf een onbegrijpelijk antwoord op ${method} ${path}${issue ? ` (${issue.path.join(".") || "body"}: ${issue.message})` : ""}.`);
    }
    return toProviderPayment(parsed.data);
  }

  return {
    id: "mollie",

    // async, so that a bad amount rejects like every other failure instead of throwing at the call.
    async createPayment(request: CreatePaymentRequest) {
      return call("POST", "/payments", {
        amount: { currency: "EUR", value: formatMollieAmount(request.amountCents) },
        description: request.description,
        redirectUrl: request.redirectUrl,
        ...(request.webhookUrl ? { webhookUrl: request.webhookUrl } : {}),
        method: request.method,
        locale: "nl_NL",
        metadata: { orderRef: request.orderRef },
      });
    },

    async getPayment(paymentId: string) {
      // An id from a URL or a webhook body could be anything; only Mollie's shape
      // is sent on, and anything else is simply a payment that does not exist.
      if (!MOLLIE_PAYMENT_ID.test(paymentId)) throw new PaymentProviderError("Deze betaling bestaat niet bij Mollie.", 404);
      return call("GET", `/payments/${paymentId}`);
    },
  };
}

function toProviderPayment(payment: MolliePayment): ProviderPayment {
  const amountCents = parseMollieAmount(payment.amount.value)!; // the schema checked the shape
  const method = ONLINE_METHODS.find((known) => known === payment.method) ?? null;
  const metadata = payment.metadata;
  const orderRef =
    typeof metadata === "object" && metadata !== null && "orderRef" in metadata && typeof metadata.orderRef === "string" ? metadata.orderRef : null;
  return {
    paymentId: payment.id,
    status: payment.status,
    amountCents,
    method,
    checkoutUrl: FINAL_STATUSES.has(payment.status) ? null : (payment._links.checkout?.href ?? null),
    orderRef,
  };
}

/**
 * Mollie answered with an error status. `detail` is Mollie's own sentence ("The
 * amount is lower than the minimum"), `field` the request field it is about, so a
 * rejected payment says why in the log; `status` is Mollie's HTTP status.
 */
export class MollieApiError extends PaymentProviderError {
  constructor(
    message: string,
    override readonly status: number,
    readonly detail: string | null,
    readonly field: string | null,
  ) {
    super(message, status);
  }
}

function mollieError(status: number, text: string, method: string, path: string): MollieApiError {
  const parsed = mollieErrorSchema.safeParse(parseJson(text));
  const detail = parsed.success ? parsed.data.detail : null;
  const field = parsed.success ? (parsed.data.field ?? null) : null;
  const explanation = detail ? `: ${detail}${field ? ` (${field})` : ""}` : ".";
  return new MollieApiError(`Mollie antwoordde ${status} op ${method} ${path}${explanation}`, status, detail, field);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
