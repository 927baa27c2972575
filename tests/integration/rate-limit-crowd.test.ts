/**
 * The rate limits against a crowd and against a script, both behind ONE client
 * address (docs/security/limits.md): a mobile network's carrier-grade NAT or an
 * office puts hundreds of shoppers behind one address, and on a sale day they
 * must never meet a 429, while a script that makes carts without browsing must.
 *
 * The simulation drives the API's Hono application in-process, against a real
 * database, on the memory store (the Redis store counts the same rules; the
 * rules themselves are tested on both in rate-limit.test.ts). Ten minutes pass
 * on a simulated clock (only `Date` is faked: the limiter's windows and the
 * sessions read it), so the run takes seconds, not minutes. Every shopper has a
 * session of their own and makes the requests a browser makes: the app state on
 * every page load, the listing, the product with its delivery data, the cart,
 * the address look-up and the checkout's changes, placing the order, and the
 * test provider's payment page.
 */
import { randomUUID } from "node:crypto";

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { carts, products } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { CART_CREATION } from "@/server/rate-limit/rules";
import type { RateLimitStore } from "@/server/rate-limit/rate-limit-store";

import { type Answer, call, createSeededDatabase, apiRoute } from "../support/api";
import { captureMail, DUTCH_CUSTOMER } from "../support/checkout";
import { startPdokStandIn } from "../support/pdok-stand-in";
import { buyableProducts } from "../support/session";
import { testDriver, type TestDatabase } from "../support/test-database";
import { useStandIn } from "../support/use-stand-in";

const { GET: appStateGet } = apiRoute("/api/app-state/");
const { GET: productsGet } = apiRoute("/api/products/");
const { GET: productGet } = apiRoute("/api/products/{productId}/");
const { GET: timeSensitiveGet } = apiRoute("/api/products/{productId}/time-sensitive/");
const { POST: cartsPost } = apiRoute("/api/carts/");
const { GET: cartGet, PUT: cartPut } = apiRoute("/api/carts/{cartId}/");
const { POST: addressPost } = apiRoute("/api/carts/address/");
const { POST: testPaymentPost } = apiRoute("/api/payments/test/{paymentId}/");
const { GET: orderGet } = apiRoute("/api/orders/{orderRef}/");

/** The instant the simulated ten minutes start: a Saturday of a sale, named so that every run is the same. */
const START = new Date("2026-11-28T10:00:00Z");
const SECOND = 1000;
const TEN_MINUTES = 10 * 60 * SECOND;
/** The one address every shopper and every script here comes from (a carrier-grade NAT's). */
const NAT_ADDRESS = "198.51.100.64";
const SHOPPERS = 200;

/** A request as a browser behind the NAT sends it: from its address, with the session cookie it holds. */
function init(method: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  const all: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: NAT_ADDRESS, ...headers };
  if (cookie) all.cookie = cookie;
  if (body !== undefined) all["content-type"] ??= "application/json";
  return { method, headers: all, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) };
}

/** What the simulation counts: every answer's status, by route. */
class Tally {
  readonly statuses = new Map<string, number[]>();
  record(route: string, answer: Answer): Answer {
    const list = this.statuses.get(route) ?? [];
    list.push(answer.status);
    this.statuses.set(route, list);
    return answer;
  }
  count(status: number): number {
    return [...this.statuses.values()].flat().filter((s) => s === status).length;
  }
  /** "POST /api/carts/: 180 × 429" for every route that met a refusal: what a failing assertion shows. */
  refusals(): string[] {
    return [...this.statuses].flatMap(([route, list]) => {
      const refused = list.filter((s) => s === 429).length;
      return refused ? [`${route}: ${refused} × 429 of ${list.length}`] : [];
    });
  }
}

interface Shopper {
  cookie: string | null;
  productId: string;
  cartId?: string;
  version?: number;
  deliveryDay?: string;
  orderRef?: string;
}

/** One step of a shopper's visit, at `at` ms after their arrival. */
type Step = { at: number; run: (shopper: Shopper, tally: Tally) => Promise<void> };

