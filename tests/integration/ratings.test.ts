/**
 * Reviews (issue 23, point 3) through the HTTP routes: a review from someone
 * who did not buy is stored unverified, one with the review mail's link of a
 * completed order is a verified purchase (once per product and order); pending
 * and rejected reviews are never served; the product's average and count
 * follow approval and rejection; moderation is for staff only; the review
 * mail goes out once per completed order, a week after completion, and never
 * to a returned order or an address that unsubscribed.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { readEnv, sessionSecret } from "@/config/env";
import { REVIEW_REQUEST_DELAY_DAYS } from "@/domain/ratings/rating";
import { moderationItemSchema, moderationListAnswerSchema, ratingAnswerSchema, ratingListAnswerSchema } from "@/schemas/answers/ratings";
import { newsletterSubscribers, orders, products, ratings, reviewRequests } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { runJobCategory } from "@/server/jobs/job-work";
import { changeFulfilmentStatus, changePaymentStatus } from "@/server/orders/change-order-status";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { signReviewToken } from "@/server/ratings/review-token";
import { addStaffMember } from "@/server/staff/add-staff-member";

import { apiRoute, call } from "../support/api";
import { filledCart, placeOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { signedInStaffCookie } from "../support/staff-cookie";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";

const { GET: listRoute, POST: postRoute } = apiRoute("/api/ratings/");
const { GET: oneRoute } = apiRoute("/api/ratings/{ratingId}/");
const { GET: moderationList } = apiRoute("/api/ratings/moderation/");
const { GET: moderationOne, PUT: moderationPut } = apiRoute("/api/ratings/moderation/{ratingId}/");

const DAY_MS = 24 * 60 * 60 * 1000;
let visitor = 0;
const fromNewVisitor = () => `198.51.100.${++visitor}`;

function review(productId: number, extra: Record<string, unknown> = {}) {
  return {
    productId,
    stars: 4,
    title: "Doet wat hij moet doen",
    text: "Na twee weken gebruik zijn we tevreden: stil, zuinig en makkelijk te bedienen.",
    pros: ["Stil", "Zuinig"],
    cons: ["Deur sluit zwaar"],
    authorName: "Jan uit Leiden",
    emailAddress: "jan@voorbeeld.nl",
    ...extra,
  };
}

describe(`reviews on ${testDriver()}`, () => {
  const shop = useOrderShop({ productCount: 30, jobs: false });
  const db = () => shop.database.db;
  let staffCookie = "";
  let staffMemberId = 0;

  beforeAll(async () => {
    setRateLimitStore(createMemoryRateLimitStore());
    staffCookie = await signedInStaffCookie(db(), "staff", "moderator@reviews.test", "Mo Derator");
    staffMemberId = (await addStaffMember(db(), { emailAddress: "kassa@reviews.test", name: "Kassa", role: "staff", password: "een lang en sterk wachtwoord" }, new Date())).staffMemberId;
  });

  const post = (body: unknown, clientAddress = fromNewVisitor()) =>
    call(postRoute, "/api/ratings/", {}, { method: "POST", headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: clientAddress }, body: JSON.stringify(body) });
  const list = (query: string) => call(listRoute, `/api/ratings/?${query}`);
  const one = (ratingId: number) => call(oneRoute, `/api/ratings/${ratingId}/`, { ratingId: String(ratingId) });
  const moderate = (ratingId: number, body: unknown, cookie: string | null = staffCookie) =>
    call(moderationPut, `/api/ratings/moderation/${ratingId}/`, { ratingId: String(ratingId) }, { method: "PUT", headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const productRow = async (productId: number) => (await db().select().from(products).where(eq(products.productId, productId)))[0]!;
  const staffActor = () => ({ kind: "staff" as const, staffMemberId, role: "staff" as const });

  /** An order picked up and paid at the counter, completed at `completedAt`: answers its number and product. */
  async function completedOrder(completedAt: Date, emailAddress?: string): Promise<{ orderRef: string; productId: number }> {
    const session = await newSession();
    const product = shop.product();
    const cart = await filledCart(session, { [product.productId]: { qty: 1, options: { pickUpDiscount: true } } });
    const answer = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "pinOnPickup" });
    expect(answer.status).toBe(200);
    const orderRef = answer.json.data.orderRef as string;
    if (emailAddress) await db().update(orders).set({ emailAddress }).where(eq(orders.orderRef, orderRef));
    await changeFulfilmentStatus(db(), { orderRef, to: "readyForPickup", actor: staffActor(), now: new Date(completedAt.getTime() - 60_000) });
    await changePaymentStatus(db(), { orderRef, to: "paid", actor: staffActor(), now: new Date(completedAt.getTime() - 30_000) });
    await changeFulfilmentStatus(db(), { orderRef, to: "completed", actor: staffActor(), now: completedAt });
    return { orderRef, productId: product.productId };
  }

  const tokenFor = (orderRef: string, productId: number) => signReviewToken({ orderRef, productId, expiresAt: new Date(Date.now() + 30 * DAY_MS) }, sessionSecret(readEnv()));

  it("stores a review from someone who did not buy as pending and unverified", async () => {
    const productId = shop.product().productId;
    const answer = await post(review(productId));
    expect(answer.status).toBe(201);
    expect(answer.json.data).toMatchObject({ status: "pending", verified: false });
    const [row] = await db().select().from(ratings).where(eq(ratings.ratingId, answer.json.data.ratingId));
    expect(row).toMatchObject({ verified: false, orderRef: null, status: "pending", emailAddress: "jan@voorbeeld.nl", pros: ["Stil", "Zuinig"] });
  });

  it("stores a review unverified when the link is forged, of another product, or of an order not completed", async () => {
    const { orderRef, productId } = await completedOrder(new Date());
    const other = shop.product().productId;
    for (const body of [review(productId, { token: `${tokenFor(orderRef, productId)}x` }), review(other, { token: tokenFor(orderRef, productId) })]) {
      const answer = await post(body);
      expect(answer.status).toBe(201);
      expect(answer.json.data.verified).toBe(false);
    }
    // Placed, never completed: no verified review.
    const session = await newSession();
    const product = shop.product();
    const cart = await filledCart(session, { [product.productId]: { qty: 1, options: { pickUpDiscount: true } } });
    const placed = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "pinOnPickup" });
    const open = await post(review(product.productId, { token: tokenFor(placed.json.data.orderRef, product.productId) }));
    expect(open.json.data.verified).toBe(false);
  });

  it("marks a review with a valid link of a completed order verified, once per product and order", async () => {
    const { orderRef, productId } = await completedOrder(new Date());
    const token = tokenFor(orderRef, productId);
    const answer = await post(review(productId, { token, emailAddress: "" }));
    expect(answer.status).toBe(201);
    expect(answer.json.data.verified).toBe(true);
    const [row] = await db().select().from(ratings).where(eq(ratings.ratingId, answer.json.data.ratingId));
    expect(row).toMatchObject({ verified: true, orderRef });
    // The address is the order's when none was typed; it is never served.
    expect(row!.emailAddress).toContain("@");
    const again = await post(review(productId, { token }));
    expect(again.status).toBe(409);
  });

  it("answers 422 per field for a review that is not complete", async () => {
    const answer = await post({ productId: 0, stars: 6, title: "", text: "kort", pros: "a\n".repeat(7), authorName: "" });
    expect(answer.status).toBe(422);
    const fields = (answer.json.data as { field: string }[]).map((entry) => entry.field).sort();
    expect(fields).toEqual(expect.arrayContaining(["authorName", "pros", "productId", "stars", "text", "title"]));
    const unknown = await post(review(2_000_000_000));
    expect(unknown.status).toBe(422);
    expect(unknown.json.data[0].field).toBe("productId");
  });

  it("never serves a pending or rejected review, and keeps the product's average and count to the approved ones", async () => {
    const productId = shop.product().productId;
    // The generated catalogue's numbers have no reviews behind them (the demo seed replaces them by its reviews'): start from none.
    await db().update(products).set({ ratingAverage: null, ratingCount: 0 }).where(eq(products.productId, productId));
    const ids: number[] = [];
    for (const stars of [5, 4, 2]) ids.push((await post(review(productId, { stars }))).json.data.ratingId as number);
    const empty = await list(`productId=${productId}`);
    expect(empty.status).toBe(200);
    expect(ratingListAnswerSchema.parse(empty.json.data)).toMatchObject({ items: [], total: 0, summary: { average: null, count: 0 } });
    expect((await one(ids[0]!)).status).toBe(404);
    expect(await productRow(productId)).toMatchObject({ ratingAverage: null, ratingCount: 0 });

    expect((await moderate(ids[0]!, { status: "approved" })).status).toBe(200);
    expect((await moderate(ids[1]!, { status: "approved" })).status).toBe(200);
    const rejected = await moderate(ids[2]!, { status: "rejected", rejectionReason: "Gaat over de bezorger, niet over het apparaat" });
    expect(rejected.status).toBe(200);
    expect(moderationItemSchema.parse(rejected.json.data)).toMatchObject({ status: "rejected", moderatedBy: "Mo Derator", rejectionReason: "Gaat over de bezorger, niet over het apparaat" });

    const served = ratingListAnswerSchema.parse((await list(`productId=${productId}&sort=lowest`)).json.data);
    expect(served.items.map((item) => item.ratingId)).toEqual([ids[1], ids[0]]);
    expect(served.summary).toEqual({ average: 4.5, count: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    expect(JSON.stringify(served)).not.toContain("@");
    expect(ratingAnswerSchema.parse((await one(ids[0]!)).json.data).stars).toBe(5);
    expect((await one(ids[2]!)).status).toBe(404);
    expect(await productRow(productId)).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });

    // Rejecting an approved review takes it out of the numbers; approving the rejected one puts it in.
    await moderate(ids[0]!, { status: "rejected", rejectionReason: "Dubbel geplaatst" });
    expect(await productRow(productId)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
    await moderate(ids[2]!, { status: "approved" });
    expect(await productRow(productId)).toMatchObject({ ratingAverage: 3, ratingCount: 2 });
    expect((await list(`productId=${productId}`)).json.data.summary).toMatchObject({ average: 3, count: 2 });
  });

  it("refuses a rejection without a reason and an unknown review", async () => {
    const ratingId = (await post(review(shop.product().productId))).json.data.ratingId as number;
    const answer = await moderate(ratingId, { status: "rejected" });
    expect(answer.status).toBe(422);
    expect(answer.json.data[0].field).toBe("rejectionReason");
    expect((await moderate(2_000_000_000, { status: "approved" })).status).toBe(404);
  });

  it("leaves moderation to staff: 401 without a staff session, on every moderation route", async () => {
    const ratingId = (await post(review(shop.product().productId))).json.data.ratingId as number;
    expect((await moderate(ratingId, { status: "approved" }, null)).status).toBe(401);
    expect((await call(moderationList, "/api/ratings/moderation/")).status).toBe(401);
    expect((await call(moderationOne, `/api/ratings/moderation/${ratingId}/`, { ratingId: String(ratingId) })).status).toBe(401);
    // A forged cross-site write is refused even with the staff cookie.
    const forged = await call(moderationPut, `/api/ratings/moderation/${ratingId}/`, { ratingId: String(ratingId) }, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: staffCookie, origin: "https://elders.example", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ status: "approved" }),
    });
    expect(forged.status).toBe(403);
    const [row] = await db().select({ status: ratings.status }).from(ratings).where(eq(ratings.ratingId, ratingId));
    expect(row!.status).toBe("pending");
  });

  it("lists reviews for staff by status and product, with the verified flag", async () => {
    const productId = shop.product().productId;
    const ratingId = (await post(review(productId))).json.data.ratingId as number;
    const answer = await call(moderationList, `/api/ratings/moderation/?status=pending&productId=${productId}`, {}, { headers: { cookie: staffCookie } });
    expect(answer.status).toBe(200);
    const page = moderationListAnswerSchema.parse(answer.json.data);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ ratingId, status: "pending", verified: false, productId });
    expect(JSON.stringify(page)).not.toContain("jan@voorbeeld.nl");
    const bad = await call(moderationList, "/api/ratings/moderation/?status=maybe", {}, { headers: { cookie: staffCookie } });
    expect(bad.status).toBe(422);
  });

  it("limits a visitor's reviews to five an hour", async () => {
    const productId = shop.product().productId;
    const address = "192.0.2.77";
    for (let i = 0; i < 5; i++) expect((await post(review(productId), address)).status).toBe(201);
    expect((await post(review(productId), address)).status).toBe(429);
  });

  it("sends the review mail once per completed order, a week after completion, and none to a returned order or an unsubscribed address", async () => {
    const now = new Date();
    const completedAt = new Date(now.getTime() - 2 * DAY_MS);
    const asked = await completedOrder(completedAt, "vraag.mij@voorbeeld.nl");
    const returned = await completedOrder(completedAt, "terug@voorbeeld.nl");
    const unsubscribed = await completedOrder(completedAt, "liever.niet@voorbeeld.nl");
    await db().insert(newsletterSubscribers).values({ emailAddress: "liever.niet@voorbeeld.nl", status: "unsubscribed", source: "website", unsubscribedAt: now });
    const reviewMails = () => shop.mail.sent.filter((mail) => mail.subject.startsWith("Wat vind je van je aankoop?"));
    const before = reviewMails().length;

    // Not due before the week is over.
    await runJobCategory(db(), "review-requests", now);
    expect(reviewMails().length).toBe(before);
    const [recorded] = await db().select().from(reviewRequests).where(eq(reviewRequests.orderRef, asked.orderRef));
    expect(recorded!.dueAt.getTime()).toBe(completedAt.getTime() + REVIEW_REQUEST_DELAY_DAYS * DAY_MS);
    // Brought back after the request was recorded: it is never sent.
    await changeFulfilmentStatus(db(), { orderRef: returned.orderRef, to: "returned", actor: staffActor(), now: new Date(completedAt.getTime() + DAY_MS) });

    const later = new Date(completedAt.getTime() + REVIEW_REQUEST_DELAY_DAYS * DAY_MS + 60_000);
    await Promise.all([runJobCategory(db(), "review-requests", later), runJobCategory(db(), "review-requests", later)]);
    await runJobCategory(db(), "review-requests", new Date(later.getTime() + DAY_MS));
    const sent = reviewMails().slice(before);
    expect(sent.map((mail) => mail.to)).toEqual(["vraag.mij@voorbeeld.nl"]);
    const link = /https?:\/\/[^\s]+\/beoordelen\/\?token=([^\s]+)/.exec(sent[0]!.text)!;
    expect(link).not.toBeNull();
    const byStatus = Object.fromEntries((await db().select().from(reviewRequests)).map((row) => [row.orderRef, row.sentAt ? "sent" : row.skipped]));
    expect(byStatus[asked.orderRef]).toBe("sent");
    expect(byStatus[returned.orderRef]).toBe("not-completed");
    expect(byStatus[unsubscribed.orderRef]).toBe("unsubscribed");

    // The mail's link makes the review a verified purchase.
    const answer = await post(review(asked.productId, { token: decodeURIComponent(link[1]!) }));
    expect(answer.json.data.verified).toBe(true);
  });
});

