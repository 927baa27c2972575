/**
 * A local stand-in for Mollie's Payments API v2 (decisions §4): the machine that
 * runs the tests cannot reach Mollie, and a real test account could not be
 * driven to "failed" or "expired" on demand anyway. It imitates what the shop
 * uses, as Mollie documents it:
 *
 * - HTTPS only, as Mollie's API (and the official client, which refuses plain
 *   HTTP): a self-signed certificate for 127.0.0.1 (stand-in-tls.ts), which this
 *   process accepts while a stand-in listens;
 * - POST /v2/payments: bearer key check (401), the body checked field by field
 *   with Mollie's error shape `{ status, title, detail, field }` (422), 201 with
 *   the payment as HAL JSON, `_links.checkout` while it is open; a repeated
 *   `Idempotency-Key` gets the first answer again instead of a second payment;
 * - GET /v2/payments/{id}: the payment, or 404;
 * - GET /v2/checkout/{id}: a trivial page standing in for Mollie's checkout;
 * - POST /v2/payments/{id}/refunds (Refunds API): only a paid payment, an
 *   amount above zero and at most what is left of it after the refunds that did
 *   not fail (422 in Mollie's words otherwise), 201 with the refund `pending`;
 *   a repeated `Idempotency-Key` gets the same refund; GET …/refunds/{refundId}.
 *   Tests move a refund on with `setRefundStatus`, which calls the payment's
 *   webhook, as Mollie does when a refund changes.
 *
 * Tests drive it with `setStatus` (optionally calling the payment's webhookUrl
 * with `id=tr_…` as Mollie does), and simulate a slow answer, a garbled one or a
 * single failed request with `delayNext`, `answerNextWith` and `failNext`, and an
 * outage that lasts (every request fails, the client's retries too) with
 * `startOutage` and `endOutage`.
 *
 *   const mollie = await startMollieStandIn({ apiKey: "test_…" });
 *   const provider = createMollieProvider({ apiKey: "test_…", apiUrl: mollie.url });
 *   …
 *   await mollie.close();
 */
import { randomBytes } from "node:crypto";
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";

import type { ProviderPaymentStatus } from "@/server/payments/payment-provider";

import { allowStandInCertificates, STAND_IN_TLS_CERTIFICATE, STAND_IN_TLS_KEY } from "./stand-in-tls";

/** The methods the shop offers through Mollie; the stand-in knows no others. */
export const STAND_IN_METHODS = ["ideal", "bancontact", "creditcard", "banktransfer"] as const;

/** A payment as Mollie answers it, without `_links` (those are added per answer). */
export interface StandInPayment {
  resource: "payment";
  id: string;
  mode: "test" | "live";
  createdAt: string;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  status: ProviderPaymentStatus;
  isCancelable: boolean;
  expiresAt?: string;
  paidAt?: string;
  failedAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  profileId: string;
  sequenceType: "oneoff";
  redirectUrl: string;
  webhookUrl: string | null;
  locale: string | null;
}

/** A refund as Mollie answers it, without `_links`. */
export interface StandInRefund {
  resource: "refund";
  id: string;
  mode: "test" | "live";
  createdAt: string;
  amount: { currency: string; value: string };
  description: string;
  metadata: unknown;
  status: "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";
  paymentId: string;
}

export interface StandInRequest {
  method: string;
  /** The path below the server's root, e.g. "/v2/payments". */
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, the raw text when it is not JSON, undefined when empty. */
  body: unknown;
}

export interface WebhookCall {
  paymentId: string;
  url: string;
  /** The shop's answer, or null when it could not be reached. */
  status: number | null;
  error?: string;
}

/** Receives the webhook's request itself, e.g. to hand it to a route handler without a running server. */
export type WebhookReceiver = (request: Request) => Promise<Response> | Response;

export interface MollieStandInOptions {
  /** The one key the stand-in accepts as `Authorization: Bearer …` (test_… or live_…). */
  apiKey: string;
  /**
   * Whether a status change calls the payment's webhookUrl: "http" POSTs
   * `id=tr_…` (form-urlencoded) to it, a function receives that request instead;
   * absent, no webhooks are called (the shop then learns the status by asking).
   */
  webhooks?: "http" | WebhookReceiver;
}

