import { describe, expect, it } from "vitest";

import { crossSiteRefusal } from "./csrf";
import { handle } from "./route-handler";

const BASE = "https://www.stekker.example";
const post = (headers: Record<string, string>, method = "POST", url = "http://shop.internal:3000/api/things/") =>
  new Request(url, { method, headers: { host: "shop.internal:3000", ...headers } });

describe("CSRF: a request that changes state must come from the shop itself", () => {
  it("refuses every state-changing method from another origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const refused = crossSiteRefusal(post({ origin: "http://evil.example" }, method), BASE);
      expect(refused?.status, method).toBe(403);
      expect(refused?.errors).toEqual([{ errorMessage: expect.any(String), field: "Origin" }]);
    }
  });

  it("lets reading methods through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(crossSiteRefusal(post({ origin: "http://evil.example" }, method), BASE), method).toBeNull();
  });

  it("accepts the origin of PUBLIC_BASE_URL", () => {
    expect(crossSiteRefusal(post({ origin: "https://www.stekker.example" }), BASE)).toBeNull();
  });

  it("accepts the request's own Host over http and https (an internal name, a TLS-terminating proxy)", () => {
    expect(crossSiteRefusal(post({ origin: "http://shop.internal:3000" }), BASE)).toBeNull();
    expect(crossSiteRefusal(post({ origin: "https://shop.internal:3000" }), BASE)).toBeNull();
  });

  it("refuses an origin that only looks like the shop's: another port, another scheme of the base URL's host with a port, a subdomain", () => {
    expect(crossSiteRefusal(post({ origin: "https://www.stekker.example:8443" }), BASE)?.status).toBe(403);
    expect(crossSiteRefusal(post({ origin: "https://evil.www.stekker.example" }), BASE)?.status).toBe(403);
    expect(crossSiteRefusal(post({ origin: "https://www.stekker.example.evil.example" }), BASE)?.status).toBe(403);
    expect(crossSiteRefusal(post({ origin: "http://shop.internal:3001" }), BASE)?.status).toBe(403);
  });

  it("refuses Origin: null (a sandboxed frame, a data: page, a redirect across origins)", () => {
    expect(crossSiteRefusal(post({ origin: "null" }), BASE)?.status).toBe(403);
    expect(crossSiteRefusal(post({ origin: "null", "sec-fetch-site": "cross-site" }), BASE)?.status).toBe(403);
  });

  it("Sec-Fetch-Site decides when present: cross-site and same-site are refused, same-origin and none pass", () => {
    expect(crossSiteRefusal(post({ "sec-fetch-site": "cross-site" }), BASE)?.status).toBe(403);
    expect(crossSiteRefusal(post({ "sec-fetch-site": "same-site" }), BASE)?.status).toBe(403);
    expect(crossSiteRefusal(post({ "sec-fetch-site": "same-origin" }), BASE)).toBeNull();
    expect(crossSiteRefusal(post({ "sec-fetch-site": "none" }), BASE)).toBeNull();
    // An Origin that looks like the shop's does not outweigh the browser's own word.
    expect(crossSiteRefusal(post({ origin: "https://www.stekker.example", "sec-fetch-site": "cross-site" }), BASE)?.status).toBe(403);
  });

  it("a form on a page with Referrer-Policy: no-referrer (Origin: null, Sec-Fetch-Site: same-origin) is the shop's own", () => {
    expect(crossSiteRefusal(post({ origin: "null", "sec-fetch-site": "same-origin" }), BASE)).toBeNull();
  });

  it("lets a request with neither header through: not a browser (curl, a webhook, an API client)", () => {
    expect(crossSiteRefusal(post({}), BASE)).toBeNull();
  });

  it("a form's ?_method=DELETE is a POST and is checked as one", () => {
    expect(crossSiteRefusal(post({ origin: "http://evil.example" }, "POST", "http://shop.internal:3000/api/staff-sessions/?_method=DELETE"), BASE)?.status).toBe(403);
  });
});

describe("CSRF in the route wrapper", () => {
  it("answers 403 in the failure shape before authorize or the use case run", async () => {
    let ran = false;
    const handler = handle(
      {
        authorize: () => {
          ran = true;
        },
      },
      () => {
        ran = true;
        return { ok: true };
      },
    );
    const response = await handler(new Request("http://localhost:3000/api/things/", { method: "POST", headers: { origin: "http://evil.example" } }));
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body).toEqual({ failed: true, message: expect.stringContaining("webwinkel"), data: [{ errorMessage: expect.any(String), field: "Origin" }] });
    expect(ran).toBe(false);
  });

  it("runs a same-origin request as before", async () => {
    const handler = handle({}, () => ({ ok: true }));
    const response = await handler(new Request("http://localhost:3000/api/things/", { method: "POST", headers: { origin: "http://localhost:3000", host: "localhost:3000" } }));
    expect(response.status).toBe(200);
  });
});
