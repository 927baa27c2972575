/**
 * VAT numbers checked against the local VIES stand-in: valid, invalid, and every
 * way VIES can fail to answer, which must be "unknown", never "invalid".
 */
import { beforeEach, describe, expect, it } from "vitest";

import { checkVatNumber, clearVatCache, VIES_CACHE_MS } from "@/server/vat/vies-adapter";

import { useStandIn } from "../support/use-stand-in";
import { startViesStandIn, VIES_MEMBER_STATE_DOWN_NUMBER, VIES_SILENT_NUMBER, VIES_UNAVAILABLE_NUMBER } from "../support/vies-stand-in";

describe("VAT number check with VIES", () => {
  const stub = useStandIn("VIES_URL", startViesStandIn);
  beforeEach(() => clearVatCache());

  it("a registered number is valid; VIES is asked with the country code apart from the number", async () => {
    expect(await checkVatNumber("NL123456789B01")).toBe("valid");
    expect(stub.standIn.requests.at(-1)).toBe("NL123456789B01");
    expect(await checkVatNumber("be 0123.456.789")).toBe("valid");
    expect(await checkVatNumber("DE123456789")).toBe("valid");
  });

  it("a well-formed number VIES does not know is invalid", async () => {
    expect(await checkVatNumber("NL111111111B11")).toBe("invalid");
  });

  it("a number of the wrong format is invalid without asking VIES", async () => {
    const requests = stub.standIn.requests.length;
    expect(await checkVatNumber("NL12345678B01")).toBe("invalid");
    expect(await checkVatNumber("BE2123456789")).toBe("invalid");
    expect(await checkVatNumber("US123456789")).toBe("invalid");
    expect(stub.standIn.requests.length).toBe(requests);
  });

  it("VIES answering 503 is unknown, not invalid", async () => {
    expect(await checkVatNumber(VIES_UNAVAILABLE_NUMBER)).toBe("unknown");
  });

  it("a member state's service being down (MS_UNAVAILABLE) is unknown, not invalid", async () => {
    expect(await checkVatNumber(VIES_MEMBER_STATE_DOWN_NUMBER)).toBe("unknown");
  });

  it("no answer within the time limit is unknown", async () => {
    const started = Date.now();
    expect(await checkVatNumber(VIES_SILENT_NUMBER, { timeoutMs: 200 })).toBe("unknown");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("nothing listening, or VIES_URL=off, is unknown", async () => {
    const gone = await startViesStandIn();
    await gone.close();
    expect(await checkVatNumber("NL123456789B01", { viesUrl: gone.url })).toBe("unknown");
    const requests = stub.standIn.requests.length;
    expect(await checkVatNumber("NL123456789B01", { viesUrl: "off" })).toBe("unknown");
    expect(stub.standIn.requests.length).toBe(requests);
  });

  it("keeps an answer for a few minutes, then asks again", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const requests = stub.standIn.requests.length;
    expect(await checkVatNumber("NL123456789B01", { now: clock })).toBe("valid");
    expect(await checkVatNumber("nl123456789b01", { now: clock })).toBe("valid");
    expect(stub.standIn.requests.length).toBe(requests + 1);
    now += VIES_CACHE_MS + 1;
    expect(await checkVatNumber("NL123456789B01", { now: clock })).toBe("valid");
    expect(stub.standIn.requests.length).toBe(requests + 2);
  });

  it("does not keep 'unknown': the next question may find VIES up again", async () => {
    const requests = stub.standIn.requests.length;
    await checkVatNumber(VIES_UNAVAILABLE_NUMBER);
    await checkVatNumber(VIES_UNAVAILABLE_NUMBER);
    expect(stub.standIn.requests.length).toBe(requests + 2);
  });
});