export interface MollieStandIn {
  /** The API's base URL, to configure as MOLLIE_API_URL: https://127.0.0.1:PORT/v2 */
  url: string;
  apiKey: string;
  /** Every payment created, by id; tests may read them (and should change them only through setStatus). */
  payments: Map<string, StandInPayment>;
  /** Every refund created, by id. */
  refunds: Map<string, StandInRefund>;
  /**
   * Changes a refund's status as Mollie would and, when it changed and webhooks
   * are on, calls its payment's webhookUrl (Mollie tells a refund's news through
   * the payment's webhook). Returns that call, or null when none was made.
   */
  setRefundStatus(refundId: string, status: StandInRefund["status"]): Promise<WebhookCall | null>;
  /** Every API request received, in order (checkout pages not included). */
  requests: StandInRequest[];
  /** Every webhook call made, in order. */
  webhookCalls: WebhookCall[];
  /**
   * Changes a payment's status as Mollie would (timestamps, checkout link) and,
   * when it changed and webhooks are on, calls its webhookUrl and waits for the
   * answer. Returns that call, or null when none was made.
   */
  setStatus(paymentId: string, status: ProviderPaymentStatus): Promise<WebhookCall | null>;
  /** Calls the payment's webhookUrl again without a change, as Mollie's retries do. */
  callWebhook(paymentId: string): Promise<WebhookCall>;
  /**
   * The next API request is answered with this status in Mollie's error shape: a
   * refusal (4xx), or a hiccup (5xx) that the official client's retry gets past.
   */
  failNext(status: number, detail?: string): void;
  /**
   * Mollie is down: every API request from now on is answered with this status,
   * in Mollie's error shape or with exactly `body` (a gateway's HTML page), until
   * `endOutage`. `retryAfterSeconds` adds a Retry-After header, which the
   * official client waits for between its attempts (2 s without one).
   */
  startOutage(status: number, answer?: { detail?: string; body?: string; contentType?: string; retryAfterSeconds?: number }): void;
  endOutage(): void;
  /** The next API request is answered only after this many milliseconds (to make a client time out). */
  delayNext(ms: number): void;
  /** The next API request is answered with exactly this body (to send nonsense). */
  answerNextWith(status: number, body: string, contentType?: string): void;
  close(): Promise<void>;
}

type Override = { kind: "fail"; status: number; detail?: string } | { kind: "raw"; status: number; body: string; contentType: string };
type Outage = { status: number; detail?: string; body?: string; contentType?: string; retryAfterSeconds?: number };

const HAL_JSON = "application/hal+json";
const DOCUMENTATION = "https://docs.mollie.com/reference/create-payment";
const AMOUNT_VALUE = /^\d+\.\d{2}$/;
const LOCALE = /^[a-z]{2}_[A-Z]{2}$/;
const PAYMENT_PATH = /^\/v2\/payments\/([^/]+)$/;
const REFUNDS_PATH = /^\/v2\/payments\/([^/]+)\/refunds$/;
const REFUND_PATH = /^\/v2\/payments\/([^/]+)\/refunds\/([^/]+)$/;
const CHECKOUT_PATH = /^\/v2\/checkout\/([^/]+)$/;
/** Mollie's limit on metadata. */
const METADATA_LIMIT = 1024;
const BODY_LIMIT = 1_048_576;
const WEBHOOK_TIMEOUT_MS = 15_000;
/** Mollie keeps an idempotency key's answer for a while; the stand-in for its whole life. */
const IDEMPOTENCY_HEADER = "idempotency-key";

class MollieFailure {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly field?: string,
  ) {}
}

