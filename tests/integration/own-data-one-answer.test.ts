/**
 * One answer for what is not yours (decisions §5, own data): every route of
 * the route table that takes the id of a customer's own data (an order, a
 * quote, their PDFs, invoices and uploads) answers another session, and a
 * request without a session, exactly what it answers for an id that does not
 * exist: 404, with the same body (ordering a quote without a session is 401
 * for any number: it needs the session's cart first). Order and quote numbers count up from
 * 40000001 and 70000001; a 403 or 401 for "exists, not yours" would let
 * anyone count the shop's orders and quotes.
 *
 * The routes are walked from the route table itself: each guest route with a
 * path parameter is named below as own data, as the one exception, or as
 * public, so that a new route with an id cannot slip past this test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiApp } from "@/api/app";
import { createRouteTable } from "@/api/route-table";
import { quoteUploads } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { issueInvoice } from "@/server/invoices/issue-invoice";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";

import { createSeededDatabase } from "../support/api";
import { captureMail, filledCart, orderBody, placeOrder } from "../support/checkout";
import { insertQuote, quoteLine, sessionIdOf } from "../support/quote-fixtures";
import { buyableProducts, newSession } from "../support/session";
import { type TestDatabase, testDriver } from "../support/test-database";

const BASE_URL = "http://localhost:3000";
const MISSING_ORDER = "49999999";
const MISSING_QUOTE = "79999999";
const NOW = new Date("2026-12-02T10:00:00Z");

interface OwnIds {
  orderRef: string;
  quoteId: string;
  uploadId: string;
}

interface OwnDataRoute {
  /** The path for the owner's own resource, and for one that does not exist. */
  paths: (own: OwnIds) => { own: string; missing: string };
  body?: unknown;
}

/** Every guest route with an id of a customer's own data. */
const OWN_DATA: Record<string, OwnDataRoute> = {
  "GET /api/orders/{orderRef}/": { paths: ({ orderRef }) => ({ own: `/api/orders/${orderRef}/`, missing: `/api/orders/${MISSING_ORDER}/` }) },
  "POST /api/orders/{orderRef}/payments/": { paths: ({ orderRef }) => ({ own: `/api/orders/${orderRef}/payments/`, missing: `/api/orders/${MISSING_ORDER}/payments/` }), body: {} },
  "POST /api/orders/{orderRef}/withdrawal/": { paths: ({ orderRef }) => ({ own: `/api/orders/${orderRef}/withdrawal/`, missing: `/api/orders/${MISSING_ORDER}/withdrawal/` }), body: { confirm: true } },
  "GET /api/orders/{orderRef}/invoice/": { paths: ({ orderRef }) => ({ own: `/api/orders/${orderRef}/invoice/`, missing: `/api/orders/${MISSING_ORDER}/invoice/` }) },
  "GET /api/quotes/{quoteId}/": { paths: ({ quoteId }) => ({ own: `/api/quotes/${quoteId}/`, missing: `/api/quotes/${MISSING_QUOTE}/` }) },
  "GET /api/quotes/{quoteId}/pdf/": { paths: ({ quoteId }) => ({ own: `/api/quotes/${quoteId}/pdf/`, missing: `/api/quotes/${MISSING_QUOTE}/pdf/` }) },
  "GET /api/quotes/{quoteId}/uploads/{uploadId}/": {
    paths: ({ quoteId, uploadId }) => ({ own: `/api/quotes/${quoteId}/uploads/${uploadId}/`, missing: `/api/quotes/${MISSING_QUOTE}/uploads/${uploadId}/` }),
  },
  "POST /api/quotes/{quoteId}/cart/": { paths: ({ quoteId }) => ({ own: `/api/quotes/${quoteId}/cart/`, missing: `/api/quotes/${MISSING_QUOTE}/cart/` }), body: { cartId: null } },
  "POST /api/quotes/{quoteId}/decline/": { paths: ({ quoteId }) => ({ own: `/api/quotes/${quoteId}/decline/`, missing: `/api/quotes/${MISSING_QUOTE}/decline/` }), body: { reason: null } },
};

/** Own data that answers otherwise, by decision, with the reason. */
const EXCEPTIONS: Record<string, string> = {
  "GET /api/carts/{cartId}/": "decisions §5: another session's cart is 403, which the client counts; cart ids are random UUIDs, not countable",
  "PUT /api/carts/{cartId}/": "decisions §5: another session's cart is 403, which the client counts; cart ids are random UUIDs, not countable",
};

/**
 * A guest route with an id that is bound to no session: the test provider's
 * stand-in for a payment provider's own page. Its id is 96 random bits, not
 * countable, as a provider's checkout address is.
 */
const CAPABILITY = new Set(["POST /api/payments/test/{paymentId}/"]);

