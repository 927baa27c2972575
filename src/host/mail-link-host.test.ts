import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { createMailLinkHostWarning } from "./mail-link-host";

const visit = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("the log line about mail links' host", () => {
  it("names PUBLIC_BASE_URL and the host seen, once per process however many visits follow", () => {
    const lines: string[] = [];
    const warn = createMailLinkHostWarning({ publicBaseUrl: "http://localhost:3000", trustedProxyHops: 0 }, (line) => lines.push(line));
    warn(visit({ host: "www.winkel.nl" }));
    warn(visit({ host: "www.winkel.nl" }));
    warn(visit({ host: "winkel.nl" }));
    expect(lines).toEqual(["⚠ De winkel wordt bezocht op https://www.winkel.nl, maar de links in de mails wijzen naar http://localhost:3000: zet PUBLIC_BASE_URL op het adres waarop je klanten de winkel bezoeken."]);
  });

  it("says nothing on a newcomer's machine, where localhost and 127.0.0.1 are one", () => {
    const lines: string[] = [];
    const warn = createMailLinkHostWarning({ publicBaseUrl: "http://localhost:3000", trustedProxyHops: 0 }, (line) => lines.push(line));
    warn(visit({ host: "127.0.0.1:3000" }));
    warn(visit({ host: "localhost:3000" }));
    expect(lines).toEqual([]);
  });

  it("never offers the host a client sent as the value to set (a Host header is the client's choice)", () => {
    const lines: string[] = [];
    const warn = createMailLinkHostWarning({ publicBaseUrl: "http://localhost:3000", trustedProxyHops: 0 }, (line) => lines.push(line));
    warn(visit({ host: "kwaadwillend.example" }));
    expect(lines[0]).not.toContain("PUBLIC_BASE_URL op https://kwaadwillend.example");
  });

  it("follows X-Forwarded-Host only behind the shop's own proxies", () => {
    const lines: string[] = [];
    const direct = createMailLinkHostWarning({ publicBaseUrl: "https://www.winkel.nl", trustedProxyHops: 0 }, (line) => lines.push(line));
    direct(visit({ host: "www.winkel.nl", "x-forwarded-host": "elders.nl" }));
    expect(lines).toEqual([]);
    const proxied = createMailLinkHostWarning({ publicBaseUrl: "https://www.winkel.nl", trustedProxyHops: 1 }, (line) => lines.push(line));
    proxied(visit({ host: "app:3000", "x-forwarded-host": "www.winkel.nl" }));
    expect(lines).toEqual([]);
    proxied(visit({ host: "app:3000", "x-forwarded-host": "winkel.nl" }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("bezocht op https://winkel.nl");
  });
});