export async function startMollieStandIn(options: MollieStandInOptions): Promise<MollieStandIn> {
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  const refundsByKey = new Map<string, string>();
  const requests: StandInRequest[] = [];
  const webhookCalls: WebhookCall[] = [];
  const overrides: Override[] = [];
  const delays: number[] = [];
  let outage: Outage | null = null;
  /** The answer to each Idempotency-Key a payment was created with: a repeat gets the same payment back. */
  const createdByKey = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = "";

  const server = createServer({ key: STAND_IN_TLS_KEY, cert: STAND_IN_TLS_CERTIFICATE }, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof MollieFailure ? error : new MollieFailure(500, error instanceof Error ? error.message : String(error));
      if (!response.headersSent) sendError(response, failure);
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? "/", "http://stand-in").pathname;
    const text = await readText(request);

    const checkout = CHECKOUT_PATH.exec(path);
    if (checkout && request.method === "GET") return sendCheckoutPage(response, payments.get(checkout[1]!));

    requests.push({ method: request.method ?? "", path, headers: request.headers, body: parseBody(text) });

    const delay = delays.shift();
    if (delay !== undefined) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delay);
        timers.add(timer);
      });
      if (response.destroyed) return;
    }

    if (outage) {
      const headers: Record<string, string> = outage.retryAfterSeconds === undefined ? {} : { "Retry-After": String(outage.retryAfterSeconds) };
      if (outage.body !== undefined) {
        response.writeHead(outage.status, { "Content-Type": outage.contentType ?? "text/html", ...headers });
        response.end(outage.body);
        return;
      }
      return sendError(response, new MollieFailure(outage.status, outage.detail ?? "The service is temporarily unavailable."), headers);
    }

    const override = overrides.shift();
    if (override?.kind === "raw") {
      response.writeHead(override.status, { "Content-Type": override.contentType });
      response.end(override.body);
      return;
    }
    if (override?.kind === "fail") return sendError(response, new MollieFailure(override.status, override.detail ?? "The service is temporarily unavailable."));

    try {
      if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
        throw new MollieFailure(401, "Missing authentication, or failed to authenticate");
      }
      if (path === "/v2/payments" && request.method === "POST") {
        const key = request.headers[IDEMPOTENCY_HEADER];
        const earlier = typeof key === "string" ? payments.get(createdByKey.get(key) ?? "") : undefined;
        if (earlier) return sendJson(response, 201, present(earlier));
        const payment = createPayment(text);
        payments.set(payment.id, payment);
        if (typeof key === "string") createdByKey.set(key, payment.id);
        return sendJson(response, 201, present(payment));
      }
      const refundsPath = REFUNDS_PATH.exec(path);
      if (refundsPath && request.method === "POST") {
        const payment = payments.get(decodeURIComponent(refundsPath[1]!));
        if (!payment) throw new MollieFailure(404, `No payment exists with token ${refundsPath[1]}.`);
        const key = request.headers[IDEMPOTENCY_HEADER];
        const earlier = typeof key === "string" ? refunds.get(refundsByKey.get(`${payment.id}:${key}`) ?? "") : undefined;
        if (earlier) return sendJson(response, 201, presentRefund(earlier));
        const refund = createRefund(payment, text);
        refunds.set(refund.id, refund);
        if (typeof key === "string") refundsByKey.set(`${payment.id}:${key}`, refund.id);
        return sendJson(response, 201, presentRefund(refund));
      }
      const refundPath = REFUND_PATH.exec(path);
      if (refundPath && request.method === "GET") {
        const refund = refunds.get(decodeURIComponent(refundPath[2]!));
        if (!refund || refund.paymentId !== decodeURIComponent(refundPath[1]!)) throw new MollieFailure(404, `No refund exists with token ${refundPath[2]}.`);
        return sendJson(response, 200, presentRefund(refund));
      }
      const paymentPath = PAYMENT_PATH.exec(path);
      if (paymentPath && request.method === "GET") {
        const id = decodeURIComponent(paymentPath[1]!);
        const payment = payments.get(id);
        if (!payment) throw new MollieFailure(404, `No payment exists with token ${id}.`);
        return sendJson(response, 200, present(payment));
      }
      throw new MollieFailure(404, "The resource does not exist.");
    } catch (error) {
      if (error instanceof MollieFailure) return sendError(response, error);
      throw error;
    }
  }

  /** A request body as Mollie reads it: a JSON object, or 400. */
  function jsonObjectBody(text: string): Record<string, unknown> {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new MollieFailure(400, "The request body is not valid JSON.");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new MollieFailure(400, "The request body is not valid JSON.");
    return body as Record<string, unknown>;
  }

  /** Checks a create request field by field, in Mollie's words, and makes the payment. */
  function createPayment(text: string): StandInPayment {
    const fields = jsonObjectBody(text);

    const amount = fields.amount;
    if (typeof amount !== "object" || amount === null) throw new MollieFailure(422, "The amount is required for payments", "amount");
    const { currency, value } = amount as Record<string, unknown>;
    if (currency !== "EUR") throw new MollieFailure(422, "The amount currency is invalid", "amount.currency");
    if (typeof value !== "string" || !AMOUNT_VALUE.test(value)) throw new MollieFailure(422, "The amount contains an invalid value", "amount.value");
    if (value.replace(".", "").replace(/^0+/, "") === "") throw new MollieFailure(422, "The amount is lower than the minimum", "amount.value");

    if (typeof fields.description !== "string" || fields.description.trim() === "") throw new MollieFailure(422, "The description is invalid", "description");
    if (!isHttpUrl(fields.redirectUrl)) throw new MollieFailure(422, "The redirect URL is invalid", "redirectUrl");
    if (fields.webhookUrl !== undefined && fields.webhookUrl !== null && !isHttpUrl(fields.webhookUrl)) {
      throw new MollieFailure(422, "The webhook URL is invalid", "webhookUrl");
    }
    // Mollie lets a payment without a method be chosen on its own page; a method
    // it is given must be one it knows (here: the four the shop offers).
    const method = fields.method ?? null;
    if (method !== null && !STAND_IN_METHODS.some((known) => known === method)) throw new MollieFailure(422, "The payment method is invalid", "method");
    const locale = fields.locale ?? null;
    if (locale !== null && (typeof locale !== "string" || !LOCALE.test(locale))) throw new MollieFailure(422, "The locale is invalid", "locale");
    const metadata = fields.metadata ?? null;
    if (JSON.stringify(metadata).length > METADATA_LIMIT) throw new MollieFailure(422, "The metadata is too large", "metadata");

    const now = new Date();
    return {
      resource: "payment",
      id: newPaymentId(),
      mode: options.apiKey.startsWith("live_") ? "live" : "test",
      createdAt: now.toISOString(),
      amount: { currency: "EUR", value },
      description: fields.description,
      method: method as string | null,
      metadata,
      status: "open",
      isCancelable: false,
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      profileId: "pfl_StandIn",
      sequenceType: "oneoff",
      redirectUrl: fields.redirectUrl as string,
      webhookUrl: typeof fields.webhookUrl === "string" ? fields.webhookUrl : null,
      locale: locale as string | null,
    };
  }

  /** Checks a refund request as Mollie does, and makes the refund (pending: Mollie sends it with the next batch). */
  function createRefund(payment: StandInPayment, text: string): StandInRefund {
    const fields = jsonObjectBody(text);
    if (payment.status !== "paid") throw new MollieFailure(422, "The payment cannot be refunded", "paymentId");
    const amount = fields.amount;
    if (typeof amount !== "object" || amount === null) throw new MollieFailure(422, "The amount is required for refunds", "amount");
    const { currency, value } = amount as Record<string, unknown>;
    if (currency !== "EUR") throw new MollieFailure(422, "The amount currency is invalid", "amount.currency");
    if (typeof value !== "string" || !AMOUNT_VALUE.test(value)) throw new MollieFailure(422, "The amount contains an invalid value", "amount.value");
    const cents = toCents(value);
    if (cents < 1) throw new MollieFailure(422, "The amount is lower than the minimum", "amount.value");
    const held = [...refunds.values()].filter((refund) => refund.paymentId === payment.id && refund.status !== "failed" && refund.status !== "canceled");
    const remaining = toCents(payment.amount.value) - held.reduce((sum, refund) => sum + toCents(refund.amount.value), 0);
    if (cents > remaining) throw new MollieFailure(422, "The amount is higher than the amount that is refundable for this payment", "amount");
    return {
      resource: "refund",
      id: `re_${newPaymentId().slice(3)}`,
      mode: options.apiKey.startsWith("live_") ? "live" : "test",
      createdAt: new Date().toISOString(),
      amount: { currency: "EUR", value },
      description: typeof fields.description === "string" ? fields.description : "",
      metadata: fields.metadata ?? null,
      status: "pending",
      paymentId: payment.id,
    };
  }

  function presentRefund(refund: StandInRefund): Record<string, unknown> {
    return {
      ...refund,
      _links: {
        self: { href: `${baseUrl}/payments/${refund.paymentId}/refunds/${refund.id}`, type: HAL_JSON },
        payment: { href: `${baseUrl}/payments/${refund.paymentId}`, type: HAL_JSON },
        documentation: { href: "https://docs.mollie.com/reference/get-refund", type: "text/html" },
      },
    };
  }

  /** The payment with its HAL links; the checkout link only while the customer can still pay. */
  function present(payment: StandInPayment): Record<string, unknown> {
    return {
      ...payment,
      _links: {
        self: { href: `${baseUrl}/payments/${payment.id}`, type: HAL_JSON },
        ...(payment.status === "open" ? { checkout: { href: `${baseUrl}/checkout/${payment.id}`, type: "text/html" } } : {}),
        dashboard: { href: `https://my.mollie.com/dashboard/payments/${payment.id}`, type: "text/html" },
        documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
      },
    };
  }

  async function deliverWebhook(payment: StandInPayment): Promise<WebhookCall> {
    const url = payment.webhookUrl!;
    const init: RequestInit = {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ id: payment.id }).toString(),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    };
    let call: WebhookCall;
    try {
      const answer = typeof options.webhooks === "function" ? await options.webhooks(new Request(url, init)) : await fetch(url, init);
      await answer.arrayBuffer();
      call = { paymentId: payment.id, url, status: answer.status };
    } catch (error) {
      call = { paymentId: payment.id, url, status: null, error: error instanceof Error ? error.message : String(error) };
    }
    webhookCalls.push(call);
    return call;
  }

  function paymentOrThrow(paymentId: string): StandInPayment {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`Mollie stand-in: no payment ${paymentId}`);
    return payment;
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
  const stopAllowingCertificate = allowStandInCertificates();

  return {
    url: baseUrl,
    apiKey: options.apiKey,
    payments,
    refunds,
    requests,
    webhookCalls,

    async setStatus(paymentId, status) {
      const payment = paymentOrThrow(paymentId);
      if (payment.status === status) return null;
      const now = new Date().toISOString();
      payment.status = status;
      delete payment.expiresAt;
      if (status === "paid") payment.paidAt = now;
      if (status === "failed") payment.failedAt = now;
      if (status === "canceled") payment.canceledAt = now;
      if (status === "expired") payment.expiredAt = now;
      if (!options.webhooks || !payment.webhookUrl) return null;
      return deliverWebhook(payment);
    },

    async setRefundStatus(refundId, status) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`Mollie stand-in: no refund ${refundId}`);
      if (refund.status === status) return null;
      refund.status = status;
      const payment = paymentOrThrow(refund.paymentId);
      if (!options.webhooks || !payment.webhookUrl) return null;
      return deliverWebhook(payment);
    },

    async callWebhook(paymentId) {
      const payment = paymentOrThrow(paymentId);
      if (!payment.webhookUrl) throw new Error(`Mollie stand-in: payment ${paymentId} has no webhookUrl`);
      return deliverWebhook(payment);
    },

    failNext(status, detail) {
      overrides.push({ kind: "fail", status, detail });
    },

    delayNext(ms) {
      delays.push(ms);
    },

    answerNextWith(status, body, contentType = HAL_JSON) {
      overrides.push({ kind: "raw", status, body, contentType });
    },

    startOutage(status, answer = {}) {
      outage = { status, ...answer };
    },

    endOutage() {
      outage = null;
    },

    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      try {
        await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      } finally {
        stopAllowingCertificate();
      }
    },
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "Content-Type": HAL_JSON, ...headers });
  response.end(JSON.stringify(body));
}

