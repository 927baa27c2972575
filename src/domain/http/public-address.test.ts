import { describe, expect, it } from "vitest";

import { isLoopbackHost, mailLinkHostMismatch } from "./public-address";

describe("isLoopbackHost", () => {
  it("is localhost, 127.0.0.0/8 and [::1], with or without a port", () => {
    for (const host of ["localhost", "LOCALHOST:3000", "127.0.0.1", "127.8.9.10:80", "[::1]", "[::1]:3300", "::1"]) expect(isLoopbackHost(host)).toBe(true);
  });

  it("is no other name or address", () => {
    for (const host of ["winkel.example.nl", "localhost.example.nl", "128.0.0.1", "10.0.0.1", "[::2]", "127.0.0.1.example.nl"]) expect(isLoopbackHost(host)).toBe(false);
  });
});

describe("mailLinkHostMismatch (mail links must reach the customer)", () => {
  it("names the host a visitor used when it is not PUBLIC_BASE_URL's, and the setting to make", () => {
    expect(mailLinkHostMismatch("http://localhost:3000", "www.winkel.nl")).toEqual({ configured: "http://localhost:3000", suggested: "https://www.winkel.nl" });
    expect(mailLinkHostMismatch("https://winkel.nl", "www.winkel.nl:443")).toEqual({ configured: "https://winkel.nl", suggested: "https://www.winkel.nl" });
  });

  it("is quiet when the visitor used PUBLIC_BASE_URL's host, whatever the port or the letters' case", () => {
    expect(mailLinkHostMismatch("https://www.winkel.nl", "WWW.Winkel.nl")).toBeNull();
    expect(mailLinkHostMismatch("https://www.winkel.nl", "www.winkel.nl:8443")).toBeNull();
  });

  it("treats every loopback host as one, so a newcomer's machine stays quiet", () => {
    expect(mailLinkHostMismatch("http://localhost:3000", "127.0.0.1:3000")).toBeNull();
    expect(mailLinkHostMismatch("http://localhost:3000", "[::1]:3000")).toBeNull();
  });

  it("is quiet for a visit on the machine itself (a health check), which no customer makes", () => {
    expect(mailLinkHostMismatch("https://www.winkel.nl", "127.0.0.1:3000")).toBeNull();
  });

  it("is quiet without a host, or with one that is no host name", () => {
    expect(mailLinkHostMismatch("http://localhost:3000", undefined)).toBeNull();
    expect(mailLinkHostMismatch("http://localhost:3000", "")).toBeNull();
    expect(mailLinkHostMismatch("http://localhost:3000", "evil.nl/<script>")).toBeNull();
  });
});
