import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiRequestError } from "./api-request-error";
import { apiPath, isRetryableNetworkError, request } from "./request";
import { HTTP_STATUS_TEXT, httpStatusText } from "@/domain/http/status-text";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  at: number;
}

type Handler = (req: IncomingMessage, res: ServerResponse, seen: Seen, count: number) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[] = [];
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const entry: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: performance.now() };
      seen.push(entry);
      handler(req, res, entry, seen.length);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, { data: null });
});

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiRequestError);
    return error as ApiRequestError;
  }
  throw new Error("expected the request to fail");
}

describe("request: calls", () => {
  it("success returns the parsed data of { data }", async () => {
    handler = (_req, res) => json(res, 200, { data: { cartId: "abc", items: {} } });
    await expect(request("GET", "/api/carts/abc/", { baseUrl })).resolves.toEqual({ cartId: "abc", items: {} });
  });

  it("all calls go to the product's own /api path, with a trailing slash", async () => {
    await request("GET", "carts/abc", { baseUrl });
    await request("GET", "/api/products/?q=wasmachine", { baseUrl });
    expect(seen.map((entry) => entry.url)).toEqual(["/api/carts/abc/", "/api/products/?q=wasmachine"]);
    expect(apiPath("/carts/1/")).toBe("/api/carts/1/");
    expect(() => apiPath("https://example.com/api/carts/")).toThrow(ApiRequestError);
    expect(() => apiPath("//example.com/api/carts/")).toThrow(/only the shop's own \/api paths/);
  });

  it("JSON is the default content type", async () => {
    handler = (_req, res) => json(res, 201, { data: { cartId: "c1" } });
    await expect(request("POST", "/api/carts/", { baseUrl, body: { items: { "12": { qty: 1 } } } })).resolves.toEqual({ cartId: "c1" });
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ items: { "12": { qty: 1 } } });
    expect(seen[0]?.headers.accept).toBe("application/json");
  });

  it("form-urlencoded bodies are supported", async () => {
    await request("POST", "/api/form-data/", { baseUrl, form: { name: "Jan de Vries", postcode: "2381 AB", skip: undefined, newsletter: true } });
    expect(seen[0]?.headers["content-type"]).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen[0]?.body))).toEqual({ name: "Jan de Vries", postcode: "2381 AB", newsletter: "true" });
  });

  it("a URL containing undefined is never sent", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await failure(request("GET", `/api/carts/${String(undefined)}/`, { baseUrl, fetch: fetchSpy }));
    expect(error.code).toBe("URL_UNDEFINED");
    expect(error.message).toContain("undefined");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(seen).toHaveLength(0);
  });

  it("a bearer token is sent as bearer authorization", async () => {
    await request("POST", "/api/logger/", { baseUrl, body: [], token: "stekker-logger" });
    expect(seen[0]?.headers.authorization).toBe("Bearer stekker-logger");
  });

  it("a basic token is sent as basic authorization (user:password is encoded)", async () => {
    await request("GET", "/api/system-health/", { baseUrl, token: "beheer:geheim", tokenType: "Basic" });
    await request("GET", "/api/system-health/", { baseUrl, token: "YmVoZWVyOmdlaGVpbQ==", tokenType: "Basic" });
    expect(seen.map((entry) => entry.headers.authorization)).toEqual(["Basic YmVoZWVyOmdlaGVpbQ==", "Basic YmVoZWVyOmdlaGVpbQ=="]);
  });

  it("no token, no authorization header", async () => {
    await request("GET", "/api/app-state/", { baseUrl });
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });
});

