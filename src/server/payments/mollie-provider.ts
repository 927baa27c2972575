/**
 * Mollie's Payments API v2 behind the shop's PaymentProvider interface
 * (decisions §4): iDEAL, Bancontact, credit card and bank transfer, through
 * Mollie's official client, `@mollie/api-client`. Only the two calls the shop
 * needs: create a payment, and read one back (which is also how a webhook is
 * verified: its body is only a payment id, the status is what Mollie says when
 * asked).
 *
 * The client brings what a hand-written call would have to copy from Mollie's
 * documentation: the key as a bearer token, the User-Agent Mollie asks for, an
 * Idempotency-Key on every new payment, and up to three attempts at an answer of
 * 5xx (2 s apart, or Retry-After), the key making a retried creation one payment.
 * It has no timeout, so one is put around each call here: a customer waiting on
 * the "pay" button should rather get "try again" than a spinner without end.
 *
 * Every way Mollie can let us down (unreachable, slow, an error status, an answer
 * we do not understand) becomes a PaymentProviderError, which the caller turns
 * into 502 so the customer can try again. Answers are checked with zod: the
 * client passes on whatever JSON came back, and a payment whose amount or status
 * we misread would be worse than no payment.
 */
import "server-only";

import { createMollieClient, Locale, MollieApiError as MollieClientError, PaymentMethod } from "@mollie/api-client";
import { z } from "zod";

import {
  type CreatePaymentRequest,
  type OnlinePaymentMethod,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
  PaymentProviderError,
} from "./payment-provider";

export interface MollieProviderOptions {
  /** test_… or live_…; sent as a bearer token, never logged. */
  apiKey: string;
  /** https://api.mollie.com/v2, or a local stand-in (over HTTPS too) in tests. */
  apiUrl: string;
  /** How long one call to Mollie may take, the client's retries included. */
  timeoutMs?: number;
}

/**
 * Ten seconds: Mollie answers in well under one, and leaves room for the
 * client's two retries of a 5xx (2 s apart).
 */
export const DEFAULT_MOLLIE_TIMEOUT_MS = 10_000;

/** Mollie's payment ids: "tr_" and letters and digits. Checked before a call, so no other text reaches the URL. */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** The shop's methods in the client's words; a method Mollie dropped would fail to compile here. */
const MOLLIE_METHODS = {
  ideal: PaymentMethod.ideal,
  bancontact: PaymentMethod.bancontact,
  creditcard: PaymentMethod.creditcard,
  banktransfer: PaymentMethod.banktransfer,
} as const satisfies Record<OnlinePaymentMethod, PaymentMethod>;
const ONLINE_METHODS = Object.keys(MOLLIE_METHODS) as OnlinePaymentMethod[];
const STATUSES = ["open", "pending", "authorized", "paid", "failed", "canceled", "expired"] as const satisfies readonly ProviderPaymentStatus[];
// Mollie drops the checkout link of a final payment; we do not rely on that alone.
const FINAL_STATUSES = new Set<ProviderPaymentStatus>(["paid", "failed", "canceled", "expired"]);

/** Mollie's refund ids: "re_" and letters and digits. */
export const MOLLIE_REFUND_ID = /^re_[A-Za-z0-9]{1,64}$/;
const REFUND_STATUSES = ["queued", "pending", "processing", "refunded", "failed", "canceled"] as const satisfies readonly ProviderRefundStatus[];

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

const mollieRefundSchema = z.object({
  id: z.string().regex(MOLLIE_REFUND_ID),
  paymentId: z.string().regex(MOLLIE_PAYMENT_ID),
  status: z.enum(REFUND_STATUSES),
  amount: z.object({ currency: z.literal("EUR"), value: z.string().regex(AMOUNT_VALUE) }),
});

/**
 * What the client says when an answer is not JSON, or JSON that is not a payment
 * (its messages are its only way of telling these apart from a network failure).
 */