/** Guest routes whose ids name the shop's public content or catalogue, the same for everyone. */
const PUBLIC = new Set([
  "GET /api/cookies/{cookieId}/",
  "GET /api/information/{informationId}/",
  "GET /api/information/specifications/{productType}/",
  "GET /api/product-faq/{productFaqId}/",
  "GET /api/product-tags/{productTagId}/",
  "GET /api/rewrites/{rewriteId}/",
  "GET /api/delivery-rules/{deliveryRuleId}/",
  "GET /api/special-dates/{specialDateId}/",
  "GET /api/filters/{filterId}/",
  "GET /api/kitchens/{kitchenId}/",
  "GET /api/showroom-kitchens/{showroomKitchenId}/",
  "GET /api/banners/{bannerId}/",
  "GET /api/blocks/{blockId}/",
  "GET /api/messages/{messageId}/",
  "GET /api/newsletters/{newsletterId}/{counterId}/",
  "GET /api/pages/{pageId}/",
  "GET /api/products/{productId}/",
  "GET /api/products/{productId}/time-sensitive/",
  "GET /api/ratings/{ratingId}/",
  "GET /api/vacancies/{vacancyId}/",
  "GET /api/support/{supportId}/",
  "GET /afbeeldingen/inhoud/{image}",
  "GET /afbeeldingen/keukens/{kitchenId}/{image}",
  "GET /afbeeldingen/soort/{image}",
  "GET /afbeeldingen/{productId}/{image}",
]);

let visitor = 0;

async function send(method: string, path: string, cookie: string | null, body: unknown): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { "content-type": "application/json", origin: BASE_URL, "sec-fetch-site": "same-origin", [CLIENT_ADDRESS_HEADER]: `198.51.100.${(++visitor % 250) + 1}` };
  if (cookie) headers.cookie = cookie;
  const response = await apiApp.request(new Request(`${BASE_URL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: compared as text.
  }
  return { status: response.status, body: parsed };
}

describe(`one answer for what is not yours, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: { restore: () => void };
  let owner: string;
  let stranger: string;
  const own: OwnIds = { orderRef: "", quoteId: "", uploadId: "" };

  const routeTable = createRouteTable(() => "{}").filter((route) => route.role === "guest" && route.path.includes("{"));
  const named = (routes: typeof routeTable) => routes.map((route) => `${route.method} ${route.path}`).sort();

  beforeAll(async () => {
    mail = captureMail();
    database = await createSeededDatabase(80);
    setRateLimitStore(createMemoryRateLimitStore());
    const [product] = await buyableProducts(database.db, 1);
    owner = await newSession();
    stranger = await newSession();
    const cart = await filledCart(owner, { [product!.productId]: { qty: 1 } });
    const placed = await placeOrder(owner, cart.cartId, orderBody(cart, "banktransfer"));
    if (placed.status !== 200) throw new Error(`order not placed: ${placed.status} ${placed.text}`);
    own.orderRef = placed.json.data.orderRef;
    own.quoteId = await insertQuote(database.db, { sessionId: sessionIdOf(owner), lines: [quoteLine(product!.productId, 1)] });
    const [upload] = await database.db
      .insert(quoteUploads)
      .values({ quoteId: own.quoteId, fileName: "keuken.png", contentType: "image/png", byteSize: 4, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) })
      .returning({ uploadId: quoteUploads.uploadId });
    own.uploadId = String(upload!.uploadId);
    await issueInvoice(database.db, own.orderRef, NOW);
  });
  afterAll(async () => {
    setRateLimitStore(null);
    mail?.restore();
    await database?.destroy();
  });

  it("every own-data route with an id in the route table is checked here, or is the cart's exception with its reason", () => {
    expect(named(routeTable.filter((route) => route.ownData))).toEqual([...Object.keys(OWN_DATA), ...Object.keys(EXCEPTIONS)].sort());
  });

  it("every other guest route with an id names public content, or is a random capability bound to no session", () => {
    expect(named(routeTable.filter((route) => !route.ownData))).toEqual([...PUBLIC, ...CAPABILITY].sort());
  });

  it("the owner's session reaches each own-data route's resource (so the checks below compare a real one)", async () => {
    for (const [route, { paths }] of Object.entries(OWN_DATA).filter(([route]) => route.startsWith("GET"))) {
      const answer = await send("GET", paths(own).own, owner, undefined);
      expect({ route, status: answer.status }).toEqual({ route, status: 200 });
    }
  });

  for (const [caller, label] of [
    ["stranger", "another session"],
    ["none", "no session"],
  ] as const) {
    it(`${label} gets, on each own-data route, the same answer for someone else's id as for one that does not exist`, async () => {
      const cookie = caller === "stranger" ? stranger : null;
      const answers = [];
      for (const [route, { paths, body }] of Object.entries(OWN_DATA)) {
        const method = route.split(" ")[0]!;
        const { own: ownPath, missing } = paths(own);
        answers.push({ route, someoneElses: await send(method, ownPath, cookie, body), missing: await send(method, missing, cookie, body) });
      }
      // 404 where the id is looked up; ordering a quote needs a session for its cart first (401), whatever the number.
      expect(answers.map(({ route, missing }) => ({ route, status: missing.status }))).toEqual(
        answers.map(({ route }) => ({ route, status: caller === "none" && route === "POST /api/quotes/{quoteId}/cart/" ? 401 : 404 })),
      );
      expect(answers.map(({ route, someoneElses }) => ({ route, answer: someoneElses }))).toEqual(answers.map(({ route, missing }) => ({ route, answer: missing })));
    });
  }
});