describe("request: answers", () => {
  it("an empty success answer (204) returns undefined", async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    await expect(request("DELETE", "/api/newsletter-subscribers/", { baseUrl })).resolves.toBeUndefined();
  });

  it("a 200 answer with failed set is still a success (only non-200 failed answers are errors)", async () => {
    handler = (_req, res) => json(res, 200, { failed: true, data: [] });
    await expect(request("GET", "/api/app-state/", { baseUrl })).resolves.toEqual([]);
  });

  it("a 2xx answer other than 200 with failed set is an error", async () => {
    handler = (_req, res) => json(res, 202, { failed: true, message: "Niet verwerkt" });
    expect((await failure(request("POST", "/api/carts/", { baseUrl, body: {} }))).message).toBe("Niet verwerkt");
  });
});

describe("request: timeout", () => {
  it("a timeout gives 504 Gateway Timeout (and is not tried again)", async () => {
    handler = () => {
      /* never answers */
    };
    const error = await failure(request("GET", "/api/carts/slow/", { baseUrl, timeoutMs: 50, retryDelayMs: 1 }));
    expect(error.status).toBe(504);
    expect(error.message).toBe("Gateway Timeout");
    expect(error.code).toBe("TIMEOUT");
    expect(seen).toHaveLength(1);
  });
});

describe("request: retries", () => {
  it.each([504, 520, 522, 524])("status %i is tried again up to 3 times, retryDelayMs apart", async (status) => {
    handler = (_req, res) => json(res, status, {});
    const error = await failure(request("GET", "/api/carts/abc/", { baseUrl, retryDelayMs: 30 }));
    expect(seen).toHaveLength(4);
    expect(error.status).toBe(status);
    for (let i = 1; i < seen.length; i += 1) {
      expect((seen[i]?.at ?? 0) - (seen[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(25);
    }
  });

  it("a retried request that then succeeds returns its data", async () => {
    handler = (_req, res, _seen, count) => (count < 3 ? json(res, 522, {}) : json(res, 200, { data: "ok" }));
    await expect(request("GET", "/api/app-state/", { baseUrl, retryDelayMs: 1 })).resolves.toBe("ok");
    expect(seen).toHaveLength(3);
  });

  it("the delay between attempts is injectable", async () => {
    handler = (_req, res) => json(res, 524, {});
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    await failure(request("GET", "/api/app-state/", { baseUrl, sleep }));
    expect(sleep.mock.calls).toEqual([[2000], [2000], [2000]]);
  });

  it.each([500, 502, 503, 404])("status %i is not tried again", async (status) => {
    handler = (_req, res) => json(res, status, {});
    await failure(request("GET", "/api/app-state/", { baseUrl, retryDelayMs: 1 }));
    expect(seen).toHaveLength(1);
  });

  it("a connection reset is tried again up to 3 times", async () => {
    handler = (req) => {
      (req.socket as Socket & { resetAndDestroy?: () => void }).resetAndDestroy?.();
    };
    const error = await failure(request("GET", "/api/app-state/", { baseUrl, retryDelayMs: 5 }));
    expect(seen).toHaveLength(4);
    expect(error.status).toBe(0);
    expect(error.code).toBe("NETWORK");
    expect(((error.cause as Error).cause as { code?: string }).code).toBe("ECONNRESET");
  });

  it("a connection reset then success returns the data", async () => {
    handler = (req, res, _seen, count) => {
      if (count === 1) req.socket.destroy();
      else json(res, 200, { data: 42 });
    };
    await expect(request("GET", "/api/app-state/", { baseUrl, retryDelayMs: 5 })).resolves.toBe(42);
    expect(seen).toHaveLength(2);
  });

  it("a protocol error is tried again up to 3 times", async () => {
    handler = (req) => {
      req.socket.end("THIS IS NOT HTTP\r\n\r\n");
    };
    await failure(request("GET", "/api/app-state/", { baseUrl, retryDelayMs: 5 }));
    expect(seen).toHaveLength(4);
  });

  it("a browser's bare network failure (no cause) is not taken for a reset", () => {
    expect(isRetryableNetworkError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isRetryableNetworkError(new TypeError("fetch failed", { cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }) }))).toBe(true);
    expect(isRetryableNetworkError(new TypeError("fetch failed", { cause: Object.assign(new Error("bad"), { code: "HPE_INVALID_CONSTANT" }) }))).toBe(true);
  });

  it("a plain network failure (nothing listening) is not tried again", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const closedUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const error = await failure(request("GET", "/api/app-state/", { baseUrl: closedUrl, sleep }));
    expect(error.status).toBe(0);
    expect(sleep).not.toHaveBeenCalled();
  });
});

