/**
 * Newsletter campaigns (issue 23, point 5): admins write, test and send a
 * campaign; it goes to the subscribers confirmed when the send starts, once
 * each, at a steady rate through the job queue's work; an address that leaves
 * the list during the send gets nothing from then on; a round broken off
 * halfway (a mail server that fails) leaves the rest to the next round, which
 * sends no address twice; the counter records opens and clicks and leads only
 * to the campaign's own links.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readEnv, sessionSecret } from "@/config/env";
import { newsletterDeliveries, newsletters, newsletterSubscribers } from "@/server/db/schema";
import { type MailMessage, setMailSender } from "@/server/mail/mail-transport";
import { signCounterId } from "@/server/newsletters/counter-token";
import { sendNewsletterDeliveries } from "@/server/newsletters/send-newsletter-deliveries";
import { signNewsletterToken } from "@/server/newsletter/newsletter-token";

import { type Answer, apiRoute, call, createSeededDatabase } from "../support/api";
import { addSubscribers, readerAddress } from "../support/newsletter-fixtures";
import { buyableProducts } from "../support/session";
import { signedInStaffCookie } from "../support/staff-cookie";
import { testDriver, type TestDatabase } from "../support/test-database";

const list = apiRoute("/api/newsletters/");
const one = apiRoute("/api/newsletters/{newsletterId}/");
const counter = apiRoute("/api/newsletters/{newsletterId}/{counterId}/");
const subscribers = apiRoute("/api/newsletter-subscribers/");

const RECIPIENTS = 10_000;

function send(handler: (typeof one)["GET"], method: string, path: string, cookie: string | null, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return call(handler, path, {}, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A mail stand-in that keeps every message; `failAfter` makes it refuse from the n-th mail on (a mail server that goes down). */
function mailStandIn(failAfter = Number.POSITIVE_INFINITY) {
  const sent: MailMessage[] = [];
  setMailSender({
    kind: "file",
    async send(message) {
      if (sent.length >= failAfter) throw new Error("injected: the mail server went away");
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close: () => undefined,
  });
  return sent;
}

describe(`newsletter campaigns on ${testDriver()}`, () => {
  let database: TestDatabase;
  let admin: string;
  let staff: string;
  let productIds: number[];
  const noWait = { perSecond: 10_000, sleep: async () => undefined };

  beforeAll(async () => {
    database = await createSeededDatabase(60);
    admin = await signedInStaffCookie(database.db, "admin", "beheer@stekker.test", "Anna Beheer");
    staff = await signedInStaffCookie(database.db, "staff", "winkel@stekker.test", "Sam Winkel");
    productIds = (await buyableProducts(database.db, 2)).map((product) => product.productId);
  });
  afterAll(async () => {
    setMailSender(null);
    await database?.destroy();
  });

  const campaign = () => ({
    subject: "Najaarsaanbiedingen",
    preheader: "Scherp geprijsd",
    blocks: [
      { type: "heading", text: "Wasdag?" },
      { type: "text", html: '<p>Nu <strong>scherp</strong>.</p><script>alert(1)</script>' },
      { type: "products", productIds },
      { type: "button", label: "Alle aanbiedingen", url: "/aanbiedingen/" },
    ],
  });

  it("only admins write, read, test and send campaigns: a guest gets 401, staff 403", async () => {
    const created = await send(list.POST, "POST", "/api/newsletters/", admin, campaign());
    const path = `/api/newsletters/${created.json.data.newsletterId}/`;
    for (const [cookie, status] of [[null, 401], [staff, 403]] as const) {
      expect((await send(list.GET, "GET", "/api/newsletters/", cookie)).status).toBe(status);
      expect((await send(list.POST, "POST", "/api/newsletters/", cookie, campaign())).status).toBe(status);
      expect((await send(one.GET, "GET", path, cookie)).status).toBe(status);
      expect((await send(one.PUT, "PUT", path, cookie, campaign())).status).toBe(status);
      expect((await send(one.POST, "POST", path, cookie, { action: "send" })).status).toBe(status);
      expect((await send(one.DELETE, "DELETE", path, cookie)).status).toBe(status);
    }
    expect((await database.db.select().from(newsletters).where(eq(newsletters.newsletterId, created.json.data.newsletterId)))[0]!.status).toBe("draft");
    expect((await send(one.DELETE, "DELETE", path, admin)).status).toBe(204);
  });

  it("an admin writes a draft with products; rich text is sanitised, an unknown product is a 422 on its field, and the answer has the preview", async () => {
    const created = await send(list.POST, "POST", "/api/newsletters/", admin, campaign());
    expect(created.status).toBe(201);
    const data = created.json.data;
    expect(data).toMatchObject({ subject: "Najaarsaanbiedingen", status: "draft", createdBy: "Anna Beheer", counts: { recipients: 0, sent: 0 } });
    expect(data.blocks[1].html).toBe("<p>Nu <strong>scherp</strong>.</p>");
    expect(data.previewHtml).toContain("Wasdag?");
    expect(data.previewHtml).not.toContain("<script");
    const bad = await send(one.PUT, "PUT", `/api/newsletters/${data.newsletterId}/`, admin, { ...campaign(), blocks: [{ type: "products", productIds: [999_999] }] });
    expect(bad.status).toBe(422);
    expect(bad.json.data).toEqual([{ field: "blocks.0.productIds.0", errorMessage: "Product 999999 staat niet (meer) in de catalogus" }]);
    const empty = await send(one.PUT, "PUT", `/api/newsletters/${data.newsletterId}/`, admin, { subject: "", blocks: [{ type: "button", label: "x", url: "javascript:alert(1)" }] });
    expect(empty.status).toBe(422);
    expect(empty.json.data.map((error: { field: string }) => error.field).sort()).toEqual(["blocks.0.url", "subject"]);
    await send(one.DELETE, "DELETE", `/api/newsletters/${data.newsletterId}/`, admin);
  });

  it("a test goes to one address now, untracked, with the way off the list in the mail and its headers; nothing is counted", async () => {
    const sent = mailStandIn();
    const created = await send(list.POST, "POST", "/api/newsletters/", admin, campaign());
    const id = created.json.data.newsletterId;
    const test = await send(one.POST, "POST", `/api/newsletters/${id}/`, admin, { action: "sendTest", emailAddress: "Anna@Stekker.test" });
    expect(test.status).toBe(200);
    expect(test.json.data).toEqual({ newsletterId: id, action: "sendTest", emailAddress: "anna@stekker.test" });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "anna@stekker.test", subject: "[Test] Najaarsaanbiedingen" });
    expect(sent[0]!.headers!["List-Unsubscribe"]).toMatch(/^<http.*\/nieuwsbrief\/afmelden\/\?token=.+>$/);
    expect(sent[0]!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(sent[0]!.html).not.toContain("/api/newsletters/");
    expect((await send(one.GET, "GET", `/api/newsletters/${id}/`, admin)).json.data.status).toBe("draft");
    await send(one.DELETE, "DELETE", `/api/newsletters/${id}/`, admin);
  });

  it(`a send of ${RECIPIENTS} subscribers broken off halfway completes once in the next round: sent = confirmed at the start minus those who left during it, no address twice`, async () => {
    await addSubscribers(database.db, RECIPIENTS);
    const created = await send(list.POST, "POST", "/api/newsletters/", admin, campaign());
    const id: number = created.json.data.newsletterId;
    const started = await send(one.POST, "POST", `/api/newsletters/${id}/`, admin, { action: "send" });
    expect(started.status).toBe(202);
    expect(started.json.data).toEqual({ newsletterId: id, action: "send", recipients: RECIPIENTS });
    // Sent once: a second "send" is refused, as are changes.
    expect((await send(one.POST, "POST", `/api/newsletters/${id}/`, admin, { action: "send" })).status).toBe(409);
    expect((await send(one.PUT, "PUT", `/api/newsletters/${id}/`, admin, campaign())).status).toBe(409);
    // Confirmed after the start: not a recipient of this campaign.
    await database.db.insert(newsletterSubscribers).values({ emailAddress: "laat@example.nl", status: "confirmed", source: "website", confirmedAt: new Date() });

    const firstRound = mailStandIn(4_000);
    const first = await sendNewsletterDeliveries(database.db, noWait);
    expect(first.sent).toBe(4_000);
    expect(first.finished).toBe(0);

    // 50 readers still waiting leave the list through their link while the send is under way.
    const leaving = Array.from({ length: 50 }, (_, index) => readerAddress(6_000 + index * 10));
    for (const address of leaving) {
      const token = signNewsletterToken("unsubscribe", address, sessionSecret(readEnv()));
      expect((await send(subscribers.DELETE, "DELETE", "/api/newsletter-subscribers/", null, { token })).status).toBe(200);
    }

    const secondRound = mailStandIn();
    const second = await sendNewsletterDeliveries(database.db, noWait);
    expect(second).toEqual({ sent: RECIPIENTS - 4_000 - 50, skipped: 50, finished: 1 });
    // A third round finds nothing.
    expect(await sendNewsletterDeliveries(database.db, noWait)).toEqual({ sent: 0, skipped: 0, finished: 0 });

    const all = [...firstRound, ...secondRound];
    const addresses = all.map((message) => message.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses).toHaveLength(RECIPIENTS - 50);
    for (const address of leaving) expect(addresses).not.toContain(address);
    for (const other of ["laat@example.nl", "weg1@example.nl", "wacht1@example.nl"]) expect(addresses).not.toContain(other);

    const answer = await send(one.GET, "GET", `/api/newsletters/${id}/`, admin);
    expect(answer.json.data).toMatchObject({ status: "sent", sentBy: "Anna Beheer" });
    expect(answer.json.data.counts).toEqual({ recipients: RECIPIENTS, queued: 0, sent: RECIPIENTS - 50, skipped: 50, failed: 0, opened: 0, clicked: 0, unsubscribedAfter: 0 });

    // Each mail is the reader's own: the unsubscribe link and header for that address, the counter id of its delivery.
    const mail = secondRound.find((message) => message.to === readerAddress(9_999))!;
    const [delivery] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.emailAddress, readerAddress(9_999)));
    const counterId = signCounterId(id, delivery!.deliveryId, sessionSecret(readEnv()));
    expect(mail.html).toContain(`/api/newsletters/${id}/${counterId}/"`);
    expect(mail.html).toContain(`/api/newsletters/${id}/${counterId}/?link=0`);
    const unsubscribe = mail.headers!["List-Unsubscribe"]!.slice(1, -1);
    expect(mail.html).toContain(unsubscribe);
    expect(mail.text).toContain(unsubscribe);
    expect(mail.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  }, 300_000);

  it("the counter records the first open (a GIF, never cached) and each click, leads only to the campaign's links, and counts who left after their mail", async () => {
    const [row] = await database.db.select().from(newsletters).where(eq(newsletters.status, "sent"));
    const id = row!.newsletterId;
    const [delivery] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.emailAddress, readerAddress(1)));
    const counterId = signCounterId(id, delivery!.deliveryId, sessionSecret(readEnv()));
    const path = `/api/newsletters/${id}/${counterId}/`;

    for (let open = 0; open < 2; open += 1) {
      const pixel = await call(counter.GET, path);
      expect(pixel.status).toBe(200);
      expect(pixel.headers.get("content-type")).toBe("image/gif");
      expect(pixel.headers.get("cache-control")).toContain("no-store");
      expect(pixel.text).not.toContain("lezer");
    }
    const click = await call(counter.GET, `${path}?link=0`);
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toMatch(/^https?:\/\/[^/]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    expect(click.headers.get("cache-control")).toContain("no-store");
    const button = await call(counter.GET, `${path}?link=2`);
    expect(button.headers.get("location")).toMatch(/\/aanbiedingen\/$/);
    // Not a link of the campaign, someone else's counter id, a forged one, or another campaign's: 404, nothing counted.
    expect((await call(counter.GET, `${path}?link=3`)).status).toBe(404);
    expect((await call(counter.GET, `${path}?link=https://evil.example`)).status).toBe(400);
    expect((await call(counter.GET, `/api/newsletters/${id}/${delivery!.deliveryId}.AAAAAAAAAAAAAAAAAAAAAA/`)).status).toBe(404);
    expect((await call(counter.GET, `/api/newsletters/${id + 1}/${counterId}/`)).status).toBe(404);

    // The reader leaves the list after reading.
    const token = signNewsletterToken("unsubscribe", readerAddress(1), sessionSecret(readEnv()));
    await send(subscribers.DELETE, "DELETE", "/api/newsletter-subscribers/", null, { token });
    const counts = (await send(one.GET, "GET", `/api/newsletters/${id}/`, admin)).json.data.counts;
    expect(counts).toMatchObject({ opened: 1, clicked: 1, unsubscribedAfter: 1 });
    const [after] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.deliveryId, delivery!.deliveryId));
    expect(after!.openedAt).not.toBeNull();
    expect(after!.clickedAt).not.toBeNull();
  });

  it("the list shows the campaigns newest first with their counts", async () => {
    const answer = await send(list.GET, "GET", "/api/newsletters/?page=1&pageSize=10", admin);
    expect(answer.status).toBe(200);
    expect(answer.json.data.total).toBeGreaterThanOrEqual(1);
    expect(answer.json.data.items[0]).toMatchObject({ status: "sent", counts: { recipients: RECIPIENTS } });
  });
});
