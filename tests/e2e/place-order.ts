/**
 * Places an order through the API with the given request context's own session,
 * as the checkout does (bank transfer, the first delivery day), for the specs
 * that need an order to exist; the checkout's own screens are tested in
 * checkout.spec.ts.
 */
import { type APIRequestContext, expect } from "@playwright/test";

export async function placeOrderThroughApi(request: APIRequestContext, idempotencyPrefix: string): Promise<string> {
  await request.get("/api/app-state/");
  const listing = (await (await request.get("/api/products/?category=koelkasten&pageSize=24")).json()) as { data: { items: { productId: number; inStock: boolean }[] } };
  const product = listing.data.items.find((item) => item.inStock)!;
  const created = await request.post("/api/carts/", {
    data: {
      items: { [product.productId]: { qty: 1 } },
      firstName: "Joris",
      lastName: "Bakker",
      emailAddress: "joris@example.nl",
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
    headers: { "idempotency-key": `${idempotencyPrefix}-${Date.now()}` },
    data: { version: cart.version, acceptedTermsAndConditions: true, deliveryDay: cart.deliveryOptions.days[0]!.date, paymentMethod: "banktransfer" },
  });
  expect(placed.status()).toBe(200);
  return ((await placed.json()) as { data: { orderRef: string } }).data.orderRef;
}