describe("request: errors", () => {
  it("with no message in the body, the standard status text is the message", async () => {
    handler = (_req, res) => {
      res.writeHead(409);
      res.end();
    };
    const error = await failure(request("PUT", "/api/carts/abc/", { baseUrl, body: {} }));
    expect(error.status).toBe(409);
    expect(error.message).toBe("Conflict");
  });

  it("the status text table covers 400-511 with the standard phrases", () => {
    for (let status = 400; status <= 511; status += 1) {
      expect(httpStatusText(status), String(status)).toBe(STATUS_CODES[status]);
    }
    expect(HTTP_STATUS_TEXT[402]).toBe("Payment Required");
    expect(HTTP_STATUS_TEXT[511]).toBe("Network Authentication Required");
    expect(httpStatusText(399)).toBeUndefined();
    expect(httpStatusText(512)).toBeUndefined();
  });

  it("a message in the body is the error's message", async () => {
    handler = (_req, res) => json(res, 403, { message: "Deze winkelwagen is van een andere sessie" });
    const error = await failure(request("GET", "/api/carts/abc/", { baseUrl }));
    expect(error.status).toBe(403);
    expect(error.message).toBe("Deze winkelwagen is van een andere sessie");
  });

  it("a body's error string is used when there is no message", async () => {
    handler = (_req, res) => json(res, 400, { error: "Ongeldige invoer" });
    expect((await failure(request("GET", "/api/products/", { baseUrl }))).message).toBe("Ongeldige invoer");
  });

  it("failed with a non-200 status gives the message with each errorMessage from data appended", async () => {
    handler = (_req, res) =>
      json(res, 422, {
        failed: true,
        message: "Unprocessable Entity",
        data: [
          { errorMessage: "Vul je postcode in", field: "shippingPostalCode" },
          { errorMessage: "Kies een betaalmethode", field: "paymentMethod" },
          { errorMessage: "Controleer je bestelling" },
        ],
      });
    const error = await failure(request("PUT", "/api/carts/abc/", { baseUrl, body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("Unprocessable Entity\nVul je postcode in\nKies een betaalmethode\nControleer je bestelling");
    expect(error.fieldErrors).toEqual({ shippingPostalCode: "Vul je postcode in", paymentMethod: "Kies een betaalmethode" });
    expect(error.errorMessages).toHaveLength(3);
  });

  it("failed without a message defaults to Internal Server Error", async () => {
    handler = (_req, res) => json(res, 500, { failed: true, data: [{ errorMessage: "Database niet bereikbaar" }] });
    expect((await failure(request("GET", "/api/carts/abc/", { baseUrl }))).message).toBe("Internal Server Error\nDatabase niet bereikbaar");
  });

  it("errors given as a field map become field errors", async () => {
    handler = (_req, res) => json(res, 400, { message: "Bad Request", errors: { emailAddress: ["Ongeldig e-mailadres"] } });
    expect((await failure(request("POST", "/api/newsletter-subscribers/", { baseUrl, body: {} }))).fieldErrors).toEqual({ emailAddress: "Ongeldig e-mailadres" });
  });

  it("a non-JSON error body still gives the status text", async () => {
    handler = (_req, res) => {
      res.writeHead(502, { "Content-Type": "text/html" });
      res.end(`<html>${"x".repeat(500)}</html>`);
    };
    expect((await failure(request("GET", "/api/app-state/", { baseUrl }))).message).toBe("Bad Gateway");
  });
});