/** The app state, as every page load asks for it: starts the session, or renews it. */
async function pageLoad(shopper: Shopper, tally: Tally) {
  const answer = tally.record("GET /api/app-state/", await call(appStateGet, "/api/app-state/", {}, init("GET", shopper.cookie)));
  const setCookie = answer.headers.get("set-cookie");
  if (setCookie) shopper.cookie = setCookie.split(";")[0]!;
}

async function changeCart(shopper: Shopper, tally: Tally, fields: Record<string, unknown>) {
  if (!shopper.cartId) return;
  const path = `/api/carts/${shopper.cartId}/`;
  const answer = tally.record("PUT /api/carts/{cartId}/", await call(cartPut, path, { cartId: shopper.cartId }, init("PUT", shopper.cookie, { version: shopper.version, ...fields })));
  if (answer.status === 200) {
    shopper.version = answer.json.data.version;
    shopper.deliveryDay ??= answer.json.data.deliveryOptions?.days?.[0]?.date;
  }
}

/**
 * A shopper's visit, about three minutes: the front page, a listing, a product
 * page, the cart, the checkout's details step (each field a change of the
 * cart, as the form saves it), placing the order, the payment page and the
 * order page. Roughly the requests a browser makes, a few dozen.
 */
const VISIT: Step[] = [
  { at: 0, run: pageLoad },
  { at: 1 * SECOND, run: async (s, t) => void t.record("GET /api/products/", await call(productsGet, "/api/products/?page=1", {}, init("GET", s.cookie))) },
  { at: 25 * SECOND, run: pageLoad },
  {
    at: 26 * SECOND,
    run: async (s, t) => {
      t.record("GET /api/products/{productId}/", await call(productGet, `/api/products/${s.productId}/`, { productId: s.productId }, init("GET", s.cookie)));
      const path = `/api/products/${s.productId}/time-sensitive/`;
      t.record("GET /api/products/{productId}/time-sensitive/", await call(timeSensitiveGet, path, { productId: s.productId }, init("GET", s.cookie)));
    },
  },
  {
    // "In winkelwagen": the browser makes the cart with the first product.
    at: 50 * SECOND,
    run: async (s, t) => {
      const answer = t.record("POST /api/carts/", await call(cartsPost, "/api/carts/", {}, init("POST", s.cookie, { items: { [s.productId]: { qty: 1 } } })));
      if (answer.status === 201) {
        s.cartId = answer.json.data.cartId;
        s.version = answer.json.data.version;
      }
    },
  },
  { at: 70 * SECOND, run: pageLoad },
  {
    at: 71 * SECOND,
    run: async (s, t) => {
      if (s.cartId) t.record("GET /api/carts/{cartId}/", await call(cartGet, `/api/carts/${s.cartId}/`, { cartId: s.cartId }, init("GET", s.cookie)));
    },
  },
  { at: 80 * SECOND, run: (s, t) => changeCart(s, t, { items: { [s.productId]: { qty: 2 } } }) },
  { at: 85 * SECOND, run: (s, t) => changeCart(s, t, { items: { [s.productId]: { qty: 1 } } }) },
  { at: 95 * SECOND, run: pageLoad },
  { at: 100 * SECOND, run: (s, t) => changeCart(s, t, { emailAddress: DUTCH_CUSTOMER.emailAddress }) },
  { at: 105 * SECOND, run: (s, t) => changeCart(s, t, { firstName: DUTCH_CUSTOMER.firstName, lastName: DUTCH_CUSTOMER.lastName }) },
  { at: 110 * SECOND, run: (s, t) => changeCart(s, t, { phoneNumber: DUTCH_CUSTOMER.phoneNumber }) },
  ...[0, 4].map((delay) => ({
    // The address look-up, once for a mistyped house number and once for the right one.
    at: 115 * SECOND + delay * SECOND,
    run: async (_s: Shopper, t: Tally) =>
      void t.record("POST /api/carts/address/", await call(addressPost, "/api/carts/address/", {}, init("POST", _s.cookie, { postalCode: "2396 AN", houseNumber: delay ? "143" : "14", country: "NL" }))),
  })),
  {
    at: 121 * SECOND,
    run: (s, t) =>
      changeCart(s, t, {
        shippingStreet: DUTCH_CUSTOMER.shippingStreet,
        shippingHouseNumber: DUTCH_CUSTOMER.shippingHouseNumber,
        shippingPostalCode: DUTCH_CUSTOMER.shippingPostalCode,
        shippingCity: DUTCH_CUSTOMER.shippingCity,
        shippingCountry: DUTCH_CUSTOMER.shippingCountry,
      }),
  },
  { at: 130 * SECOND, run: (s, t) => changeCart(s, t, { deliveryDay: s.deliveryDay }) },
  { at: 135 * SECOND, run: (s, t) => changeCart(s, t, { paymentMethod: "ideal" }) },
  {
    at: 150 * SECOND,
    run: async (s, t) => {
      if (!s.cartId) return;
      const path = `/api/carts/${s.cartId}/`;
      const body = { version: s.version, deliveryDay: s.deliveryDay, paymentMethod: "ideal", acceptedTermsAndConditions: true };
      const answer = t.record("PUT /api/carts/{cartId}/ (order)", await call(cartPut, path, { cartId: s.cartId }, init("PUT", s.cookie, body, { "idempotency-key": randomUUID() })));
      if (answer.status !== 200) return;
      s.orderRef = answer.json.data.orderRef;
      const paymentId = (answer.json.data.paymentUrl as string).split("/")[3]!;
      // The test provider's page, where the customer approves.
      const paid = await call(testPaymentPost, `/api/payments/test/${paymentId}/`, { paymentId }, init("POST", s.cookie, "outcome=approve", { "content-type": "application/x-www-form-urlencoded" }));
      t.record("POST /api/payments/test/{paymentId}/", paid);
    },
  },
  { at: 165 * SECOND, run: pageLoad },
  {
    at: 166 * SECOND,
    run: async (s, t) => {
      if (s.orderRef) t.record("GET /api/orders/{orderRef}/", await call(orderGet, `/api/orders/${s.orderRef}/`, { orderRef: s.orderRef }, init("GET", s.cookie)));
    },
  },
];

