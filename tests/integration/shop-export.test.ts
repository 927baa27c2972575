/**
 * GET /api/shop/export/ (specification §7: shop/export): the admin's CSV files
 * of the newsletter's confirmed addresses and of the orders of a period; for
 * admins only, never cached, and safe to open in a spreadsheet.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { newsletterSubscribers, orders } from "@/server/db/schema";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { addStaffMember } from "@/server/staff/add-staff-member";

import { call, apiRoute } from "../support/api";
import { filledCart, orderBody, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const { GET: exportGet } = apiRoute("/api/shop/export/");
const { POST: signIn } = apiRoute("/api/staff-sessions/");

const PASSWORD = "paard batterij nietje";

describe(`the shop's exports on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 10 });
  let admin: string;
  let staff: string;
  let orderRef: string;

  async function signedIn(emailAddress: string) {
    const answer = await call(signIn, "/api/staff-sessions/", {}, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ emailAddress, password: PASSWORD }) });
    return answer.headers.get("set-cookie")!.split(";")[0]!;
  }
  const download = (query: string, cookie = admin) => call(exportGet, `/api/shop/export/${query}`, {}, { headers: { cookie } });

  beforeAll(async () => {
    setRateLimitStore(createMemoryRateLimitStore());
    const db = shop.database.db;
    await addStaffMember(db, { emailAddress: "export-beheer@stekker.test", name: "Beheer", role: "admin", password: PASSWORD }, new Date());
    await addStaffMember(db, { emailAddress: "export-staf@stekker.test", name: "Staf", role: "staff", password: PASSWORD }, new Date());
    admin = await signedIn("export-beheer@stekker.test");
    staff = await signedIn("export-staf@stekker.test");
    const session = await newSession();
    const cart = await filledCart(session, { [shop.product().productId]: { qty: 1 } });
    orderRef = (await placeOrder(session, cart.cartId, orderBody(cart, "banktransfer"))).json.data.orderRef;
    const now = new Date();
    await db.insert(newsletterSubscribers).values([
      { emailAddress: "bevestigd@example.nl", status: "confirmed", source: "website", createdAt: now, confirmedAt: now },
      { emailAddress: "wacht@example.nl", status: "pending", source: "website", createdAt: now },
      { emailAddress: "weg@example.nl", status: "unsubscribed", source: "checkout", createdAt: now, unsubscribedAt: now },
    ]);
  });
  afterAll(() => setRateLimitStore(null));

  it("is for admins: a guest gets 401, other staff 403", async () => {
    expect((await call(exportGet, "/api/shop/export/?dataset=orders")).status).toBe(401);
    expect((await download("?dataset=orders", staff)).status).toBe(403);
  });

  it("the newsletter's export holds the confirmed addresses only, as a CSV download that is never cached", async () => {
    const answer = await download("?dataset=newsletter-subscribers");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="stekker-nieuwsbrief-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = answer.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("E-mailadres;Aangemeld via;Bevestigd op");
    expect(lines.slice(1).map((line) => line.split(";")[0])).toEqual(["bevestigd@example.nl"]);
  });

  it("the orders' export has today's order with its customer and amounts; the default is the last 31 days", async () => {
    const answer = await download("?dataset=orders");
    expect(answer.status).toBe(200);
    const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="stekker-bestellingen-${isoDay(today - 30)}-tot-en-met-${isoDay(today)}.csv"`);
    const [header, ...rows] = answer.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header!.split(";")).toEqual(expect.arrayContaining(["Ordernummer", "Besteld op", "E-mailadres", "Totaal betaald (EUR)", "Btw (EUR)", "Btw-behandeling"]));
    const row = rows.find((line) => line.startsWith(`${orderRef};`))!.split(";");
    const column = (name: string) => row[header!.split(";").indexOf(name)];
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(column("Voornaam")).toBe("Sanne");
    expect(column("Betaalmethode")).toBe("banktransfer");
    // Quoted: a decimal comma is a separator to a spreadsheet set to split on commas.
    expect(column("Totaal betaald (EUR)")).toBe(`"${Math.floor(order!.grandTotalCents / 100)},${String(order!.grandTotalCents % 100).padStart(2, "0")}"`);
    expect(column("Btw-behandeling")).toBe("21% btw");
  });

  it("days are the shop's: an order at 00:30 in Amsterdam (22:30 UTC the day before) belongs to the Dutch day", async () => {
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    await shop.database.db.update(orders).set({ createdAt: new Date("2026-03-31T22:30:00Z") }).where(eq(orders.orderRef, orderRef));
    try {
      expect((await download("?dataset=orders&from=2026-04-01&to=2026-04-01")).text).toContain(`${orderRef};2026-04-01 00:30;`);
      expect((await download("?dataset=orders&from=2026-03-31&to=2026-03-31")).text).not.toContain(orderRef);
    } finally {
      await shop.database.db.update(orders).set({ createdAt: order!.createdAt }).where(eq(orders.orderRef, orderRef));
    }
  });

  it("a period without the order leaves it out", async () => {
    const answer = await download("?dataset=orders&from=2025-01-01&to=2025-01-31");
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(orderRef);
  });

  it("a customer's name cannot become a formula in the spreadsheet", async () => {
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    await shop.database.db.update(orders).set({ fields: { ...order!.fields, firstName: '=HYPERLINK("http://kwaad.example")' } }).where(eq(orders.orderRef, orderRef));
    const answer = await download("?dataset=orders");
    expect(answer.text).toContain(`"'=HYPERLINK(""http://kwaad.example"")"`);
    await shop.database.db.update(orders).set({ fields: order!.fields }).where(eq(orders.orderRef, orderRef));
  });

  it("bad input gets a 400 naming the field", async () => {
    for (const [query, field] of [
      ["", "dataset"],
      ["?dataset=klanten", "dataset"],
      ["?dataset=orders&from=2026-02-31", "from"],
      ["?dataset=orders&from=2026-11-30&to=2026-11-01", "from"],
      ["?dataset=orders&from=2024-01-01&to=2026-01-01", "to"],
      ["?dataset=orders&from=2020-01-01", "to"],
    ] as const) {
      const answer = await download(query);
      expect(answer.status, query).toBe(400);
      expect(answer.json.data[0].field, query).toBe(field);
    }
  });
});
