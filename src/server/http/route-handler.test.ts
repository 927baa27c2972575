import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { ApiError, notFound } from "./api-error";
import { idParam } from "./params";
import { answerText, asTextOnlyRequest, PUBLIC_CACHE } from "./responses";
import { defineRoute, handle } from "./route-handler";

const URL_BASE = "http://localhost:3000/api/things/";
const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });

afterEach(() => vi.restoreAllMocks());

describe("handle: answers", () => {
  it("wraps data as { data } with 200 and JSON", async () => {
    const response = await handle({}, async () => ({ hello: "wereld" }))(new Request(URL_BASE));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(await response.json()).toEqual({ data: { hello: "wereld" } });
  });

  it("lets public GET data be cached and keeps everything else out of caches", async () => {
    const cached = await handle({ cache: "public" }, () => [])(new Request(URL_BASE));
    expect(cached.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    const plain = await handle({}, () => [])(new Request(URL_BASE));
    expect(plain.headers.get("cache-control")).toBe("no-store");
    const failed = await handle({ cache: "public" }, () => Promise.reject(notFound()))(new Request(URL_BASE));
    expect(failed.headers.get("cache-control")).toBe("no-store");
  });

  it("answers a chosen success status and passes a ready Response through", async () => {
    expect((await handle({ status: 201 }, () => ({ id: 1 }))(new Request(URL_BASE, { method: "POST" }))).status).toBe(201);
    const redirect = Response.redirect("http://localhost:3000/nieuw/", 301);
    expect(await handle({}, () => redirect)(new Request(URL_BASE))).toBe(redirect);
  });

  it("answers 204 without a body when the use case returns nothing", async () => {
    const response = await handle({}, () => undefined)(new Request(URL_BASE, { method: "DELETE" }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });
});

describe("handle: failures", () => {
  it("turns an ApiError into the failure shape", async () => {
    const response = await handle({}, () => {
      throw new ApiError(404, "Product niet gevonden");
    })(new Request(URL_BASE));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ failed: true, message: "Product niet gevonden", data: [] });
  });

  it("uses the standard status text when there is no message (specification §8)", async () => {
    for (const [status, text] of [
      [400, "Bad Request"],
      [401, "Unauthorized"],
      [403, "Forbidden"],
      [409, "Conflict"],
      [422, "Unprocessable Entity"],
      [429, "Too Many Requests"],
      [503, "Service Unavailable"],
      [511, "Network Authentication Required"],
    ] as const) {
      const response = await handle({}, () => {
        throw new ApiError(status);
      })(new Request(URL_BASE));
      expect(response.status).toBe(status);
      expect((await response.json()).message).toBe(text);
    }
  });

  it("answers an unknown error as a bare 500, logging the details instead of leaking them", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await handle({}, () => {
      throw new Error("relation \"products\" does not exist at /srv/app/x.ts:12");
    })(new Request(URL_BASE));
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ failed: true, message: "Internal Server Error", data: [] });
    expect(body).not.toContain("relation");
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain(response.headers.get("x-error-id")!);
  });
});

