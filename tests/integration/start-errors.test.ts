/**
 * Bad configuration ends `npm start` with one clear sentence naming the problem,
 * not a stack trace (issue 2). These runs fail before the build, so they are quick.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

function runStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stderr: stderr.trim(), stdout }));
  });
}

async function freePort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return String(port);
}

function expectOneSentence(stderr: string) {
  expect(stderr.split("\n")).toHaveLength(1);
  expect(stderr).toMatch(/^✗ .+\.$/);
  expect(stderr).not.toMatch(/\bat .+:\d+:\d+/);
}

describe("npm start with bad configuration", () => {
  let busy: Server;
  let busyPort = 0;
  const scratch = mkdtempSync(path.join(tmpdir(), "stekker-start-"));

  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

  it("names the port that is in use", async () => {
    const result = await runStart({ PORT: String(busyPort), HOSTNAME: "127.0.0.1", DATA_DIR: scratch });
    expect(result.code).toBe(1);
    expectOneSentence(result.stderr);
    expect(result.stderr).toContain(`Poort ${busyPort} is al in gebruik`);
  });

  it("names an unreachable DATABASE_URL without its password", async () => {
    const result = await runStart({
      PORT: await freePort(),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: "postgres://shop:secret@127.0.0.1:1/stekker",
      SESSION_SECRET: "x".repeat(32),
    });
    expect(result.code).toBe(1);
    expectOneSentence(result.stderr);
    expect(result.stderr).toContain("niet bereikbaar");
    expect(result.stderr).not.toContain("secret");
  });

  it("refuses test payments on a public PUBLIC_BASE_URL unless chosen, naming PAYMENT_PROVIDER and MOLLIE_API_KEY", async () => {
    const result = await runStart({ PORT: await freePort(), HOSTNAME: "127.0.0.1", DATA_DIR: scratch, PUBLIC_BASE_URL: "https://winkel.example.nl" });
    expect(result.code).toBe(1);
    expectOneSentence(result.stderr);
    expect(result.stderr).toMatch(/PAYMENT_PROVIDER.*MOLLIE_API_KEY/);
  });

  it("names a data directory that cannot be written", async () => {
    const file = path.join(scratch, "not-a-folder");
    writeFileSync(file, "");
    const result = await runStart({ PORT: await freePort(), HOSTNAME: "127.0.0.1", DATA_DIR: path.join(file, "data") });
    expect(result.code).toBe(1);
    expectOneSentence(result.stderr);
    expect(result.stderr).toContain("niet schrijfbaar");
  });

  it("names a setting that is not valid", async () => {
    const result = await runStart({ PORT: "drieduizend" });
    expect(result.code).toBe(1);
    expectOneSentence(result.stderr);
    expect(result.stderr).toContain("PORT");
  });
});
