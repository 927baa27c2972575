/**
 * A process killed while it sends a newsletter campaign (issue 23, point 5):
 * on PostgreSQL a child process sending 10,000 mails is SIGKILLed halfway and
 * a second run completes the campaign. No address gets two mails (counted in
 * the child's mail stand-in, a file it appends to before the "server"
 * answers), every recipient is accounted for, and a delivery the killed
 * process had claimed but not marked sent is given up, never sent again (at
 * most once). On PGlite, one process per database directory, the same break is
 * an injected failure in newsletters.test.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { setDatabaseHandle } from "@/server/db/client";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { newsletterDeliveries, newsletters } from "@/server/db/schema";
import { setMailSender } from "@/server/mail/mail-transport";
import { newsletterCounts } from "@/server/newsletters/newsletter-counts";
import { createNewsletter } from "@/server/newsletters/save-newsletter";
import { INTERRUPTED_AFTER_MS, sendNewsletterDeliveries } from "@/server/newsletters/send-newsletter-deliveries";
import { startNewsletterSend } from "@/server/newsletters/start-newsletter-send";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { clearMemo } from "@/server/cache/memo";

import { SEED_NOW } from "../support/api";
import { addSubscribers } from "../support/newsletter-fixtures";
import { buyableProducts } from "../support/session";
import { createTestDatabase, type TestDatabase, testDriver } from "../support/test-database";

const CHILD = path.resolve("tests/support/send-newsletters-child.ts");
const RECIPIENTS = 10_000;

function startChild(target: string, mailFile: string) {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD, target, mailFile], { stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => lines.push(...chunk.split("\n").filter(Boolean)));
  const errors: string[] = [];
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => errors.push(chunk));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (lines.includes(text)) {
          clearInterval(timer);
          resolve();
        } else if (child.exitCode !== null) {
          clearInterval(timer);
          writeFileSync(path.join(tmpdir(), "stekker-newsletter-child.log"), errors.join(""));
          reject(new Error(`child exited before "${text}": ${lines.join(" | ")} (its errors: stekker-newsletter-child.log in the temporary folder)`));
        }
      }, 10);
    });
  return { child, waitFor };
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once("exit", () => resolve()), child.kill("SIGKILL"))));

describe(`a process killed while it sends a newsletter, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let directory = "";

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "stekker-newsletter-crash-"));
    database = await createTestDatabase();
    await seedCatalogue(database.db, generateCatalogue({ productCount: 50, seed: 7, now: SEED_NOW }));
    setDatabaseHandle(database);
    clearMemo();
  });
  afterAll(async () => {
    setMailSender(null);
    await database?.destroy();
    rmSync(directory, { recursive: true, force: true });
  });

  it(`a send of ${RECIPIENTS} killed halfway completes in the next run, no address mailed twice, every recipient accounted for`, async () => {
    await addSubscribers(database.db, RECIPIENTS);
    const { staffMemberId } = await addStaffMember(database.db, { emailAddress: "beheer@stekker.test", name: "Anna Beheer", role: "admin", password: "paard batterij nietje" }, new Date());
    const productIds = (await buyableProducts(database.db, 2)).map((product) => product.productId);
    const campaign = await createNewsletter(database.db, { subject: "Wintertips", preheader: "", blocks: [{ type: "heading", text: "Koud?" }, { type: "products", productIds }] }, staffMemberId);
    const started = await startNewsletterSend(database.db, campaign.newsletterId, staffMemberId);
    expect(started.recipients).toBe(RECIPIENTS);

    const mailFile = path.join(directory, "mail.txt");
    const { child, waitFor } = startChild(database.url!, mailFile);
    await waitFor("sent 2000");
    await killed(child);
    const [halfway] = (await newsletterCounts(database.db, [campaign.newsletterId])).values();
    expect(halfway!.sent).toBeGreaterThanOrEqual(2000);
    expect(halfway!.sent).toBeLessThan(RECIPIENTS);

    // The next run (the job's retry, the cron, the next start), here after the killed process's claim has grown old.
    const later: string[] = [];
    setMailSender({
      kind: "file",
      async send(message) {
        later.push(message.to);
        return { messageId: `<${later.length}@test>` };
      },
      close: () => undefined,
    });
    const round = await sendNewsletterDeliveries(database.db, { now: new Date(Date.now() + INTERRUPTED_AFTER_MS + 60_000), perSecond: 10_000, sleep: async () => undefined });
    expect(round.finished).toBe(1);

    const first = readFileSync(mailFile, "utf8").split("\n").filter(Boolean);
    const everyMail = [...first, ...later];
    expect(new Set(everyMail).size).toBe(everyMail.length);

    const [counts] = (await newsletterCounts(database.db, [campaign.newsletterId])).values();
    const [row] = await database.db.select().from(newsletters).where(eq(newsletters.newsletterId, campaign.newsletterId));
    expect(row!.status).toBe("sent");
    expect(counts!.queued).toBe(0);
    expect(counts!.skipped).toBe(0);
    expect(counts!.sent + counts!.failed).toBe(RECIPIENTS);
    // At most the one delivery the killed process had claimed is in doubt: given up as "onderbroken", never sent again.
    expect(counts!.failed).toBeLessThanOrEqual(1);
    const interrupted = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.status, "failed"));
    for (const delivery of interrupted) {
      expect(delivery.failure).toBe("onderbroken");
      expect(later).not.toContain(delivery.emailAddress);
    }
    // Every mail marked sent went out once; the one in doubt may or may not have left the killed process.
    expect(everyMail.length - counts!.sent).toBeGreaterThanOrEqual(0);
    expect(everyMail.length - counts!.sent).toBeLessThanOrEqual(counts!.failed);
  }, 300_000);
});
