import { and, eq, gt } from "drizzle-orm";
import { openPostgres } from "@/server/db/client";
import { products, carts } from "@/server/db/schema";
import { createCart } from "@/server/carts/create-cart";
import { placeOrder } from "@/server/orders/place-order";
import { cartUpdateSchema, cartCreateSchema } from "@/schemas/cart-input";
import { loadCheckoutContext } from "@/server/orders/checkout-context";
import { loadCartProducts } from "@/server/carts/cart-products";
import { readCart } from "@/server/carts/read-cart";

const handle = await openPostgres("postgres://postgres@127.0.0.1:5432/stekker_bench", 4);
const db = handle.db;
const ids = (await db.select({ id: products.productId }).from(products).where(and(eq(products.expired, false), gt(products.stock, 5))).limit(200)).map((r) => r.id);
const fields = { firstName: "B", lastName: "K", emailAddress: "b@k.nl", phoneNumber: "0612345678", shippingStreet: "Rapenburg", shippingHouseNumber: "73", shippingPostalCode: "2311 GJ", shippingCity: "Leiden", shippingCountry: "NL", paymentMethod: "ideal" };
const time = async <T>(label: string, acc: Record<string, number>, fn: () => Promise<T>) => { const s = performance.now(); const r = await fn(); acc[label] = (acc[label] ?? 0) + performance.now() - s; return r; };
const acc: Record<string, number> = {};
const N = 50;
for (let i = 0; i < N + 10; i++) {
  const a = i < 10 ? {} : acc;
  const cart = await time("createCart", a, () => createCart(db, "sessionsessionsession1", cartCreateSchema.parse({ items: { [ids[i]!]: { qty: 1 } }, ...fields }), new Date()));
  await time("readCart", a, () => readCart(db, cart.cartId, "sessionsessionsession1", new Date()));
  const prods = await time("loadCartProducts", a, () => loadCartProducts(db, [ids[i]!]));
  const [row] = await db.select().from(carts).where(eq(carts.cartId, cart.cartId));
  await time("checkoutContext", a, () => loadCheckoutContext(db, { fields: row!.fields as never, items: row!.items as never }, prods, new Date()));
  await time("placeOrder", a, () => placeOrder(db, { cartId: cart.cartId, sessionId: "sessionsessionsession1", input: cartUpdateSchema.parse({ version: cart.version, acceptedTermsAndConditions: true, deliveryDay: cart.deliveryOptions.days[0]!.date }), idempotencyKey: null, now: new Date() }, async () => null));
}
console.log(Object.fromEntries(Object.entries(acc).map(([k, v]) => [k, (v / N).toFixed(2)])));
await handle.close();
