/**
 * The Mollie provider, and the official client under it, against a local
 * stand-in of Mollie's Payments API v2 (tests/support/mollie-stand-in.ts, over
 * HTTPS like Mollie): no database, no internet, one local server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { readBody } from "@/server/http/body";

import { type MollieStandIn, startMollieStandIn } from "../../../tests/support/mollie-stand-in";
import { createMollieProvider, formatMollieAmount, MollieApiError, parseMollieAmount } from "./mollie-provider";
import { parseMollieWebhook } from "./mollie-webhook";
import { type CreatePaymentRequest, PaymentProviderError } from "./payment-provider";

const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";

const request: CreatePaymentRequest = {
  orderRef: "40000001",
  amountCents: 109950,
  method: "ideal",
  description: "Stekker bestelling 40000001",
  redirectUrl: "https://www.stekker.nl/bestelling/40000001/",
  webhookUrl: "https://www.stekker.nl/api/payments/mollie/webhook/",
};

let mollie: MollieStandIn;

beforeAll(async () => {
  mollie = await startMollieStandIn({ apiKey: API_KEY });
});
afterAll(async () => {
  await mollie.close();
});
afterEach(() => {
  mollie.endOutage();
  mollie.requests.length = 0;
});

function provider(options: { apiKey?: string; timeoutMs?: number } = {}) {
  return createMollieProvider({ apiKey: options.apiKey ?? API_KEY, apiUrl: mollie.url, timeoutMs: options.timeoutMs });
}

/** The error a promise rejects with, to check more than its class. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("createMollieProvider: creating and reading payments", () => {
  it("sends Mollie's create-payment body with bearer auth and maps the answer", async () => {
    const payment = await provider().createPayment(request);

    expect(mollie.requests).toHaveLength(1);
    const sent = mollie.requests[0]!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v2/payments");
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.body).toEqual({
      amount: { currency: "EUR", value: "1099.50" },
      description: "Stekker bestelling 40000001",
      redirectUrl: "https://www.stekker.nl/bestelling/40000001/",
      webhookUrl: "https://www.stekker.nl/api/payments/mollie/webhook/",
      method: "ideal",
      locale: "nl_NL",
      metadata: { orderRef: "40000001" },
    });

    expect(payment.paymentId).toMatch(/^tr_[A-Za-z0-9]+$/);
    expect(payment).toEqual({
      paymentId: payment.paymentId,
      status: "open",
      amountCents: 109950,
      method: "ideal",
      checkoutUrl: `${mollie.url}/checkout/${payment.paymentId}`,
      orderRef: "40000001",
    });
  });

  it("leaves webhookUrl out when the shop cannot be reached from outside", async () => {
    const { webhookUrl: _, ...local } = request;
    await provider().createPayment(local);
    expect(mollie.requests[0]!.body).not.toHaveProperty("webhookUrl");
  });

  it("reads a created payment back with getPayment", async () => {
    const created = await provider().createPayment({ ...request, method: "bancontact", amountCents: 4995 });
    const read = await provider().getPayment(created.paymentId);
    expect(read).toEqual(created);
    expect(read).toMatchObject({ method: "bancontact", amountCents: 4995, status: "open" });
    expect(mollie.requests.at(-1)).toMatchObject({ method: "GET", path: `/v2/payments/${created.paymentId}` });
    expect(mollie.requests.at(-1)!.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it.each(["ideal", "bancontact", "creditcard", "banktransfer"] as const)("creates a payment by %s", async (method) => {
    const payment = await provider().createPayment({ ...request, method });
    expect(payment.method).toBe(method);
  });

  it("shows a status change through getPayment, without a checkout link once final", async () => {
    const created = await provider().createPayment(request);
    await mollie.setStatus(created.paymentId, "paid");
    expect(await provider().getPayment(created.paymentId)).toMatchObject({ status: "paid", checkoutUrl: null, amountCents: 109950, orderRef: "40000001" });

    for (const status of ["failed", "canceled", "expired"] as const) {
      const other = await provider().createPayment(request);
      await mollie.setStatus(other.paymentId, status);
      expect(await provider().getPayment(other.paymentId)).toMatchObject({ status, checkoutUrl: null });
    }
  });

  it("maps a method the shop does not offer, and missing metadata, to null", async () => {
    const created = await provider().createPayment(request);
    const answer = { ...mollie.payments.get(created.paymentId)!, method: "paypal", metadata: null, _links: {} };
    mollie.answerNextWith(200, JSON.stringify(answer));
    expect(await provider().getPayment(created.paymentId)).toMatchObject({ method: null, orderRef: null, checkoutUrl: null });
  });
});

describe("Mollie's amounts", () => {
  it.each([
    [109950, "1099.50"],
    [1, "0.01"],
    [5, "0.05"],
    [100, "1.00"],
    [2999, "29.99"],
    // 1234567.89 * 100 is 123456788.99999999 in floating point.
    [123456789, "1234567.89"],
  ])("formats %i cents as %s and reads it back", (cents, value) => {
    expect(formatMollieAmount(cents)).toBe(value);
    expect(parseMollieAmount(value)).toBe(cents);
  });

  it.each([1099.5, 0, -100, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %s cents, which is no payment", (cents) => {
    expect(() => formatMollieAmount(cents)).toThrow(RangeError);
  });

  it.each(["1099.5", "1099", "1,099.50", "1099,50", "-1.00", " 1.00", "1.000", ""])("does not read %j as an amount", (value) => {
    expect(parseMollieAmount(value)).toBeNull();
  });

  it("sends 109950 cents as 1099.50 and reads 109950 back", async () => {
    const payment = await provider().createPayment({ ...request, amountCents: 109950 });
    expect(mollie.payments.get(payment.paymentId)!.amount).toEqual({ currency: "EUR", value: "1099.50" });
    expect(payment.amountCents).toBe(109950);
  });

  it("makes no call for an amount that is not whole cents", async () => {
    await expect(provider().createPayment({ ...request, amountCents: 1099.5 })).rejects.toThrow(RangeError);
    expect(mollie.requests).toHaveLength(0);
  });
});

describe("createMollieProvider: when Mollie says no or fails", () => {
  it("throws a PaymentProviderError with status 401 for a wrong key, and creates nothing", async () => {
    const before = mollie.payments.size;
    const error = await rejection(provider({ apiKey: "test_wrongwrongwrongwrongwrong" }).createPayment(request));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 401 });
    expect((error as Error).message).toContain("Missing authentication, or failed to authenticate");
    expect(mollie.payments.size).toBe(before);
  });

  it("carries Mollie's detail and field from a 422", async () => {
    const error = await rejection(provider().createPayment({ ...request, redirectUrl: "geen-adres" }));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ status: 422, detail: "The redirect URL is invalid", field: "redirectUrl" });
    expect((error as Error).message).toContain("The redirect URL is invalid");
  });

  it("throws for an outage (503) with Mollie's status", async () => {
    // Down for every attempt: the client tries a 5xx three times (here without waiting in between).
    mollie.startOutage(503, { detail: "Mollie is under maintenance", retryAfterSeconds: 0 });
    const error = await rejection(provider().createPayment(request));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 503, detail: "Mollie is under maintenance" });
  });

  it("throws for an error status whose body is not Mollie's error shape", async () => {
    mollie.startOutage(502, { body: "<html>Bad gateway</html>", contentType: "text/html", retryAfterSeconds: 0 });
    const error = await rejection(provider().createPayment(request));
    expect(error).toBeInstanceOf(PaymentProviderError);
    // The official client passes on no HTTP status of an answer that is not JSON: the status is unknown,
    // which the shop treats as it treated 502 (any status but 404 is "try again").
    expect(error).toMatchObject({ status: undefined, detail: null });
    expect((error as Error).message).toContain("onbegrijpelijk");
  });

  it("tries a 5xx on creating a payment three times under one idempotency key, then gives up with Mollie's status", async () => {
    mollie.startOutage(500, { detail: "Internal error", retryAfterSeconds: 0 });
    const before = mollie.payments.size;
    const error = await rejection(provider().createPayment(request));
    expect(error).toMatchObject({ status: 500, detail: "Internal error" });
    expect(mollie.requests).toHaveLength(3);
    const keys = mollie.requests.map((sent) => sent.headers["idempotency-key"]);
    expect(keys[0]).toEqual(expect.any(String));
    expect(new Set(keys).size).toBe(1);
    expect(mollie.payments.size).toBe(before);
  });

  it("gets past a single 5xx: the retry carries the same idempotency key and one payment is made", { timeout: 15_000 }, async () => {
    mollie.failNext(503);
    const before = mollie.payments.size;
    const payment = await provider().createPayment(request);
    expect(payment).toMatchObject({ status: "open", amountCents: 109950, orderRef: "40000001" });
    expect(mollie.requests).toHaveLength(2);
    expect(mollie.requests[1]!.headers["idempotency-key"]).toBe(mollie.requests[0]!.headers["idempotency-key"]);
    expect(mollie.payments.size).toBe(before + 1);
  });

  it("gives each new payment its own idempotency key, so two attempts are two payments", async () => {
    const first = await provider().createPayment(request);
    const second = await provider().createPayment(request);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(mollie.requests[0]!.headers["idempotency-key"]).not.toBe(mollie.requests[1]!.headers["idempotency-key"]);
  });

  it("does not try a refusal (4xx) again", async () => {
    mollie.failNext(422, "The amount is lower than the minimum");
    const error = await rejection(provider().createPayment(request));
    expect(error).toMatchObject({ status: 422, detail: "The amount is lower than the minimum" });
    expect(mollie.requests).toHaveLength(1);
  });

  it("a 5xx on reading a payment throws with Mollie's status after the client's retries", async () => {
    const created = await provider().createPayment(request);
    mollie.startOutage(503, { retryAfterSeconds: 0 });
    const error = await rejection(provider().getPayment(created.paymentId));
    expect(error).toBeInstanceOf(MollieApiError);
    expect(error).toMatchObject({ status: 503 });
    expect(mollie.requests.filter((sent) => sent.method === "GET")).toHaveLength(3);
  });

  it("gives up after the timeout while the client waits to try a 5xx again", async () => {
    mollie.startOutage(503, { retryAfterSeconds: 60 });
    const started = Date.now();
    const error = await rejection(provider({ timeoutMs: 300 }).createPayment(request));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain("niet binnen 300 ms");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("refuses an API address that is not https, which the official client cannot reach", () => {
    expect(() => createMollieProvider({ apiKey: API_KEY, apiUrl: "http://127.0.0.1:9/v2" })).toThrow("https");
  });

  it("gives up after the timeout", async () => {
    mollie.delayNext(2_000);
    const started = Date.now();
    const error = await rejection(provider({ timeoutMs: 100 }).createPayment(request));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain("niet binnen 100 ms");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("throws when Mollie cannot be reached", async () => {
    const gone = await startMollieStandIn({ apiKey: API_KEY });
    await gone.close();
    const error = await rejection(createMollieProvider({ apiKey: API_KEY, apiUrl: gone.url }).getPayment("tr_abc"));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain("niet bereikbaar");
  });

  it.each([
    ["not JSON", () => "<html>hallo</html>"],
    ["an empty body", () => ""],
    ["an amount with one decimal", (payment: object) => JSON.stringify({ ...payment, amount: { currency: "EUR", value: "1099.5" } })],
    ["an amount in dollars", (payment: object) => JSON.stringify({ ...payment, amount: { currency: "USD", value: "1099.50" } })],
    ["an unknown status", (payment: object) => JSON.stringify({ ...payment, status: "refunded-ish" })],
    ["no id", (payment: object) => JSON.stringify({ ...payment, id: undefined })],
    ["no links", (payment: object) => JSON.stringify({ ...payment, _links: undefined })],
  ])("throws for a 2xx answer with %s", async (_, answer) => {
    const created = await provider().createPayment(request);
    mollie.answerNextWith(200, answer({ ...mollie.payments.get(created.paymentId)!, _links: {} }));
    const error = await rejection(provider().getPayment(created.paymentId));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toContain("onbegrijpelijk");
  });

  it("answers 404 for a payment Mollie does not know", async () => {
    const error = await rejection(provider().getPayment("tr_doesNotExist1"));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 404, detail: "No payment exists with token tr_doesNotExist1." });
  });

  it.each(["", "tr_", "ord_abc123", "tr_abc/../../methods", "tr_abc?x=1", "TR_abc", "tr_ab c"])("answers 404 for the id %j without calling Mollie", async (id) => {
    const error = await rejection(provider().getPayment(id));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 404 });
    expect(mollie.requests).toHaveLength(0);
  });
});

describe("Mollie's webhook, end to end", () => {
  it("posts id=tr_… on a status change; the shop reads it and fetches the paid payment", async () => {
    const received: Request[] = [];
    const withWebhooks = await startMollieStandIn({
      apiKey: API_KEY,
      webhooks: (webhook) => {
        received.push(webhook.clone());
        return new Response(null, { status: 200 });
      },
    });
    try {
      const mollieProvider = createMollieProvider({ apiKey: API_KEY, apiUrl: withWebhooks.url });
      const created = await mollieProvider.createPayment(request);
      expect(received).toHaveLength(0);

      const call = await withWebhooks.setStatus(created.paymentId, "paid");
      expect(call).toEqual({ paymentId: created.paymentId, url: request.webhookUrl, status: 200 });
      expect(received).toHaveLength(1);
      expect(received[0]!.method).toBe("POST");
      expect(received[0]!.url).toBe(request.webhookUrl);

      const webhook = parseMollieWebhook(await readBody(received[0]!));
      expect(webhook).toEqual({ paymentId: created.paymentId });
      expect(await mollieProvider.getPayment(webhook!.paymentId)).toMatchObject({ status: "paid", orderRef: "40000001" });

      // No change, no call.
      expect(await withWebhooks.setStatus(created.paymentId, "paid")).toBeNull();
      expect(received).toHaveLength(1);
    } finally {
      await withWebhooks.close();
    }
  });

  it("posts the webhook over HTTP when asked to", async () => {
    const shop = await startMollieStandIn({ apiKey: API_KEY });
    const withWebhooks = await startMollieStandIn({ apiKey: API_KEY, webhooks: "http" });
    try {
      // Any local server will do as the receiving end; this one answers 401 (no key), which is recorded as it is.
      const created = await createMollieProvider({ apiKey: API_KEY, apiUrl: withWebhooks.url }).createPayment({
        ...request,
        webhookUrl: `${shop.url}/webhook`,
      });
      const call = await withWebhooks.setStatus(created.paymentId, "failed");
      expect(call).toEqual({ paymentId: created.paymentId, url: `${shop.url}/webhook`, status: 401 });
      expect(shop.requests).toHaveLength(1);
      expect(shop.requests[0]).toMatchObject({ method: "POST", path: "/v2/webhook", body: `id=${created.paymentId}` });
      expect(shop.requests[0]!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    } finally {
      await withWebhooks.close();
      await shop.close();
    }
  });
});

describe("the Mollie stand-in, checked like Mollie", () => {
  async function post(body: unknown, key = API_KEY) {
    const response = await fetch(`${mollie.url}/payments`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
  const valid = { amount: { currency: "EUR", value: "10.00" }, description: "Test", redirectUrl: "https://www.stekker.nl/", method: "ideal" };

  it("accepts a valid payment", async () => {
    expect((await post(valid)).status).toBe(201);
  });

  it("answers a repeated Idempotency-Key with the first payment instead of a second", async () => {
    const send = () =>
      fetch(`${mollie.url}/payments`, {
        method: "POST",
        headers: { Authorization: `Bearer ${API_KEY}`, "Content-Type": "application/json", "Idempotency-Key": "stekker-test-key-1" },
        body: JSON.stringify(valid),
      }).then(async (response) => ({ status: response.status, json: (await response.json()) as { id: string } }));
    const before = mollie.payments.size;
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    expect(mollie.payments.size).toBe(before + 1);
  });

  it("answers over HTTPS only, like Mollie's API", () => {
    expect(mollie.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/v2$/);
  });

  it.each([
    [{ ...valid, amount: { currency: "EUR", value: "1099.5" } }, "amount.value"],
    [{ ...valid, amount: { currency: "EUR", value: 10 } }, "amount.value"],
    [{ ...valid, amount: { currency: "EUR", value: "0.00" } }, "amount.value"],
    [{ ...valid, amount: undefined }, "amount"],
    [{ ...valid, method: "paypal" }, "method"],
    [{ ...valid, description: "" }, "description"],
    [{ ...valid, redirectUrl: "javascript:alert(1)" }, "redirectUrl"],
    [{ ...valid, locale: "nl" }, "locale"],
  ])("refuses %j with 422 and Mollie's error shape for %s", async (body, field) => {
    const { status, json } = await post(body);
    expect(status).toBe(422);
    expect(json).toMatchObject({ status: 422, title: "Unprocessable Entity", field });
    expect(json.detail).toEqual(expect.any(String));
  });

  it("refuses a wrong key with 401", async () => {
    expect(await post(valid, "test_nottherightkeyatall1234")).toMatchObject({ status: 401, json: { status: 401 } });
    const read = await fetch(`${mollie.url}/payments/tr_abc`);
    expect(read.status).toBe(401);
  });
});