/**
 * A visit that lands on a product page (from a search engine or an ad) and
 * adds the product there: the cart is made, and changed once, by a session
 * that has loaded no other page yet. From the cart page on, as VISIT.
 */
const LANDING_VISIT: Step[] = [
  VISIT[0]!,
  { at: 1 * SECOND, run: VISIT[3]!.run },
  { at: 20 * SECOND, run: VISIT[4]!.run },
  { at: 22 * SECOND, run: (s, t) => changeCart(s, t, { items: { [s.productId]: { qty: 2 } } }) },
  ...VISIT.filter((step) => step.at >= 70 * SECOND),
];

/**
 * Runs every step of every actor in the order of the simulated clock, one
 * request at a time, setting the clock to each step's instant first. Actors
 * arrive evenly spread so that the last one finishes as `spread` ends.
 */
async function simulate<T>(actors: { actor: T; steps: Step[] }[], spread: number, runStep: (actor: T, step: Step) => Promise<void>) {
  const length = Math.max(...actors.map(({ steps }) => steps.at(-1)!.at));
  const interval = actors.length > 1 ? (spread - length) / (actors.length - 1) : 0;
  const events = actors.flatMap(({ actor, steps }, index) => steps.map((step) => ({ at: Math.round(index * interval) + step.at, actor, step })));
  events.sort((a, b) => a.at - b.at);
  for (const event of events) {
    vi.setSystemTime(START.getTime() + event.at);
    await runStep(event.actor, event.step);
  }
}

