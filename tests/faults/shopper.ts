/**
 * A shopper as the fault test plays one: the shop's own API calls over HTTP, in
 * the order the browser makes them, through a "load balancer" of two app
 * instances. A request that gets no answer (the instance died) or a 5xx is sent
 * again, to the other instance when the first did not answer at all, as a load
 * balancer's health check would route it; placing the order is retried with the
 * SAME Idempotency-Key, as the shop's client does.
 */
import { randomUUID } from "node:crypto";

import { sleep } from "./services";

export interface Instance {
  name: string;
  origin: string;
}

/** One answer (or none: status 0) as an instance gave it, for the figures. */
export interface Exchange {
  instance: string;
  at: number;
  status: number;
  /** For a 5xx: whether the body had decisions §6's failure shape. */
  shaped?: boolean;
}

export interface Answer {
  status: number;
  json: { data?: Record<string, unknown>; failed?: boolean; message?: string } | null;
}

const RETRIES = 25;

export class Shopper {
  private cookie = "";
  /** Where this shopper's requests go first; the other instance takes over when it does not answer. */
  private preferred: number;

  constructor(
    private readonly instances: Instance[],
    preferred: number,
    /** The shopper's own address, as a proxy in front would forward it (each has its own rate limits). */
    private readonly address: string,
    private readonly log: Exchange[],
  ) {
    this.preferred = preferred;
  }

  /** One request to one instance; status 0 when no answer came. */
  async once(instance: Instance, method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      origin: instance.origin,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": this.address,
      ...extraHeaders,
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    try {
      const response = await fetch(`${instance.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      let json: Answer["json"] = null;
      try {
        json = JSON.parse(text) as Answer["json"];
      } catch {
        json = null;
      }
      const setCookie = response.headers.get("set-cookie");
      if (setCookie?.startsWith("stekker_session=")) this.cookie = setCookie.split(";")[0]!;
      this.log.push({ instance: instance.name, at: Date.now(), status: response.status, ...(response.status >= 500 ? { shaped: json?.failed === true && typeof json.message === "string" } : {}) });
      return { status: response.status, json };
    } catch {
      this.log.push({ instance: instance.name, at: Date.now(), status: 0 });
      return { status: 0, json: null };
    }
  }

  /** A request with the load balancer's retries: no answer moves the shopper to the other instance. */
  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    let answer: Answer = { status: 0, json: null };
    for (let attempt = 0; attempt < RETRIES; attempt += 1) {
      answer = await this.once(this.instances[this.preferred]!, method, path, body, headers);
      if (answer.status !== 0 && answer.status < 500) return answer;
      if (answer.status === 0) this.preferred = (this.preferred + 1) % this.instances.length;
      await sleep(Math.min(200 * (attempt + 1), 1500));
    }
    return answer;
  }

  async startSession(): Promise<void> {
    const answer = await this.send("GET", "/api/app-state/");
    if (answer.status !== 200 || !this.cookie) throw new Error(`geen sessie: ${answer.status}`);
  }

  /** A cart change with the version read last; a 409 (a retried change that did land, or a change in between) reads the cart and tries again. */
  async changeCart(cartId: string, version: number, change: Record<string, unknown>): Promise<Record<string, unknown>> {
    let current = version;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await this.send("PUT", `/api/carts/${cartId}/`, { version: current, ...change });
      if (answer.status === 200) return answer.json!.data!;
      if (answer.status !== 409) throw new Error(`winkelwagen wijzigen: ${answer.status} ${JSON.stringify(answer.json)}`);
      const read = await this.send("GET", `/api/carts/${cartId}/`);
      if (read.status !== 200) throw new Error(`winkelwagen lezen: ${read.status}`);
      current = Number(read.json!.data!.version);
    }
    throw new Error("winkelwagen wijzigen: steeds 409");
  }
}

export interface CheckoutOutcome {
  cartId: string | null;
  idempotencyKey: string;
  items: Record<string, number>;
  /** What the shopper was told: the order's number, or null when placing failed. */
  orderRef: string | null;
  error: string | null;
}

/** The customer's details, as a Dutch consumer fills them in (address lookup off: entered by hand). */
export const CUSTOMER = {
  firstName: "Sanne",
  lastName: "de Vries",
  emailAddress: "sanne@example.nl",
  phoneNumber: "06 12345678",
  shippingStreet: "Rapenburg",
  shippingHouseNumber: "73",
  shippingPostalCode: "2311 GJ",
  shippingCity: "Leiden",
  shippingCountry: "NL",
  shippingManualEntry: true,
} as const;

/** app state → new cart → items → the customer's details → place the order (one Idempotency-Key for every try). */
export async function checkout(shopper: Shopper, items: Record<string, number>, paymentMethod: string): Promise<CheckoutOutcome> {
  const idempotencyKey = randomUUID();
  const outcome: CheckoutOutcome = { cartId: null, idempotencyKey, items, orderRef: null, error: null };
  try {
    await shopper.startSession();
    const created = await shopper.send("POST", "/api/carts/", {});
    if (created.status !== 201) throw new Error(`winkelwagen maken: ${created.status} ${JSON.stringify(created.json)}`);
    const cartId = String(created.json!.data!.cartId);
    outcome.cartId = cartId;
    const withItems = await shopper.changeCart(cartId, Number(created.json!.data!.version), {
      items: Object.fromEntries(Object.entries(items).map(([productId, qty]) => [productId, { qty }])),
    });
    const filled = await shopper.changeCart(cartId, Number(withItems.version), CUSTOMER);
    const days = (filled.deliveryOptions as { days: { date: string }[] }).days;
    const body = { acceptedTermsAndConditions: true, version: Number(filled.version), deliveryDay: days[0]!.date, paymentMethod };
    const placed = await shopper.send("PUT", `/api/carts/${cartId}/`, body, { "idempotency-key": idempotencyKey });
    if (placed.status !== 200) throw new Error(`bestellen: ${placed.status} ${JSON.stringify(placed.json)}`);
    outcome.orderRef = String(placed.json!.data!.orderRef);
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
  }
  return outcome;
}