describe(`the demo reviews on ${testDriver()}`, () => {
  it("replace the generated catalogue's numbers: each product's average and count are those of its approved demo reviews", async () => {
    const { createSeededDatabase } = await import("../support/api");
    const { generateReviews } = await import("@/demo/reviews/generate-reviews");
    const { reviewableProducts, seedReviews } = await import("@/server/db/seed/seed-reviews");
    const { summariseStars } = await import("@/domain/ratings/rating");
    const database = await createSeededDatabase(400);
    try {
      const started = Date.now();
      const reviews = generateReviews(await reviewableProducts(database.db), 11, new Date());
      await seedReviews(database.db, reviews);
      console.log(`[reviews] ${reviews.length} demo reviews seeded in ${Date.now() - started} ms`);
      const rows = await database.db.select({ productId: products.productId, ratingAverage: products.ratingAverage, ratingCount: products.ratingCount }).from(products);
      for (const row of rows) {
        const approved = reviews.filter((review) => review.productId === row.productId && review.status === "approved");
        const counts: Record<number, number> = {};
        for (const review of approved) counts[review.stars] = (counts[review.stars] ?? 0) + 1;
        const summary = summariseStars(counts);
        expect({ productId: row.productId, average: row.ratingAverage === null ? null : Math.round(row.ratingAverage * 10) / 10, count: row.ratingCount }).toEqual({ productId: row.productId, average: summary.average, count: summary.count });
      }
    } finally {
      await database.destroy();
    }
  });
});
