/**
 * The API's contract (issue 18): GET /api/openapi.json is a valid OpenAPI 3.1
 * document made from the route declarations; every route of the Hono
 * application is in it and nothing else; and real answers of every GET route
 * and of the cart PUT validate against the response schemas they declare.
 * Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.
 */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import nodePath from "node:path";

import { validate, compileErrors } from "@readme/openapi-parser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { API_ROUTE_TABLE, apiApp } from "@/api/app";
import type { DeclaredMethod, RouteDeclaration } from "@/api/declare";
import { ensureSpecialDates } from "@/server/delivery/ensure-special-dates";
import { directoryUploadStore, setUploadStore } from "@/server/forms/upload-store";
import { seedVacancies } from "@/server/db/seed/seed-vacancies";
import { combinationProducts, combinations, deliveryRules, messages, products, quotes, ratings, staffSessions, vacancies } from "@/server/db/schema";
import { seedFrontContent } from "@/server/db/seed/seed-front-content";
import { readSession } from "@/server/session/session-cookie";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { hashSecret, newSessionSecret } from "@/server/staff/secret-token";

import { createSeededDatabase, SEED_NOW } from "../support/api";
import { captureMail, DUTCH_CUSTOMER, filledCart, orderBody, placeOrder } from "../support/checkout";
import { sentSampleNewsletter } from "../support/newsletter-fixtures";
import { insertQuote, quoteLine } from "../support/quote-fixtures";
import { buyableProducts, newSession } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

const BASE_URL = "http://localhost:3000";
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, { "x-stekker-role"?: string; responses: Record<string, unknown> }>> };

const contract = API_ROUTE_TABLE.filter((route) => !route.hidden);

async function fetchDocument(): Promise<{ response: Response; document: OpenApiDocument }> {
  const response = await apiApp.request(`${BASE_URL}/api/openapi.json`);
  return { response, document: (await response.json()) as OpenApiDocument };
}

describe("the OpenAPI document", () => {
  it("is served at /api/openapi.json, public and cacheable, and validates as OpenAPI 3.1", async () => {
    const { response, document } = await fetchDocument();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("describes every route of the application with its methods, and nothing else", async () => {
    const { document } = await fetchDocument();
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    // The application's own list of routes, walked: each path with the methods its declarations give it.
    const served = new Set(apiApp.routes.map((route) => route.path.replace(/:([^/]+)/g, "{$1}")).filter((path) => path.startsWith("/api/")));
    const declared = contract.map((route) => `${route.method} ${route.path}`);
    expect([...served].sort()).toEqual(Object.keys(document.paths).sort());
    expect(inDocument.sort()).toEqual(declared.sort());
  });

  it("names the role each route needs, the failures of §6 with the failure schema, and the request's schemas", async () => {
    const { document } = await fetchDocument();
    for (const route of contract) {
      const operation = document.paths[route.path]![route.method.toLowerCase()]!;
      expect(operation["x-stekker-role"], `${route.method} ${route.path}`).toBe(route.role);
      for (const status of [...route.failures, 405, 503]) {
        expect(operation.responses[String(status)], `${route.method} ${route.path} ${status}`).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } } });
      }
    }
    const cartPut = document.paths["/api/carts/{cartId}/"]!.put as unknown as { requestBody: { content: Record<string, unknown> }; parameters: { name: string; in: string }[]; security: unknown[] };
    expect(Object.keys(cartPut.requestBody.content).sort()).toEqual(["application/json", "application/x-www-form-urlencoded"]);
    expect(cartPut.parameters).toContainEqual(expect.objectContaining({ name: "cartId", in: "path" }));
    expect(cartPut.security).toEqual([{ visitorSession: [] }]);
    expect((document.paths["/api/staff-members/"]!.get as unknown as { security: unknown[] }).security).toEqual([{ staffSession: [] }, { staffBearer: [] }, { staffBasic: [] }]);
  });
});

/** The schema a route declares for the status it answered. */
function declaredSchema(route: RouteDeclaration, status: number): z.ZodType {
  const answer = route.answers.find((candidate) => candidate.status === status);
  if (!answer) throw new Error(`${route.method} ${route.path} answered ${status}, which it does not declare`);
  if (answer.content) return answer.content.schema;
  return answer.data ? z.strictObject({ data: answer.data }) : z.undefined();
}

