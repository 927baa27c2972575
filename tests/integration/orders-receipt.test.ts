/**
 * How a placed order reaches its customer, as the order's answer, the order
 * page and the confirmation e-mail tell it: the first pick-up day, the
 * pick-up point, the floor, and the right of withdrawal counted from receipt
 * and offered to consumers only.
 */
import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import { OrderPage } from "@/features/order/order-page";
import { orders } from "@/server/db/schema";

import { call, apiRoute } from "../support/api";
import { BELGIAN_CUSTOMER, chooseTestPayment, filledCart, mailAbout, orderBody, placeOrder, readOrder } from "../support/checkout";
import { newSession } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";
import { useStandIn } from "../support/use-stand-in";
import { startViesStandIn } from "../support/vies-stand-in";

const { POST: withdraw } = apiRoute("/api/orders/{orderRef}/withdrawal/");

// The order page's links prefetch through the app router, which a static render has not mounted.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => undefined, push: () => undefined, refresh: () => undefined }) }));

const DAY_MS = 86_400_000;
const plusDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const visibleText = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** A Belgian company (company name and a VAT number VIES knows) at the address of the audit. */
const BELGIAN_COMPANY = {
  ...BELGIAN_CUSTOMER,
  shippingStreet: "Meir",
  shippingHouseNumber: "12",
  shippingPostalCode: "2000",
  shippingCity: "Antwerpen",
  company: true,
  companyName: "Peeters Keukens BV",
  vatNumber: "BE0123456789",
} as const;

describe(`a placed order's delivery and withdrawal on ${testDriver()}`, () => {
  useStandIn("VIES_URL", startViesStandIn);

  const shop = useOrderShop();
  const product = shop.product;

  it("a pick-up order records its first pick-up day, and the 14 days of withdrawal count from it, not from the order day", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1, options: { pickUpDiscount: true } } });
    const pickUpDay = cart.deliveryOptions.pickUp.date as string;
    const answer = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "pinOnPickup" });
    expect(answer.status).toBe(200);
    const order = (await readOrder(session, answer.json.data.orderRef)).json.data;
    expect(order).toMatchObject({ deliveryType: "pickUp", deliveryDay: null, pickUpDay, withdrawalRight: true, canWithdraw: true });
    expect(order.withdrawalDeadline).toBe(plusDays(pickUpDay, 14));
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, order.orderRef));
    expect(row!.fields.pickUpDay).toBe(pickUpDay);
  });

  it("a pick-up order placed before the pick-up day was recorded counts from its first possible pick-up day", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1, options: { pickUpDiscount: true } } });
    const orderRef = (await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "pinOnPickup" })).json.data.orderRef as string;
    // As the audit's order: placed Saturday 21 November 2026 at 19:30 in Zoeterwoude, after the last pick-up hour, without a recorded pick-up day.
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    const { pickUpDay: _recorded, ...fields } = row!.fields;
    await shop.database.db.update(orders).set({ fields, createdAt: new Date("2026-11-21T18:30:00Z") }).where(eq(orders.orderRef, orderRef));
    const order = (await readOrder(session, orderRef)).json.data;
    expect(order.pickUpDay).toBe("2026-11-22");
    expect(order.withdrawalDeadline).toBe("2026-12-06");
  });

  it("a Belgian business order with pick-up: the pick-up point, its day and hours, the company's address as invoice address, and no withdrawal", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1, options: { pickUpDiscount: true } } }, BELGIAN_COMPANY);
    expect(cart.vatNumberStatus).toBe("valid");
    const answer = await placeOrder(session, cart.cartId, { version: cart.version, paymentMethod: "bancontact" });
    expect(answer.status).toBe(200);
    const orderRef = answer.json.data.orderRef as string;
    await chooseTestPayment(answer.json.data.paymentUrl, "approve");
    const order = (await readOrder(session, orderRef)).json.data;
    expect(order).toMatchObject({ deliveryType: "pickUp", withdrawalRight: false, canWithdraw: false });

    const page = visibleText(renderToStaticMarkup(createElement(OrderPage, { order, token: null, phone: "071 - 760 00 00", justPlaced: false, now: new Date() })));
    const pickUpPart = page.slice(page.indexOf("Zelf afhalen in Zoeterwoude"), page.indexOf("Factuuradres"));
    expect(pickUpPart).toContain("Afhaalcentrum Zoeterwoude Rijndijk 300 2382 AS Zoeterwoude");
    expect(pickUpPart).toMatch(/Af te halen vanaf \w+ \d{1,2} \w+ \d{4}/);
    expect(pickUpPart).toContain("Openingstijden afhaalcentrum");
    expect(pickUpPart).not.toContain("Meir 12");
    expect(page).toContain("Factuuradres Peeters Keukens BV Meir 12 2000 Antwerpen (België)");
    expect(page).not.toContain("Herroep je aankoop hier");

    const refused = await call(withdraw, `/api/orders/${orderRef}/withdrawal/`, { orderRef }, { method: "POST", headers: { "content-type": "application/json", cookie: session }, body: JSON.stringify({ confirm: true }) });
    expect(refused.status).toBe(422);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    expect(row!.withdrawnAt).toBeNull();

    const confirmation = await mailAbout(shop.mail, orderRef);
    expect(confirmation.text).not.toContain("Herroep je aankoop hier");
    expect(confirmation.text).toContain("alleen voor consumenten");
    expect(confirmation.text).toMatch(/AFHALEN\nAf te halen vanaf \w+ \d{1,2} \w+ \d{4}; we mailen je zodra je bestelling klaarstaat\nAfhaaladres: Afhaalcentrum Zoeterwoude/);
  });

  it("a home delivery's confirmation reads 'Bezorging op' with the day, and names the chosen floor with the lift", async () => {
    const large = shop.productWhere((candidate) => !isSmallApplianceCategory(candidate.categoryId));
    const session = await newSession();
    const cart = await filledCart(session, { [large.productId]: { qty: 1 } });
    expect(cart.disableFloorSelection).toBe(false);
    const answer = await placeOrder(session, cart.cartId, orderBody(cart, "ideal", { floor: 1, elevator: true }));
    expect(answer.status).toBe(200);
    const orderRef = answer.json.data.orderRef as string;
    await chooseTestPayment(answer.json.data.paymentUrl, "approve");
    const order = (await readOrder(session, orderRef)).json.data;
    expect(order).toMatchObject({ floor: 1, elevator: true, withdrawalRight: true, withdrawalDeadline: plusDays(order.deliveryDay, 14) });

    const page = visibleText(renderToStaticMarkup(createElement(OrderPage, { order, token: null, phone: "071 - 760 00 00", justPlaced: false, now: new Date() })));
    expect(page).toMatch(/Bezorging op \w+ \d{1,2} \w+ \d{4} Verdieping: 1e verdieping, met lift/);
    expect(page).not.toContain("Bezorgd op");

    const confirmation = await mailAbout(shop.mail, orderRef);
    expect(confirmation.text).toMatch(/BEZORGING\nBezorging op \w+ \d{1,2} \w+ \d{4}\nVerdieping: 1e verdieping, met lift\nAfleveradres:/);
    expect(confirmation.text).toContain("Herroep je aankoop hier");
  });
});
