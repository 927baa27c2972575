import { randomUUID } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { CSP_REPORTS_PER_CLIENT } from "@/server/rate-limit/rules";

import { call, apiRoute } from "../support/api";

const { POST } = apiRoute("/api/csp-reports/");

const legacy = {
  "csp-report": {
    "document-uri": "http://localhost:3000/wasmachines/",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "blocked-uri": "inline",
    disposition: "enforce",
    "line-number": 12,
    "script-sample": "alert(1)",
  },
};
const reportingApi = [
  {
    type: "csp-violation",
    age: 3,
    url: "http://localhost:3000/winkelwagen/",
    user_agent: "Chrome",
    body: { documentURL: "http://localhost:3000/winkelwagen/", blockedURL: "https://evil.example/x.js", effectiveDirective: "script-src-elem", disposition: "enforce", statusCode: 200 },
  },
];

/** A fresh client address per test: each starts with an empty count, whatever store the limiter uses. */
function send(body: unknown, contentType: string, address = `test-${randomUUID()}`) {
  return call(POST, "/api/csp-reports/", {}, {
    method: "POST",
    headers: { "content-type": contentType, [CLIENT_ADDRESS_HEADER]: address, "user-agent": "Chromium test" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function loggedLines(log: { mock: { calls: unknown[][] } }) {
  return log.mock.calls.map(([line]) => JSON.parse(String(line)));
}

describe("POST /api/csp-reports/ (Content-Security-Policy violations)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a report-uri report (application/csp-report), answers 204 and logs one line", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const answer = await send(legacy, "application/csp-report");
    expect(answer.status).toBe(204);
    expect(loggedLines(log)).toEqual([
      {
        source: "csp",
        severity: "warning",
        documentUrl: "http://localhost:3000/wasmachines/",
        blockedUrl: "inline",
        directive: "script-src-elem",
        disposition: "enforce",
        line: 12,
        sample: "alert(1)",
        userAgent: "Chromium test",
      },
    ]);
  });

  it("takes a Reporting API batch (application/reports+json), one line per report", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const answer = await send([...reportingApi, ...reportingApi], "application/reports+json");
    expect(answer.status).toBe(204);
    const lines = loggedLines(log);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ source: "csp", documentUrl: "http://localhost:3000/winkelwagen/", blockedUrl: "https://evil.example/x.js", directive: "script-src-elem" });
  });

  it("also takes plain JSON, and cuts long texts instead of logging them whole", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const long = { "csp-report": { ...legacy["csp-report"], "document-uri": `http://localhost:3000/${"a".repeat(5000)}` } };
    expect((await send(long, "application/json")).status).toBe(204);
    expect(loggedLines(log)[0].documentUrl).toHaveLength(500);
  });

  it("a body over 16 kB answers 413 and logs nothing", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const big = { "csp-report": { ...legacy["csp-report"], "script-sample": "x".repeat(17 * 1024) } };
    const answer = await send(big, "application/csp-report");
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ failed: true });
    expect(log).not.toHaveBeenCalled();
  });

  it("bad input answers 4xx with the error shape and logs nothing: broken JSON, not a report, an odd content type", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const broken = await send('{"csp-report": {', "application/csp-report");
    expect(broken.status).toBe(400);
    const notAReport = await send({ hello: "world" }, "application/json");
    expect(notAReport.status).toBe(422);
    expect(notAReport.json).toMatchObject({ failed: true, data: [expect.objectContaining({ errorMessage: expect.any(String), field: expect.any(String) })] });
    expect((await send([{ type: "deprecation", body: {} }], "application/reports+json")).status).toBe(422);
    expect((await send([], "application/reports+json")).status).toBe(422);
    expect((await send("<xml/>", "application/xml")).status).toBe(415);
    expect(log).not.toHaveBeenCalled();
  });

  it("one client address may send 60 reports a minute; the next answers 429 with Retry-After", async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    const address = `test-${randomUUID()}`;
    for (let index = 0; index < CSP_REPORTS_PER_CLIENT.limit; index += 1) expect((await send(legacy, "application/csp-report", address)).status).toBe(204);
    const refused = await send(legacy, "application/csp-report", address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await send(legacy, "application/csp-report")).status).toBe(204);
  });
});
