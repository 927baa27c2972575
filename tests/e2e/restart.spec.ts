/**
 * A second `npm start` neither rebuilds nor re-seeds (issue 2). Runs after the
 * web server of this suite has built the production version, against a data
 * directory of its own.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "./fixtures";


const PORT = 3211;
const DATA_DIR = "./data/e2e-restart";

async function startOnce(): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(PORT), HOSTNAME: "127.0.0.1", DATA_DIR, DATABASE_URL: "", SEED_PRODUCTS: "200" },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start did not finish:\n${output}`)), 120_000);
    child.stdout.on("data", () => {
      if (output.includes("✓ Stekker draait")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`start ended with ${code}:\n${output}`)));
  });
  const response = await fetch(`http://127.0.0.1:${PORT}/`);
  expect(response.status).toBe(200);
  await new Promise<void>((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
  return output;
}

test("a second start neither rebuilds nor re-seeds", async () => {
  test.setTimeout(300_000);
  rmSync(DATA_DIR, { recursive: true, force: true });

  const first = await startOnce();
  expect(first).toContain("Democatalogus vullen met 200 producten");
  expect(first).toContain("De build is actueel; niet opnieuw gebouwd.");

  const second = await startOnce();
  expect(second).toContain("De catalogus is al gevuld; niet opnieuw gevuld.");
  expect(second).toContain("De build is actueel; niet opnieuw gebouwd.");
  expect(second).not.toContain("Democatalogus vullen");
  expect(second).not.toContain("Bouwen van de productieversie");
});