describe("handle: input", () => {
  const params = z.object({ productId: idParam("productId") });

  it("parses path segments", async () => {
    const response = await handle({ params }, ({ params }) => params)(new Request(URL_BASE), context({ productId: "42" }));
    expect(await response.json()).toEqual({ data: { productId: 42 } });
  });

  it("answers 400 with one field error for a malformed id", async () => {
    for (const productId of ["abc", "0", "-1", "1e3", "0x10", " 7", "99999999999", "2147483648"]) {
      const response = await handle({ params }, () => "never")(new Request(URL_BASE), context({ productId }));
      expect(response.status, productId).toBe(400);
      const body = await response.json();
      expect(body.failed).toBe(true);
      expect(body.data).toEqual([{ field: "productId", errorMessage: expect.any(String) }]);
    }
  });

  it("parses the query string, repeated keys as lists, and answers 400 per bad field", async () => {
    const query = z.object({ page: z.coerce.number().int().min(1).default(1), merk: z.array(z.string()).or(z.string()).optional() });
    const ok = await handle({ query }, ({ query }) => query)(new Request(`${URL_BASE}?page=2&merk=aeg&merk=bosch`));
    expect(await ok.json()).toEqual({ data: { page: 2, merk: ["aeg", "bosch"] } });
    const bad = await handle({ query }, () => "never")(new Request(`${URL_BASE}?page=nul`));
    expect(bad.status).toBe(400);
    expect((await bad.json()).data).toEqual([{ field: "page", errorMessage: expect.stringMatching(/\S/) }]);
  });

  it("answers 422 with one error per field for a body that does not fit, in Dutch by default", async () => {
    const body = z.object({ qty: z.number().int().max(10), email: z.email() });
    const response = await handle({ body }, () => "never")(
      new Request(URL_BASE, { method: "POST", body: JSON.stringify({ qty: 11, email: "nee" }), headers: { "content-type": "application/json" } }),
    );
    expect(response.status).toBe(422);
    const failure = await response.json();
    expect(failure.data.map((error: { field: string }) => error.field)).toEqual(["qty", "email"]);
    expect(failure.data[0].errorMessage).toMatch(/groot|maximaal|<=|10/i);
  });

  it("reads form-urlencoded bodies as well as JSON", async () => {
    const body = z.object({ qty: z.coerce.number(), items: z.record(z.string(), z.object({ qty: z.coerce.number() })) });
    const response = await handle({ body }, ({ body }) => body)(
      new Request(URL_BASE, { method: "PUT", body: "qty=2&items[12][qty]=3", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    );
    expect(await response.json()).toEqual({ data: { qty: 2, items: { "12": { qty: 3 } } } });
  });

  const post = (body: string, headers: Record<string, string> = { "content-type": "application/json" }) => new Request(URL_BASE, { method: "POST", body, headers });

  it("says a parameter that takes one value was given twice, in those words", async () => {
    const query = z.object({ q: z.string().optional() });
    const response = await handle({ query }, () => "never")(new Request(`${URL_BASE}?q=a&q=b`));
    expect(response.status).toBe(400);
    expect((await response.json()).data).toEqual([{ field: "q", errorMessage: "q mag maar één keer in het adres staan" }]);
  });

  it("refuses text PostgreSQL cannot store (a NUL, half a surrogate pair) with 422 naming the field, before the use case runs", async () => {
    const run = vi.fn(() => "stored");
    const body = z.object({ notes: z.string(), person: z.object({ firstName: z.string() }).optional() });
    for (const [text, field] of [
      ['{"notes":"a\\u0000b"}', "notes"],
      ['{"notes":"x","person":{"firstName":"\\ud800"}}', "person.firstName"],
      ['{"notes":"\\udc00 los"}', "notes"],
    ] as const) {
      const response = await handle({ body }, run)(post(text));
      expect(response.status, text).toBe(422);
      expect((await response.json()).data).toEqual([{ field, errorMessage: `${field} bevat een teken dat niet is toegestaan` }]);
    }
    const form = await handle({ body }, run)(post("notes=a%00b", { "content-type": "application/x-www-form-urlencoded" }));
    expect(form.status).toBe(422);
    expect(run).not.toHaveBeenCalled();
    // A whole surrogate pair (an emoji) is ordinary text.
    expect((await handle({ body }, run)(post('{"notes":"wasmachine \\ud83d\\ude00"}'))).status).toBe(200);
  });

  it("refuses the key __proto__ instead of losing it: an items map with only that key must not empty a cart", async () => {
    const body = z.object({ items: z.record(z.string(), z.object({ qty: z.number() })) });
    const response = await handle({ body }, () => "never")(post('{"items":{"__proto__":{"qty":1}}}'));
    expect(response.status).toBe(422);
    expect((await response.json()).data).toEqual([{ field: "items", errorMessage: "items bevat een sleutel die niet is toegestaan" }]);
  });

  it("refuses input nested deeper than 32 levels with 422, whatever the schema", async () => {
    const deep = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    const response = await handle({ body: z.object({ a: z.unknown() }) }, () => "never")(post(deep));
    expect(response.status).toBe(422);
    expect((await response.json()).data[0].errorMessage).toMatch(/te diep genest/);
  });

  it("says what to send when the whole body is of the wrong kind, not which type zod expected", async () => {
    const response = await handle({ body: z.object({ qty: z.number().optional() }) }, () => "never")(post("[]"));
    expect((await response.json()).data).toEqual([{ field: "body", errorMessage: "Stuur de gegevens als één object met velden, als JSON of als formulier." }]);
  });

  it("asks who calls before it reads anything: no session is 401 whatever the body", async () => {
    const authorize = () => {
      throw new ApiError(401, "Je sessie is verlopen of ontbreekt; laad de pagina opnieuw.");
    };
    for (const text of ["{", "[]", '{"qty":"veel"}']) {
      const response = await handle({ authorize, body: z.object({ qty: z.number() }) }, () => "never")(post(text));
      expect(response.status, text).toBe(401);
    }
    const allowed = await handle({ authorize: () => "sessie-1", body: z.object({ qty: z.number() }) }, ({ auth, body }) => ({ auth, qty: body.qty }))(post('{"qty":2}'));
    expect(await allowed.json()).toEqual({ data: { auth: "sessie-1", qty: 2 } });
  });

  it("answers 413 for a body over the limit", async () => {
    const response = await handle({ body: z.unknown(), bodyLimitBytes: 100 }, () => "never")(
      new Request(URL_BASE, { method: "POST", body: JSON.stringify({ text: "x".repeat(200) }) }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).message).toMatch(/te groot/);
  });
});

describe("defineRoute: methods", () => {
  const route = defineRoute({ GET: handle({ cache: "public" }, () => ({ ok: true })) });

  it("answers HEAD like GET without a body", async () => {
    const response = await route.HEAD(new Request(URL_BASE, { method: "HEAD" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.text()).toBe("");
  });

  it("answers 405 with Allow for methods the route does not have", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const response = await route[method](new Request(URL_BASE, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      const body = await response.json();
      expect(body).toMatchObject({ failed: true, data: [] });
      expect(body.message).toContain(method);
    }
  });

  it("answers OPTIONS with Allow", async () => {
    const response = await route.OPTIONS(new Request(URL_BASE, { method: "OPTIONS" }));
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("lists every method given, and no HEAD without GET", async () => {
    const writeOnly = defineRoute({ POST: handle({}, () => "ok") });
    const response = await writeOnly.GET(new Request(URL_BASE));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await writeOnly.HEAD(new Request(URL_BASE, { method: "HEAD" }))).status).toBe(405);
  });
});

describe("handle: requests from the API's lane in npm start", () => {
  const direct = (request: Request) => asTextOnlyRequest(request);

  it("answers with the JSON as text beside the Response, without a body stream", async () => {
    const route = handle({}, () => ({ hello: "world" }));
    const response = await route(direct(new Request("http://shop/api/x/")));
    expect(response.body).toBeNull();
    expect(answerText(response)).toBe('{"data":{"hello":"world"}}');
  });

  it("does the same for a failure", async () => {
    const route = handle({}, () => {
      throw new ApiError(409, "Verouderd");
    });
    const response = await route(direct(new Request("http://shop/api/x/")));
    expect(response.status).toBe(409);
    expect(JSON.parse(answerText(response)!)).toMatchObject({ failed: true, message: "Verouderd" });
  });

  it("an ordinary request still gets its body as a stream", async () => {
    const response = await handle({}, () => ({ hello: "world" }))(new Request("http://shop/api/x/"));
    expect(await response.json()).toEqual({ data: { hello: "world" } });
  });
});
