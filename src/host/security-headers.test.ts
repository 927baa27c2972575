import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { nonceFromPolicy } from "@/domain/http/csp-nonce";

import { API_POLICY, applySecurityHeaders, HSTS, IMAGE_POLICY, MOLLIE_CHECKOUT_ORIGIN, pagePolicy, securityHeaderSettings } from "./security-headers";

const HTTP_SHOP = { PUBLIC_BASE_URL: "http://localhost:3000", PAYMENT_PROVIDER: "test", MOLLIE_API_URL: "https://api.mollie.com/v2" } as const;
const HTTPS_SHOP = { ...HTTP_SHOP, PUBLIC_BASE_URL: "https://www.stekker.nl" } as const;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** One answer of a server that applies the headers and then lets `handler` answer. */
async function answerOf(url: string, env: Parameters<typeof securityHeaderSettings>[0], handler: (request: IncomingMessage, response: ServerResponse) => void = () => undefined, requestHeaders: Record<string, string> = {}) {
  const settings = securityHeaderSettings(env);
  const seen: { requestPolicy?: string } = {};
  server = createServer((request, response) => {
    applySecurityHeaders(request, response, settings);
    seen.requestPolicy = request.headers["content-security-policy"] as string | undefined;
    handler(request, response);
    response.end("ok");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const headers = await new Promise<IncomingMessage["headers"]>((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path: url, headers: requestHeaders }, (response) => {
      response.resume();
      resolve(response.headers);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
  return { headers, requestPolicy: seen.requestPolicy };
}

describe("security headers on every answer", () => {
  it("HSTS only when the shop's public address is https", async () => {
    expect((await answerOf("/", HTTPS_SHOP)).headers["strict-transport-security"]).toBe(HSTS);
    expect((await answerOf("/", HTTP_SHOP)).headers["strict-transport-security"]).toBeUndefined();
  });

  it("the https shop's pages upgrade insecure requests, the http shop's do not", () => {
    expect(pagePolicy("n", securityHeaderSettings(HTTPS_SHOP))).toContain("upgrade-insecure-requests");
    expect(pagePolicy("n", securityHeaderSettings(HTTP_SHOP))).not.toContain("upgrade-insecure-requests");
  });

  it("with Mollie a form post may end at Mollie's checkout; with the test provider only at the shop", () => {
    expect(pagePolicy("n", securityHeaderSettings({ ...HTTPS_SHOP, PAYMENT_PROVIDER: "mollie" }))).toContain(`form-action 'self' ${MOLLIE_CHECKOUT_ORIGIN};`);
    expect(pagePolicy("n", securityHeaderSettings(HTTPS_SHOP))).toContain("form-action 'self';");
  });

  it("a stand-in for Mollie's API is also allowed as the form's destination", () => {
    const policy = pagePolicy("n", securityHeaderSettings({ ...HTTP_SHOP, PAYMENT_PROVIDER: "mollie", MOLLIE_API_URL: "http://127.0.0.1:4000/v2" }));
    expect(policy).toContain(`form-action 'self' ${MOLLIE_CHECKOUT_ORIGIN} http://127.0.0.1:4000;`);
  });

  it("the analytics tag's hosts enter a page's policy only when a tag is configured (GTM or GA4)", () => {
    const without = pagePolicy("n", securityHeaderSettings(HTTPS_SHOP));
    expect(without).not.toContain("google");
    expect(without).toContain("connect-src 'self';");
    for (const configured of [{ GTM_CONTAINER_ID: "GTM-AB12CD3" }, { GA_MEASUREMENT_ID: "G-AB12CD34EF" }]) {
      const policy = pagePolicy("n", securityHeaderSettings({ ...HTTPS_SHOP, ...configured }));
      expect(policy).toContain("script-src 'nonce-n' 'strict-dynamic' https://www.googletagmanager.com;");
      expect(policy).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;");
      expect(policy).toContain("img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;");
    }
  });

  it("a page's policy runs scripts by nonce only: no unsafe-eval, no plug-ins, no framing, reports to the shop", () => {
    const policy = pagePolicy("abc123", securityHeaderSettings(HTTP_SHOP));
    expect(policy).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("report-uri /api/csp-reports/");
    expect(policy).toContain("report-to csp");
  });

  it("every answer carries the non-CSP headers", async () => {
    const { headers } = await answerOf("/wasmachines/", HTTP_SHOP);
    expect(headers).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "reporting-endpoints": 'csp="/api/csp-reports/"',
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["permissions-policy"]).toContain("payment=()");
  });

  it("a page gets a fresh nonce per request, the same on the request (for Next.js) as on the answer", async () => {
    const first = await answerOf("/", HTTP_SHOP);
    server!.close();
    const second = await answerOf("/", HTTP_SHOP);
    expect(first.headers["content-security-policy"]).toBe(first.requestPolicy);
    const firstNonce = nonceFromPolicy(first.requestPolicy);
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceFromPolicy(second.requestPolicy)).not.toBe(firstNonce);
  });

  it("a client cannot choose the nonce by sending a policy itself", async () => {
    const { requestPolicy } = await answerOf("/", HTTP_SHOP, undefined, { "content-security-policy": "script-src 'nonce-chosen'" });
    expect(nonceFromPolicy(requestPolicy)).not.toBe("chosen");
  });

  it("an API answer gets a policy under which nothing loads or runs", async () => {
    const { headers, requestPolicy } = await answerOf("/api/carts/", HTTP_SHOP);
    expect(headers["content-security-policy"]).toBe(API_POLICY);
    expect(requestPolicy).toBeUndefined();
  });

  it("a product image gets a policy under which it may style itself and run nothing", async () => {
    const { headers, requestPolicy } = await answerOf("/afbeeldingen/1/1.svg", HTTP_SHOP);
    expect(headers["content-security-policy"]).toBe(IMAGE_POLICY);
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(requestPolicy).toBeUndefined();
  });
});

describe("reading the nonce back from the policy", () => {
  it("finds script-src's nonce, and none without a policy", () => {
    expect(nonceFromPolicy("default-src 'self'; script-src 'nonce-QUJD+/_-==' 'strict-dynamic'")).toBe("QUJD+/_-==");
    expect(nonceFromPolicy(null)).toBeUndefined();
    expect(nonceFromPolicy("default-src 'self'")).toBeUndefined();
  });
});