/** Mollie's error answer: RFC 7807 style, with `field` when one field is at fault. */
function sendError(response: ServerResponse, failure: MollieFailure, headers: Record<string, string> = {}): void {
  sendJson(response, failure.status, {
    status: failure.status,
    title: STATUS_CODES[failure.status] ?? "Error",
    detail: failure.detail,
    ...(failure.field ? { field: failure.field } : {}),
    _links: { documentation: { href: DOCUMENTATION, type: "text/html" } },
  }, headers);
}

function sendCheckoutPage(response: ServerResponse, payment: StandInPayment | undefined): void {
  if (!payment) {
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    response.end("<!doctype html><title>Onbekende betaling</title><p>Onbekende betaling.</p>");
    return;
  }
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><title>Mollie stand-in</title><h1>Mollie stand-in</h1>` +
      `<p>Betaling ${escapeHtml(payment.id)}: € ${escapeHtml(payment.amount.value)} (${escapeHtml(payment.method ?? "geen methode")}), status ${escapeHtml(payment.status)}.</p>` +
      `<p><a href="${escapeHtml(payment.redirectUrl)}">Terug naar de winkel</a></p>`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** "12.50" → 1250, in integers. */
function toCents(value: string): number {
  const [euros, cents] = value.split(".");
  return Number(euros) * 100 + Number(cents);
}

/** Mollie's ids: "tr_" and ten letters or digits. */
function newPaymentId(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return `tr_${Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new MollieFailure(413, "The request body is too large.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parseBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
