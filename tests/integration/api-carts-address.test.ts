/**
 * POST /api/carts/address/ over the real route handler, against the local PDOK
 * stand-in: found, not found, outage, Belgium, bad input, and form bodies.
 */
import { describe, expect, it } from "vitest";

import { lookupAddress } from "@/server/address/lookup-address";

import { call, apiRoute } from "../support/api";
import { PDOK_OUTAGE_POSTAL_CODE, PDOK_SILENT_POSTAL_CODE, startPdokStandIn } from "../support/pdok-stand-in";
import { useStandIn } from "../support/use-stand-in";

const { GET, POST } = apiRoute("/api/carts/address/");

function postJson(body: unknown) {
  return call(POST, "/api/carts/address/", {}, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

function postForm(fields: Record<string, string>) {
  return call(POST, "/api/carts/address/", {}, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
}

describe("address lookup: POST /api/carts/address/", () => {
  const stub = useStandIn("ADDRESS_LOOKUP_URL", startPdokStandIn);

  it("finds street and city of a Dutch postal code and house number, without a session, not cached", async () => {
    const answer = await postJson({ postalCode: "2396an", houseNumber: "143", country: "NL" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json).toEqual({
      data: { status: "found", street: "Hoogewaard", city: "Koudekerk aan den Rijn", postalCode: "2396 AN", houseNumber: "143", houseNumberAddition: null, additions: [] },
    });
    expect(stub.standIn.requests.at(-1)).toContain("q=postcode%3A2396AN+and+huisnummer%3A143");
  });

  it("accepts the house number as a JSON number, the postal code without a space and a null addition", async () => {
    // The checkout form sends a missing addition as null.
    const answer = await postJson({ postalCode: "2311GJ", houseNumber: 73, houseNumberAddition: null, country: "NL" });
    expect(answer.json.data).toMatchObject({ status: "found", street: "Rapenburg", city: "Leiden", postalCode: "2311 GJ", houseNumber: "73" });
  });

  it("lists the additions at a number, and finds the one asked for whatever its case", async () => {
    const none = await postJson({ postalCode: "2311 CS", houseNumber: "10", country: "NL" });
    expect(none.json.data).toMatchObject({ status: "found", street: "Breestraat", houseNumberAddition: null, additions: ["A", "B"] });
    const chosen = await postJson({ postalCode: "2311 CS", houseNumber: "10", houseNumberAddition: "b", country: "NL" });
    expect(chosen.json.data).toMatchObject({ status: "found", street: "Breestraat", houseNumberAddition: "B", additions: ["A", "B"] });
    const floors = await postJson({ postalCode: "2312 DP", houseNumber: "20", country: "NL" });
    expect(floors.json.data).toMatchObject({ status: "found", street: "Haarlemmerstraat", houseNumberAddition: null, additions: ["1", "2"] });
  });

  it("answers notFound (200) for an address that does not exist, and for an addition that does not exist", async () => {
    const unknown = await postJson({ postalCode: "2396 AN", houseNumber: "999", country: "NL" });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ data: { status: "notFound" } });
    const addition = await postJson({ postalCode: "2311 CS", houseNumber: "10", houseNumberAddition: "C", country: "NL" });
    expect(addition.json).toEqual({ data: { status: "notFound" } });
  });

  it("answers unavailable when PDOK fails, so that the customer types the address", async () => {
    const answer = await postJson({ postalCode: PDOK_OUTAGE_POSTAL_CODE, houseNumber: "1", country: "NL" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { status: "unavailable" } });
  });

  it("answers unavailable when PDOK does not answer in time", async () => {
    const started = Date.now();
    expect(await lookupAddress({ postalCode: PDOK_SILENT_POSTAL_CODE, houseNumber: "1", country: "NL" }, { timeoutMs: 200 })).toEqual({ status: "unavailable" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("answers unavailable when nothing listens at ADDRESS_LOOKUP_URL, or it is off", async () => {
    const gone = await startPdokStandIn();
    await gone.close();
    expect(await lookupAddress({ postalCode: "2396 AN", houseNumber: "143", country: "NL" }, { baseUrl: gone.url })).toEqual({ status: "unavailable" });
    const requests = stub.standIn.requests.length;
    expect(await lookupAddress({ postalCode: "2396 AN", houseNumber: "143", country: "NL" }, { baseUrl: "off" })).toEqual({ status: "unavailable" });
    expect(stub.standIn.requests.length).toBe(requests);
  });

  it("answers manual for Belgium without asking PDOK", async () => {
    const requests = stub.standIn.requests.length;
    const answer = await postJson({ postalCode: "1000", houseNumber: "1", country: "BE" });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { status: "manual" } });
    expect(stub.standIn.requests.length).toBe(requests);
  });

  it("refuses a postal code that does not fit the country with 422 naming the field, in Dutch", async () => {
    const dutch = await postJson({ postalCode: "1000", houseNumber: "1", country: "NL" });
    expect(dutch.status).toBe(422);
    expect(dutch.json).toMatchObject({ failed: true, data: [{ field: "postalCode", errorMessage: expect.stringContaining("Nederlandse postcode") }] });
    const belgian = await postJson({ postalCode: "2396 AN", houseNumber: "1", country: "BE" });
    expect(belgian.status).toBe(422);
    expect(belgian.json.data).toEqual([{ field: "postalCode", errorMessage: expect.stringContaining("Belgische postcode") }]);
    const zero = await postJson({ postalCode: "0123 AB", houseNumber: "1", country: "NL" });
    expect(zero.json.data).toEqual([{ field: "postalCode", errorMessage: expect.any(String) }]);
  });

  it("refuses a missing or wrong house number, addition or country with 422 per field", async () => {
    const answer = await postJson({ postalCode: "2396 AN", houseNumber: "12a", houseNumberAddition: "<script>", country: "DE" });
    expect(answer.status).toBe(422);
    expect(answer.json.data.map((error: { field: string }) => error.field).sort()).toEqual(["country", "houseNumber", "houseNumberAddition"]);
    expect(answer.json.data.find((error: { field: string }) => error.field === "country").errorMessage).toBe("Kies Nederland (NL) of België (BE)");
    const empty = await postJson({});
    expect(empty.status).toBe(422);
    expect(empty.json.data.map((error: { field: string }) => error.field).sort()).toEqual(["country", "houseNumber", "postalCode"]);
  });

  it("takes a form-urlencoded body as an HTML form sends it", async () => {
    const answer = await postForm({ postalCode: "1012 lg", houseNumber: "1", houseNumberAddition: "", country: "NL" });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ status: "found", street: "Damrak", city: "Amsterdam", postalCode: "1012 LG" });
  });

  it("allows only POST", async () => {
    const answer = await call(GET, "/api/carts/address/");
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST, OPTIONS");
  });
});
