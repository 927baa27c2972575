import { describe, expect, it } from "vitest";

import { ipCountry } from "./ip-country";

describe("the visitor's country from a proxy's header", () => {
  it("reads x-country, cf-ipcountry or x-vercel-ip-country, in that order", () => {
    expect(ipCountry(new Headers({ "x-country": "be" }))).toBe("BE");
    expect(ipCountry(new Headers({ "cf-ipcountry": "NL", "x-vercel-ip-country": "DE" }))).toBe("NL");
    expect(ipCountry(new Headers({ "x-vercel-ip-country": "DE" }))).toBe("DE");
  });

  it("is null without a header, or with one that is not a country", () => {
    expect(ipCountry(new Headers())).toBeNull();
    for (const value of ["XX", "T1", "", "NLD", "<script>"]) expect(ipCountry(new Headers({ "cf-ipcountry": value })), value).toBeNull();
  });
});