const CLIENT_NONSENSE = /^Received unexpected response from the server|^An unknown error has occurred$/;
/** The client's message for an error answer without `detail`. */
const CLIENT_NO_DETAIL = "Received an error without a message";

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
  // The client speaks HTTPS only (its own bundle of root certificates); an http
  // address would fail on every call, so it fails here, once, saying why.
  if (new URL(options.apiUrl).protocol !== "https:") throw new Error(`De API van Mollie is alleen over https te bereiken, niet op ${options.apiUrl}.`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_MOLLIE_TIMEOUT_MS;
  const mollie = createMollieClient({
    apiKey: options.apiKey,
    // The client resolves paths against this; "/v2" without its slash would lose the "v2".
    apiEndpoint: `${options.apiUrl.replace(/\/+$/, "")}/`,
  });

  /** The client's answer, or a PaymentProviderError saying what went wrong. */
  async function ask(what: string, work: () => Promise<unknown>): Promise<unknown> {
    try {
      return await withinTimeout(work(), timeoutMs, what);
    } catch (error) {
      throw providerError(error, what);
    }
  }

  /** A refund answer, checked: a refund whose amount or status we misread would be worse than none. */
  async function refundCall(what: string, work: () => Promise<unknown>): Promise<ProviderRefund> {
    const parsed = mollieRefundSchema.safeParse(await ask(what, work));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PaymentProviderError(`Mollie gaf een onbegrijpelijk antwoord op ${what}${issue ? ` (${issue.path.join(".") || "body"}: ${issue.message})` : ""}.`);
    }
    return { refundId: parsed.data.id, paymentId: parsed.data.paymentId, status: parsed.data.status, amountCents: parseMollieAmount(parsed.data.amount.value)! };
  }

  /** The client's answer, checked, or a PaymentProviderError saying what went wrong. */
  async function call(what: string, work: () => Promise<unknown>): Promise<ProviderPayment> {
    const answer = await ask(what, work);
    const parsed = molliePaymentSchema.safeParse(answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new PaymentProviderError(`Mollie gaf een onbegrijpelijk antwoord op ${what}${issue ? ` (${issue.path.join(".") || "body"}: ${issue.message})` : ""}.`);
    }
    return toProviderPayment(parsed.data);
  }

  return {
    id: "mollie",

    // async, so that a bad amount rejects like every other failure instead of throwing at the call.
    async createPayment(request: CreatePaymentRequest) {
      const value = formatMollieAmount(request.amountCents);
      return call("POST /payments", () =>
        mollie.payments.create({
          amount: { currency: "EUR", value },
          description: request.description,
          redirectUrl: request.redirectUrl,
          ...(request.webhookUrl ? { webhookUrl: request.webhookUrl } : {}),
          method: MOLLIE_METHODS[request.method],
          locale: Locale.nl_NL,
          metadata: { orderRef: request.orderRef },
        }),
      );
    },

    async getPayment(paymentId: string) {
      // An id from a URL or a webhook body could be anything; only Mollie's shape
      // is sent on, and anything else is simply a payment that does not exist.
      if (!MOLLIE_PAYMENT_ID.test(paymentId)) throw new PaymentProviderError("Deze betaling bestaat niet bij Mollie.", 404);
      return call(`GET /payments/${paymentId}`, () => mollie.payments.get(paymentId));
    },

    // Mollie's Refunds API (v2): POST /payments/{id}/refunds with the amount, and GET …/refunds/{refundId}.
    // The idempotency key makes a retried request (the client's own retries too) one refund.
    async createRefund(paymentId, amountCents, description, options = {}) {
      if (!MOLLIE_PAYMENT_ID.test(paymentId)) throw new PaymentProviderError("Deze betaling bestaat niet bij Mollie.", 404);
      const value = formatMollieAmount(amountCents);
      return refundCall(`POST /payments/${paymentId}/refunds`, () =>
        mollie.paymentRefunds.create({ paymentId, amount: { currency: "EUR", value }, description, ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}) }),
      );
    },

    async getRefund(paymentId, refundId) {
      if (!MOLLIE_PAYMENT_ID.test(paymentId) || !MOLLIE_REFUND_ID.test(refundId)) throw new PaymentProviderError("Deze terugbetaling bestaat niet bij Mollie.", 404);
      return refundCall(`GET /payments/${paymentId}/refunds/${refundId}`, () => mollie.paymentRefunds.get(refundId, { paymentId }));
    },
  };
}

/**
 * The client's promise, or a PaymentProviderError once `timeoutMs` have passed.
 * The client takes no AbortSignal, so its request is left to finish on its own;
 * its answer then goes nowhere.
 */
async function withinTimeout<T>(work: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentProviderError(`Mollie antwoordde niet binnen ${timeoutMs} ms (${what}).`)), timeoutMs);
  });
  // A late failure of the abandoned call is nobody's business any more.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
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
 * rejected payment says why in the log; `status` is Mollie's HTTP status (as
 * Mollie's error answer gives it: the client passes on no other).
 */
export class MollieApiError extends PaymentProviderError {
  constructor(
    message: string,
    override readonly status: number | undefined,
    readonly detail: string | null,
    readonly field: string | null,
  ) {
    super(message, status);
  }
}

/** What the client threw, as the shop's error: an error answer, nonsense, or no answer at all. */
function providerError(error: unknown, what: string): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof MollieClientError) {
    // The status is the one in Mollie's error answer (the client reads no other): a number when Mollie sent it.
    if (typeof error.statusCode === "number") {
      const detail = message === CLIENT_NO_DETAIL ? null : message;
      const field = error.field ?? null;
      const explanation = detail ? `: ${detail}${field ? ` (${field})` : ""}` : ".";
      return new MollieApiError(`Mollie antwoordde ${error.statusCode} op ${what}${explanation}`, error.statusCode, detail, field);
    }
    // An answer that is not JSON, whatever its status (a gateway's HTML page): the client keeps no status of it.
    if (CLIENT_NONSENSE.test(message) || message === CLIENT_NO_DETAIL) {
      return new MollieApiError(`Mollie gaf een onbegrijpelijk antwoord op ${what}.`, undefined, null, null);
    }
    // The client wraps a failed request (refused, reset, a TLS failure) in an ApiError with its message.
    return new PaymentProviderError(`Mollie is niet bereikbaar (${what}): ${message}`);
  }
  // JSON that is no payment (no `resource`), or an empty answer, fails in the client's transformation.
  return new PaymentProviderError(`Mollie gaf een onbegrijpelijk antwoord op ${what}: ${message}`);
}