/** The first combination, made of two products when the catalogue has none. */
/** Issue 23: the demo vacancies, published; the first is open now. */
async function sampleVacancy(db: TestDatabase["db"]): Promise<number> {
  await seedVacancies(db, new Date());
  const [first] = await db.select({ vacancyId: vacancies.vacancyId }).from(vacancies).orderBy(vacancies.vacancyId).limit(1);
  return first!.vacancyId;
}

async function sampleCombination(db: TestDatabase["db"]): Promise<number> {
  const [existing] = await db.select({ combinationId: combinations.combinationId }).from(combinations).limit(1);
  if (existing) return existing.combinationId;
  const parts = await db.select({ productId: products.productId }).from(products).limit(2);
  await db.insert(combinations).values({ combinationId: 1, slug: "contract-set", name: "Contractset", discountCents: 1000 });
  await db.insert(combinationProducts).values(parts.map((part, index) => ({ combinationId: 1, productId: part.productId, position: index + 1 })));
  return 1;
}

const find = (method: DeclaredMethod, path: string) => contract.find((route) => route.method === method && route.path === path)!;

describe(`real answers validate against the declared response schemas (${testDriver()})`, () => {
  let database: TestDatabase;
  let mail: { restore: () => void };
  const samples: Record<string, string> = { cookieId: "stekker_session", informationId: "montage", productType: "wasmachine", category: "order-confirmations" };
  let visitor: string;
  let staffCookie: string;
  let cart: { cartId: string; version: number };
  let nonWebOrder: Response;
  let nonWebBody: { data: { orderRef: string } };

  beforeAll(async () => {
    mail = captureMail();
    database = await createSeededDatabase(120);
    await ensureSpecialDates(database.db, SEED_NOW);
    await database.db.insert(deliveryRules).values({ country: "NL", postalCodeFrom: 1000, postalCodeTo: 1999, weekdays: [1, 3, 5], description: "Amsterdam en omgeving" });
    const [product] = await buyableProducts(database.db, 1);
    visitor = await newSession();
    const filled = await filledCart(visitor, { [product!.productId]: { qty: 1 } });
    cart = filled;
    const toOrder = await filledCart(visitor, { [product!.productId]: { qty: 1 } });
    const placed = await placeOrder(visitor, toOrder.cartId, orderBody(toOrder, "ideal"));
    if (placed.status !== 200) throw new Error(`order not placed: ${placed.status} ${placed.text}`);
    const { staffMemberId } = await addStaffMember(database.db, { emailAddress: "contract@stekker.test", name: "Cor Contract", role: "admin", password: "paard batterij nietje" }, new Date());
    const secret = newSessionSecret();
    const now = new Date();
    await database.db.insert(staffSessions).values({ secretHash: hashSecret(secret), staffMemberId, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000) });
    staffCookie = `${visitor}; stekker_staff=${secret}`;
    // A phone order, for GET /api/orders/non-web/{orderId}/ (a web order is not found there).
    await database.db.update(products).set({ stock: 10 }).where(eq(products.productId, product!.productId));
    nonWebOrder = await apiApp.request(`${BASE_URL}/api/orders/non-web/`, {
      method: "POST",
      headers: { cookie: staffCookie, "content-type": "application/json" },
      body: JSON.stringify({ ...DUTCH_CUSTOMER, channel: "phone", items: [{ productId: product!.productId, qty: 1 }], deliveryType: "delivery", deliveryDay: toOrder.deliveryOptions.days[0].date, paymentMethod: "banktransfer" }),
    });
    nonWebBody = (await nonWebOrder.json()) as typeof nonWebBody;
    if (nonWebOrder.status !== 201) throw new Error(`non-web order not placed: ${nonWebOrder.status} ${JSON.stringify(nonWebBody)}`);
    // The sample order's invoice, so that its download answers the PDF (before it is issued it is 404).
    await issueInvoice(database.db, placed.json.data.orderRef, now);
    // Issue 22: the visitor's quote request with a photo, for GET /api/quotes/{quoteId}/ and its upload.
    const quoteForm = new FormData();
    for (const [name, value] of Object.entries({ kind: "kitchen", firstName: "Cor", lastName: "Contract", emailAddress: "cor@voorbeeld.nl", phoneNumber: "0612345678", postalCode: "2382 AS", houseNumber: "1", street: "Rijndijk", city: "Zoeterwoude", wishes: "Een keuken" })) {
      quoteForm.append(name, value);
    }
    quoteForm.append("files", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], "foto.png", { type: "image/png" }));
    const quoteResponse = await apiApp.request(`${BASE_URL}/api/quotes/`, { method: "POST", headers: { cookie: visitor }, body: quoteForm });
    const quoteBody = (await quoteResponse.json()) as { data: { quoteId: string; uploads: { uploadId: number }[] } };
    if (quoteResponse.status !== 201) throw new Error(`quote not requested: ${quoteResponse.status} ${JSON.stringify(quoteBody)}`);
    Object.assign(samples, {
      quoteId: quoteBody.data.quoteId,
      uploadId: String(quoteBody.data.uploads[0]!.uploadId),
      orderId: nonWebBody.data.orderRef,
      cartId: filled.cartId,
      orderRef: placed.json.data.orderRef,
      productId: String(product!.productId),
      filterId: "1",
      productFaqId: "1",
      productTagId: "1",
      rewriteId: "1",
      deliveryRuleId: "1",
      specialDateId: "1",
      // Issue 21, part A: a combination of the catalogue (a small one may have none), for /api/catalogue/combinations/{combinationId}/.
      combinationId: String(await sampleCombination(database.db)),
      // Issue 22: a demo kitchen (src/demo/kitchens), for /api/kitchens/{kitchenId}/.
      kitchenId: "5001",
      // Issue 23: the demo's first vacancy (open now), for /api/vacancies/{vacancyId}/; the support locations come with the migrations.
      vacancyId: String(await sampleVacancy(database.db)),
      supportId: "klantenservice",
      // Issue 23: a seeded page, by its path's key, for /api/pages/{pageId}/ and its admin routes.
      pageId: "over-ons",
    });
    // Issue 23: a sent service request with a photo, for /api/form-data/{formDataId}/, its upload and the bucket's list.
    setUploadStore(directoryUploadStore(await mkdtemp(nodePath.join(os.tmpdir(), "stekker-contract-uploads-"))));
    const formId = ((await (await apiApp.request(`${BASE_URL}/api/form-data/id/`)).json()) as { data: { formId: string } }).data.formId;
    const photo = new FormData();
    photo.append("formId", formId);
    photo.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], "foto.png", { type: "image/png" }));
    const uploaded = (await (await apiApp.request(`${BASE_URL}/api/buckets/forms/`, { method: "POST", body: photo })).json()) as { data: { uploadId: string } };
    const service = { formId, kind: "service", name: "Cor", emailAddress: "cor@voorbeeld.nl", phoneNumber: "0612345678", productName: "Wasmachine", requestType: "storing", description: "Lekt" };
    const sent = (await (await apiApp.request(`${BASE_URL}/api/form-data/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(service) })).json()) as { data: { formDataId: number } };
    Object.assign(samples, { formDataId: String(sent.data.formDataId), formUploadId: uploaded.data.uploadId });
    queries["/api/buckets/forms/"] = `?formId=${encodeURIComponent(formId)}`;
    // Issue 23: the demo's front content, and a message shown now, for /api/banners/{bannerId}/, /api/blocks/{blockId}/ and /api/messages/{messageId}/.
    await seedFrontContent(database.db, now);
    const shownMessage = { html: "<p>Contract</p>", tone: "info", link: null, period: { from: null, until: null } };
    const [messageRow] = await database.db.insert(messages).values({ draft: shownMessage, published: shownMessage, publishedAt: now }).returning({ id: messages.messageId });
    Object.assign(samples, { bannerId: "1", blockId: "1", messageId: String(messageRow!.id) });
    // Issue 22, point 2: the quote routes' sample is a sent quote of the visitor's session (a customer gets its PDF once it is sent).
    samples.quoteId = await sentSampleQuote(database.db, visitor, product!.productId, samples.quoteId);
    // Issue 23: an approved review of the product, for /api/ratings/ and /{ratingId}/ (and the moderation's).
    const [rating] = await database.db
      .insert(ratings)
      .values({ productId: product!.productId, stars: 4, title: "Prima", text: "Doet precies wat hij moet doen, al maanden.", pros: ["Stil"], cons: [], authorName: "Cor", status: "approved" })
      .returning({ ratingId: ratings.ratingId });
    samples.ratingId = String(rating!.ratingId);
    queries["/api/ratings/"] = `?productId=${product!.productId}`;
    // Issue 23, point 5: a campaign sent to one subscriber, for /api/newsletters/{newsletterId}/ and its delivery's counter.
    Object.assign(samples, await sentSampleNewsletter(database.db, staffMemberId, product!.productId));
  });
  afterAll(async () => {
    mail?.restore();
    setUploadStore(null);
    await database?.destroy();
  });

  const queries: Record<string, string> = { "/api/preview/": "?path=/", "/api/suggestions/": "?q=was", "/api/products/": "?pageSize=3", "/api/shop/export/": "?dataset=newsletter-subscribers" };

  for (const route of contract.filter((candidate) => candidate.method === "GET")) {
    for (const who of ["guest", "staff"] as const) {
      // A staff-only route has nothing to show a guest; a guest's route may show staff more (stock, staff-only facets).
      if (who === "guest" && route.role !== "guest") continue;
      it(`GET ${route.path} as ${who}`, async () => {
        const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(samples[name] ?? "1"));
        const cookie = who === "staff" ? staffCookie : visitor;
        const response = await apiApp.request(`${BASE_URL}${path}${queries[route.path] ?? ""}`, { headers: { cookie } });
        const text = await response.text();
        expect(response.status, text.slice(0, 300)).toBeLessThan(400);
        const body = (response.headers.get("content-type") ?? "").startsWith("application/json") ? JSON.parse(text) : text;
        const result = declaredSchema(route, response.status).safeParse(body);
        expect(result.success ? [] : result.error.issues.slice(0, 5), `GET ${route.path}`).toEqual([]);
      });
    }
  }

  it("PUT /api/carts/{cartId}/: a change answers the declared cart", async () => {
    const route = find("PUT", "/api/carts/{cartId}/");
    const response = await apiApp.request(`${BASE_URL}/api/carts/${cart.cartId}/`, {
      method: "PUT",
      headers: { cookie: visitor, "content-type": "application/json", origin: BASE_URL, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ version: cart.version, notes: "Graag aanbellen" }),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    const result = declaredSchema(route, 200).safeParse(body);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it("POST /api/orders/non-web/: a phone order answers the declared order", async () => {
    const result = declaredSchema(find("POST", "/api/orders/non-web/"), 201).safeParse(nonWebBody);
    expect(nonWebOrder.status).toBe(201);
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([]);
  });

  it("the delivery planning writes answer their declared special date and delivery rule", async () => {
    const post = (path: string, body: unknown) =>
      apiApp.request(`${BASE_URL}${path}`, { method: "POST", headers: { cookie: staffCookie, "content-type": "application/json" }, body: JSON.stringify(body) });
    const specialDate = await post("/api/special-dates/", { date: "2027-10-04", country: "BE", name: "Contract" });
    expect(specialDate.status).toBe(201);
    const dateResult = declaredSchema(find("POST", "/api/special-dates/"), 201).safeParse(await specialDate.json());
    expect(dateResult.success ? [] : dateResult.error.issues.slice(0, 5)).toEqual([]);
    const rule = await post("/api/delivery-rules/", { country: "BE", postalCodeFrom: 2000, postalCodeTo: 2999, weekdays: [2, 4], description: "Antwerpen" });
    expect(rule.status).toBe(201);
    const ruleResult = declaredSchema(find("POST", "/api/delivery-rules/"), 201).safeParse(await rule.json());
    expect(ruleResult.success ? [] : ruleResult.error.issues.slice(0, 5)).toEqual([]);
  });

  it("a failure answers the declared failure schema", async () => {
    const response = await apiApp.request(`${BASE_URL}/api/products/abc/`);
    expect(response.status).toBe(400);
    const { failureAnswerSchema } = await import("@/schemas/answers/failure");
    expect(failureAnswerSchema.safeParse(await response.json()).success).toBe(true);
  });
});

/** The sample quote (issue 22) sent, with one line: the one given, or a new one of the session behind `cookie`. */
async function sentSampleQuote(db: TestDatabase["db"], cookie: string, productId: number, quoteId: string | undefined): Promise<string> {
  const line = quoteLine(productId, 1);
  if (quoteId) {
    await db.update(quotes).set({ status: "sent", sentAt: new Date(), validUntil: "2099-12-31", items: [line] }).where(eq(quotes.quoteId, quoteId));
    return quoteId;
  }
  const sessionId = readSession(new Request(BASE_URL, { headers: { cookie } }));
  return insertQuote(db, { sessionId: sessionId ?? "contract", lines: [line], validUntil: "2099-12-31", request: { kind: "builtInAppliances", firstName: "Cor", lastName: "Contract", emailAddress: "cor@example.nl" } });
}
