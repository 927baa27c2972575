/**
 * Cross-session access (decisions §5, issue 17): a resource bound to one session
 * (a cart, an order, its payments and withdrawal) or to one member of staff (an
 * API token) is never shown to or changed by another, on any way of writing its
 * address. Another session's cart is 403 (§5); an order that belongs to someone
 * else answers exactly as a missing one, 404 (issue 17, finding 7).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiApp } from "@/api/app";
import { carts, orders, payments, staffApiTokens, staffSessions } from "@/server/db/schema";
import { readEnv, sessionSecret } from "@/config/env";
import { liveOrderToken } from "../support/signed-links";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";

import { createSeededDatabase } from "../support/api";
import { pathForms, routeResolver } from "../support/attack-paths";
import type { HttpMethod } from "../support/attack-routes";
import { captureMail, DUTCH_CUSTOMER, filledCart, orderBody, placeOrder } from "../support/checkout";
import { buyableProducts, newSession } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

const BASE_URL = "http://localhost:3000";
const resolve = routeResolver();

interface Answer {
  status: number;
  text: string;
}

/** Sends a raw path as the shop would route it; a redirect or an unknown path carries no data. */
async function send(method: HttpMethod, rawPath: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const target = resolve(rawPath.split("?")[0]!);
  if (target.kind === "redirect") return { status: 308, text: "" };
  // From the shop's own pages, as a browser says: a CSRF check must not be what stops another session.
  const init: RequestInit = { method, headers: { "content-type": "application/json", origin: BASE_URL, "sec-fetch-site": "same-origin", ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await apiApp.request(new Request(`${BASE_URL}${rawPath}`, init));
  return { status: response.status, text: await response.text() };
}

/** What the owner's data gives away: the customer's e-mail address, name and street. */
const OWNER_DATA = [DUTCH_CUSTOMER.emailAddress, DUTCH_CUSTOMER.lastName, DUTCH_CUSTOMER.shippingStreet];
const leaks = (answer: Answer) => OWNER_DATA.filter((marker) => answer.text.includes(marker));

describe(`cross-session access on every path form (${testDriver()})`, () => {
  let database: TestDatabase;
  let owner: string;
  let stranger: string;
  let cartId: string;
  let orderRef: string;
  let mail: { restore: () => void };

  beforeAll(async () => {
    mail = captureMail();
    database = await createSeededDatabase(80);
    const [product] = await buyableProducts(database.db, 1);
    owner = await newSession();
    stranger = await newSession();
    cartId = (await filledCart(owner, { [product!.productId]: { qty: 1 } })).cartId;
    const toOrder = await filledCart(owner, { [product!.productId]: { qty: 1 } });
    const placed = await placeOrder(owner, toOrder.cartId, orderBody(toOrder, "ideal"));
    if (placed.status !== 200) throw new Error(`order not placed: ${placed.status} ${placed.text}`);
    orderRef = placed.json.data.orderRef;
  });
  afterAll(async () => {
    mail?.restore();
    await database?.destroy();
  });

  it("the owner reads their own cart and order (so the checks below can see a leak)", async () => {
    const cart = await send("GET", `/api/carts/${cartId}/`, { cookie: owner });
    expect(cart.status).toBe(200);
    expect(leaks(cart)).toEqual(OWNER_DATA);
    const order = await send("GET", `/api/orders/${orderRef}/`, { cookie: owner });
    expect(order.status).toBe(200);
    expect(leaks(order)).toEqual(OWNER_DATA);
  });

  it("another session's cart is 403 on its address, and no path form shows or changes it", async () => {
    expect((await send("GET", `/api/carts/${cartId}/`, { cookie: stranger })).status).toBe(403);
    const before = await database.db.select().from(carts).where(eq(carts.cartId, cartId));
    for (const path of pathForms("/api/carts/", cartId)) {
      for (const [method, body] of [
        ["GET", undefined],
        ["PUT", { version: 1, firstName: "Eve", emailAddress: "eve@example.nl" }],
      ] as const) {
        const answer = await send(method, path, { cookie: stranger }, body);
        expect({ path, method, status: answer.status, leaks: leaks(answer) }).toEqual({ path, method, status: expect.toSatisfy((status: number) => status >= 300 && status < 500 && status !== 304), leaks: [] });
        if (answer.status < 400) expect({ path, method, status: answer.status }).toEqual({ path, method, status: 308 });
      }
    }
    expect(await database.db.select().from(carts).where(eq(carts.cartId, cartId))).toEqual(before);
  });

  it("a cart without a session is 401, and a forged session cookie gets no more than a stranger", async () => {
    expect((await send("GET", `/api/carts/${cartId}/`, {})).status).toBe(401);
    for (const cookie of [`${owner.slice(0, -2)}xx`, `${owner}x`, owner.replace("=", "=."), `stekker_session=${cartId}`]) {
      const answer = await send("GET", `/api/carts/${cartId}/`, { cookie });
      expect({ cookie, status: answer.status, leaks: leaks(answer) }).toEqual({ cookie, status: expect.toSatisfy((status: number) => [401, 403].includes(status)), leaks: [] });
    }
  });

  it("another session's order answers exactly as a missing order: 404, on every path form", async () => {
    const missing = await send("GET", `/api/orders/99999999/`, { cookie: stranger });
    const someoneElses = await send("GET", `/api/orders/${orderRef}/`, { cookie: stranger });
    expect(missing.status).toBe(404);
    expect(someoneElses).toEqual(missing);
    for (const path of pathForms("/api/orders/", orderRef)) {
      const answer = await send("GET", path, { cookie: stranger });
      expect({ path, status: answer.status, leaks: leaks(answer) }).toEqual({ path, status: expect.toSatisfy((status: number) => status === 308 || status === 404 || status === 400), leaks: [] });
    }
  });

  it("the confirmation link's token opens its own order only: a forged one, or one signed for another order, is 404", async () => {
    const secret = sessionSecret(readEnv());
    const own = await send("GET", `/api/orders/${orderRef}/?token=${liveOrderToken(orderRef, secret)}`, { cookie: stranger });
    expect(own.status).toBe(200);
    const forged = [
      "garbage",
      "",
      liveOrderToken("99999999", secret),
      liveOrderToken(orderRef, "another-secret-another-secret-another"),
      liveOrderToken(orderRef, secret).slice(0, -4),
      "A".repeat(43),
      "A".repeat(101),
    ];
    for (const token of forged) {
      for (const [where, headers] of [
        [`?token=${encodeURIComponent(token)}`, {}],
        ["", { "x-order-token": token }],
      ] as const) {
        const answer = await send("GET", `/api/orders/${orderRef}/${where}`, { cookie: stranger, ...headers });
        // A token longer than any the shop signs is malformed input, refused (400) before any order is looked up.
        const expected = where !== "" && token.length > 100 ? 400 : 404;
        expect({ token, where, status: answer.status, leaks: leaks(answer) }).toEqual({ token, where, status: expected, leaks: [] });
      }
    }
  });

  it("another session can neither pay nor withdraw someone else's order: 404 as for a missing one, and nothing changes", async () => {
    const before = {
      order: await database.db.select().from(orders).where(eq(orders.orderRef, orderRef)),
      payments: await database.db.select().from(payments).where(eq(payments.orderRef, orderRef)),
    };
    for (const [suffix, body] of [
      ["payments/", {}],
      ["withdrawal/", { confirm: true }],
    ] as const) {
      const missing = await send("POST", `/api/orders/99999999/${suffix}`, { cookie: stranger }, body);
      expect(missing.status).toBe(404);
      for (const path of pathForms("/api/orders/", orderRef, suffix)) {
        const answer = await send("POST", path, { cookie: stranger }, body);
        expect({ path, status: answer.status, leaks: leaks(answer) }).toEqual({ path, status: expect.toSatisfy((status: number) => status === 308 || status === 404 || status === 400), leaks: [] });
      }
    }
    expect(await database.db.select().from(orders).where(eq(orders.orderRef, orderRef))).toEqual(before.order);
    expect(await database.db.select().from(payments).where(eq(payments.orderRef, orderRef))).toEqual(before.payments);
  });

  it("a member of staff cannot revoke a colleague's API token on any path form", async () => {
    const now = new Date();
    const cookieOf = async (emailAddress: string) => {
      const { staffMemberId } = await addStaffMember(database.db, { emailAddress, name: emailAddress, role: "staff", password: "paard batterij nietje" }, now);
      const secret = newSessionSecret();
      await database.db.insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
      return `stekker_staff=${secret}`;
    };
    const holder = await cookieOf("houder@stekker.test");
    const colleague = await cookieOf("collega@stekker.test");
    const made = await send("POST", "/api/staff-api-tokens/", { cookie: holder }, { name: "Kassa" });
    expect(made.status).toBe(201);
    const tokenId = String(JSON.parse(made.text).data.tokenId);
    for (const path of pathForms("/api/staff-api-tokens/", tokenId)) {
      const answer = await send("DELETE", path, { cookie: colleague });
      expect({ path, status: answer.status }).toEqual({ path, status: expect.toSatisfy((status: number) => status === 308 || status === 403 || status === 404 || status === 400) });
    }
    const [token] = await database.db.select().from(staffApiTokens).where(eq(staffApiTokens.tokenId, Number(tokenId)));
    expect(token?.revokedAt ?? null).toBeNull();
  });
});
