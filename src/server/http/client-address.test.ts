import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { CLIENT_ADDRESS_HEADER, clientAddress, clientAddressOf, stampClientAddress } from "./client-address";

describe("the client's address for rate limits", () => {
  it("without proxies it is the socket's, whatever X-Forwarded-For claims", () => {
    expect(clientAddressOf("203.0.113.7", "198.51.100.1", 0)).toBe("203.0.113.7");
  });

  it("behind one proxy it is the address that proxy saw, not what the client wrote further left", () => {
    expect(clientAddressOf("10.0.0.2", "1.2.3.4, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(clientAddressOf("10.0.0.2", ["1.2.3.4", "203.0.113.7"], 1)).toBe("203.0.113.7");
  });

  it("behind two proxies it is two places from the right", () => {
    expect(clientAddressOf("10.0.0.2", "1.2.3.4, 203.0.113.7, 10.0.0.1", 2)).toBe("203.0.113.7");
  });

  it("a request that skipped the proxies gets the leftmost address there is", () => {
    expect(clientAddressOf("203.0.113.7", undefined, 1)).toBe("203.0.113.7");
  });

  it("the server's stamp replaces a header the client sent itself", () => {
    const request = { headers: { [CLIENT_ADDRESS_HEADER]: "spoofed" }, rawHeaders: [CLIENT_ADDRESS_HEADER, "spoofed"], socket: { remoteAddress: "203.0.113.7" } } as unknown as IncomingMessage;
    stampClientAddress(request, 0);
    expect(request.headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.7");
    expect(clientAddress(new Request("http://shop/", { headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.7" } }))).toBe("203.0.113.7");
    expect(clientAddress(new Request("http://shop/"))).toBe("unknown");
  });

  it("the stamp is in the raw headers too, which the API's lane reads, and replaces the client's own there", () => {
    const request = {
      headers: { [CLIENT_ADDRESS_HEADER]: "spoofed", "x-forwarded-for": "203.0.113.7" },
      rawHeaders: ["Host", "shop", "X-Stekker-Client-Address", "spoofed", "X-Forwarded-For", "203.0.113.7"],
      socket: { remoteAddress: "10.0.0.2" },
    } as unknown as IncomingMessage;
    stampClientAddress(request, 1);
    // As src/host/node-lane.ts builds the handler's Request.
    const headers = new Headers();
    for (let index = 0; index < request.rawHeaders.length; index += 2) headers.append(request.rawHeaders[index]!, request.rawHeaders[index + 1]!);
    expect(clientAddress(new Request("http://shop/", { headers }))).toBe("203.0.113.7");
  });
});
