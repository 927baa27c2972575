/**
 * Places an order through the API with the given request context's own session,
 * as the checkout does (a refrigerator delivered to Amsterdam on the first
 * delivery day), for the specs that need an order to exist; the checkout's own
 * screens are tested in checkout.spec.ts.
 */
import { type APIRequestContext, expect } from "@playwright/test";

export interface OrderThroughApi {
  /** Names the spec in the Idempotency-Key. */
  idempotencyPrefix: string;
  paymentMethod?: "banktransfer" | "ideal";
  /** Who orders: a name and an e-mail address (the mails are found by it). */
  customer?: { firstName: string; lastName: string; emailAddress: string };
  /** Choices sent with the order: `{ takeRetour: true, floor: 2, elevator: true }`. */
  choices?: Record<string, unknown>;
}

/** Answers the order's number and, for an online payment, where to pay. */
export async function placeOrderWith(request: APIRequestContext, order: OrderThroughApi): Promise<{ orderRef: string; paymentUrl: string | null }> {
  await request.get("/api/app-state/");
  const listing = (await (await request.get("/api/products/?category=koelkasten&pageSize=24")).json()) as { data: { items: { productId: number; inStock: boolean }[] } };
  const product = listing.data.items.find((item) => item.inStock)!;
  const created = await request.post("/api/carts/", {
    data: {
      items: { [product.productId]: { qty: 1 } },
      ...(order.customer ?? { firstName: "Joris", lastName: "Bakker", emailAddress: "joris@example.nl" }),
      phoneNumber: "0612345678",
      shippingStreet: "Damrak",
      shippingHouseNumber: "1",
      shippingPostalCode: "1012 LG",
      shippingCity: "Amsterdam",
      shippingCountry: "NL",
    },
  });
  const cart = ((await created.json()) as { data: { cartId: string; version: number; deliveryOptions: { days: { date: string }[] } } }).data;
  const placed = await request.put(`/api/carts/${cart.cartId}/`, {
    headers: { "idempotency-key": `${order.idempotencyPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: {
      version: cart.version,
      acceptedTermsAndConditions: true,
      deliveryDay: cart.deliveryOptions.days[0]!.date,
      paymentMethod: order.paymentMethod ?? "banktransfer",
      ...order.choices,
    },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { data: { orderRef: string; paymentUrl: string | null } }).data;
}

/** A bank-transfer order; answers its number. */
export async function placeOrderThroughApi(request: APIRequestContext, idempotencyPrefix: string): Promise<string> {
  return (await placeOrderWith(request, { idempotencyPrefix })).orderRef;
}