describe(`a crowd and a script behind one address, on ${testDriver()}`, () => {
  let database: TestDatabase;
  let store: RateLimitStore;
  let productIds: string[];
  let mail: ReturnType<typeof captureMail>;
  useStandIn("ADDRESS_LOOKUP_URL", startPdokStandIn);

  beforeAll(async () => {
    database = await createSeededDatabase(40);
    await database.db.update(products).set({ stock: 10_000, stockEstimatedDate: null });
    productIds = (await buyableProducts(database.db, 20)).map((product) => String(product.productId));
    mail = captureMail();
  });
  afterAll(async () => {
    mail.restore();
    await database?.destroy();
  });
  beforeEach(() => {
    // Only Date: the limiter's windows and the sessions follow the simulated clock, while timers and I/O run as ever.
    vi.useFakeTimers({ toFake: ["Date"], now: START });
    store = createMemoryRateLimitStore();
    setRateLimitStore(store);
  });
  afterEach(async () => {
    vi.useRealTimers();
    setRateLimitStore(null);
    await store.close();
  });

  it(`${SHOPPERS} shoppers behind one address over 10 minutes meet no 429`, async () => {
    const tally = new Tally();
    // One in four lands on a product page and adds it there, with a session that has browsed nothing yet.
    const shoppers = Array.from({ length: SHOPPERS }, (_, i) => ({
      actor: { cookie: null, productId: productIds[i % productIds.length]! } as Shopper,
      steps: i % 4 === 3 ? LANDING_VISIT : VISIT,
    }));
    await simulate(shoppers, TEN_MINUTES, (shopper, step) => step.run(shopper, tally));

    expect(tally.refusals()).toEqual([]);
    expect(tally.count(429)).toBe(0);
    // Every shopper got through: a cart each, an order each, each paid.
    expect(shoppers.filter(({ actor }) => actor.orderRef)).toHaveLength(SHOPPERS);
    expect(tally.statuses.get("POST /api/payments/test/{paymentId}/")!.filter((status) => status === 303)).toHaveLength(SHOPPERS);
    console.info(`[crowd] ${[...tally.statuses.values()].flat().length} requests, ${tally.count(429)} × 429`);
    // 4,550 requests through the whole API: 25-35 s on a quiet 2-core machine, twice that beside a build.
  }, 180_000);

  /** A script's new cart, from the NAT's address, every two seconds for ten minutes: 300 tries. */
  const SCRIPT_TRIES = 300;
  const SCRIPT_SPREAD = (SCRIPT_TRIES - 1) * 2 * SECOND;
  const newCart = async (cookie: string | null) => (await call(cartsPost, "/api/carts/", {}, init("POST", cookie, { items: { [productIds[0]!]: { qty: 1 } } }))).status;
  const startSession = async () => (await call(appStateGet, "/api/app-state/", {}, init("GET", null))).headers.get("set-cookie")!.split(";")[0]!;
  const tries = () => Array.from({ length: SCRIPT_TRIES }, (_, i) => ({ actor: i, steps: [{ at: 0, run: async () => undefined }] }));
  const madeCarts = async () => (await database.db.select({ cartId: carts.cartId }).from(carts)).length;

  it("a script creating carts without browsing meets the limit: with one session", async () => {
    const cookie = await startSession();
    const statuses: number[] = [];
    await simulate(tries(), SCRIPT_SPREAD, async () => void statuses.push(await newCart(cookie)));
    console.info(`[script, one session] ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 429).length} × 429`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CART_CREATION.perSession.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SCRIPT_TRIES - CART_CREATION.perSession.limit);
  });

  it("a script creating carts without browsing meets the limit: with a fresh session for every cart", async () => {
    const before = await madeCarts();
    const statuses: number[] = [];
    await simulate(tries(), SCRIPT_SPREAD, async () => void statuses.push(await newCart(await startSession())));
    console.info(`[script, fresh sessions] ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 429).length} × 429`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CART_CREATION.newSessionsPerAddress.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SCRIPT_TRIES - CART_CREATION.newSessionsPerAddress.limit);
    expect((await madeCarts()) - before).toBe(CART_CREATION.newSessionsPerAddress.limit);
  });

  it("a script creating carts without a session meets the limit, and never makes one", async () => {
    const before = await madeCarts();
    const statuses: number[] = [];
    await simulate(tries(), SCRIPT_SPREAD, async () => void statuses.push(await newCart(null)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(CART_CREATION.newSessionsPerAddress.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SCRIPT_TRIES - CART_CREATION.newSessionsPerAddress.limit);
    expect(await madeCarts()).toBe(before);
  });
});
