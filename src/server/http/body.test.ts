import { describe, expect, it } from "vitest";

import { ApiError } from "./api-error";
import { parseForm, readBody, withWholeBody } from "./body";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) => new Request("http://localhost/api/x/", { method: "POST", body, headers });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("readBody", () => {
  it("reads JSON, with or without a content type (JSON is the default)", async () => {
    expect(await readBody(post('{"a":1}', { "content-type": "application/json; charset=utf-8" }))).toEqual({ a: 1 });
    expect(await readBody(post('{"a":1}'.trim(), { "content-type": "" }))).toEqual({ a: 1 });
    expect(await readBody(post("[1,2]", { "content-type": "application/merge-patch+json" }))).toEqual([1, 2]);
  });

  it("gives undefined for an empty body", async () => {
    expect(await readBody(post(null))).toBeUndefined();
    expect(await readBody(post("  \n"))).toBeUndefined();
  });

  it("answers 400 for malformed JSON or bytes that are not UTF-8", async () => {
    expect((await failure(readBody(post("{a:1", { "content-type": "application/json" })))).status).toBe(400);
    expect((await failure(readBody(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).status).toBe(400);
  });

  it("answers 415 for other media types", async () => {
    const error = await failure(readBody(post("<a/>", { "content-type": "application/xml" })));
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/JSON/);
  });

  it("answers 413 when the declared or the actual size is over the limit", async () => {
    expect((await failure(readBody(post("{}", { "content-length": "2000000" })))).status).toBe(413);
    expect((await failure(readBody(post(JSON.stringify("x".repeat(1_048_577)))))).status).toBe(413);
    // A streamed body without Content-Length is counted while it is read.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(100).fill(0x20));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/api/x/", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    const error = await failure(readBody(streamed, { limitBytes: 1000 }));
    expect(error.status).toBe(413);
    expect(error.message).toBe("De gegevens zijn te groot; het maximum is 1 kB.");
  });

  it("reads forms", async () => {
    expect(await readBody(post("firstName=Jan&newsletter=true", { "content-type": "application/x-www-form-urlencoded" }))).toEqual({
      firstName: "Jan",
      newsletter: "true",
    });
  });
});

describe("parseForm", () => {
  it("nests bracketed names and collects repeated ones into lists", () => {
    expect(parseForm("items[12][qty]=2&items[12][options][assembly]=true&items[13_4][qty]=1")).toEqual({
      items: { "12": { qty: "2", options: { assembly: "true" } }, "13_4": { qty: "1" } },
    });
    expect(parseForm("a=1&a=2&b[]=x&b[]=y")).toEqual({ a: ["1", "2"], b: ["x", "y"] });
    expect(parseForm("naam=Jan%20de%20Vries&plus=a+b")).toEqual({ naam: "Jan de Vries", plus: "a b" });
  });

  it("refuses names that would reach the object prototype", () => {
    expect(() => parseForm("__proto__[admin]=true")).toThrow(ApiError);
    expect(() => parseForm("a[constructor][prototype]=1")).toThrow(ApiError);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("refuses a field that is both a value and a group, and deep nesting", () => {
    expect(() => parseForm("a=1&a[b]=2")).toThrow(/zowel/);
    expect(() => parseForm("a[b][c][d][e][f][g]=1")).toThrow(/diep/);
  });

  it("takes names that are not bracket notation literally", () => {
    expect(parseForm("a]b=1&[x]=2")).toEqual({ "a]b": "1", "[x]": "2" });
  });

  it("refuses more than a thousand fields", () => {
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}=1`).join("&");
    expect(() => parseForm(many)).toThrow(/te veel/);
  });
});

describe("readBody: a body the API's lane read whole", () => {
  const withBody = (bytes: Uint8Array, headers: Record<string, string> = { "content-type": "application/json" }) =>
    withWholeBody(new Request("http://shop/api/carts/", { method: "PUT", headers }), bytes);

  it("is read from the request instead of a stream", async () => {
    expect(await readBody(withBody(Buffer.from('{"items":{"12":{"qty":1}}}')))).toEqual({ items: { "12": { qty: 1 } } });
  });

  it("still answers 413 above the limit and 400 for text that is not UTF-8", async () => {
    await expect(readBody(withBody(Buffer.from("x".repeat(2000))), { limitBytes: 1000 })).rejects.toMatchObject({ status: 413 });
    await expect(readBody(withBody(Uint8Array.from([0x7b, 0xff, 0x7d])))).rejects.toMatchObject({ status: 400 });
  });
});
