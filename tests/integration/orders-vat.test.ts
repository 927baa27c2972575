/**
 * The VAT of an order (decisions §1), from the cart's answer to the placed
 * order and its payment: a Belgian business with a VIES-valid VAT number buys
 * under reverse charge and pays the amount excluding VAT; a Dutch business and
 * a consumer pay Dutch VAT, and the totals say how much of it is in the total.
 */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { formatEuro } from "@/domain/money";
import { orders, payments, products } from "@/server/db/schema";

import { BELGIAN_CUSTOMER, chooseTestPayment, DUTCH_CUSTOMER, filledCart, mailAbout, orderBody, placeOrder, readOrder } from "../support/checkout";
import { newSession, updateCart } from "../support/session";
import { testDriver } from "../support/test-database";
import { useOrderShop } from "../support/use-order-shop";
import { useStandIn } from "../support/use-stand-in";
import { startViesStandIn, VIES_MEMBER_STATE_DOWN_NUMBER } from "../support/vies-stand-in";

/** A price whose VAT does not come out even: 699,00 incl. VAT is 577,685… excl., so 577,69, with 121,31 VAT. */
const PRICE_CENTS = 69_900;

const BELGIAN_COMPANY = { ...BELGIAN_CUSTOMER, company: true, companyName: "Peeters Keukens BV", vatNumber: "BE0123456789" } as const;
const DUTCH_COMPANY = { ...DUTCH_CUSTOMER, company: true, companyName: "Stekker Test B.V.", vatNumber: "NL123456789B01" } as const;

describe(`VAT of an order on ${testDriver()}`, () => {
  useStandIn("VIES_URL", startViesStandIn);

  const orderRow = async (orderRef: string) => (await shop.database.db.select().from(orders).where(eq(orders.orderRef, orderRef)))[0]!;
  const paymentsOf = (orderRef: string) => shop.database.db.select().from(payments).where(eq(payments.orderRef, orderRef));

  // Known prices, without discounts or delivery costs, so that every amount below is exact.
  const shop = useOrderShop({
    productCount: 20,
    prepare: (database, stock) =>
      shop.database.db
        .update(products)
        .set({ priceCents: PRICE_CENTS, cashDeskDiscountCents: null, cashbackCents: null, deliveryCostCents: 0 })
        .where(inArray(products.productId, stock.map((row) => row.productId)))
        .then(() => undefined),
  });
  const product = shop.product;

  it("a Belgian business with a VIES-valid VAT number gets reverse charge: the cart, the order and its payment carry the amount excluding VAT", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } }, BELGIAN_COMPANY);
    expect(cart.vatNumberStatus).toBe("valid");
    expect(cart.totals).toMatchObject({ vatTreatment: "reverseCharge", itemsTotal: 699, vatTotal: 0, grandTotalExclVat: 577.69, grandTotal: 577.69 });

    const answer = await placeOrder(session, cart.cartId, orderBody(cart, "bancontact"));
    expect(answer.status).toBe(200);
    const placed = answer.json.data;
    expect(placed.totals).toMatchObject({ vatTreatment: "reverseCharge", vatTotal: 0, grandTotal: 577.69 });
    expect(placed.paymentUrl).toMatch(/^\/betalen\/test\//);

    const row = await orderRow(placed.orderRef);
    expect(row.grandTotalCents).toBe(57_769);
    expect(row.totals).toMatchObject({ vatTreatment: "reverseCharge", vatTotal: 0, grandTotalExclVat: 57_769, grandTotal: 57_769, itemsTotal: PRICE_CENTS });
    const [payment] = await paymentsOf(placed.orderRef);
    expect(payment).toMatchObject({ method: "bancontact", amountCents: 57_769 });

    const order = (await readOrder(session, placed.orderRef)).json.data;
    expect(order).toMatchObject({ vatTreatment: "reverseCharge", reverseChargeVatNumber: "BE0123456789", totals: { grandTotal: 577.69, vatTotal: 0, grandTotalExclVat: 577.69 } });

    // The mail comes once the payment is in (decisions §10).
    await chooseTestPayment(placed.paymentUrl, "approve");
    const confirmation = await mailAbout(shop.mail, placed.orderRef);
    expect(confirmation.text).toContain(`Totaal (exclusief btw): ${formatEuro(57_769)}`);
    expect(confirmation.text).toContain("Btw verlegd naar de afnemer (intracommunautaire levering).");
    expect(confirmation.text).toContain("Btw-nummer afnemer: BE0123456789");
    expect(confirmation.text).toContain(`betaling van ${formatEuro(57_769)}`);
  });

  it("a Dutch business pays Dutch VAT: the total including VAT, which holds 121,31 VAT, also at the payment provider", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } }, DUTCH_COMPANY);
    expect(cart.vatNumberStatus).toBe("valid");
    expect(cart.totals).toMatchObject({ vatTreatment: "standard", grandTotal: 699, vatTotal: 121.31, grandTotalExclVat: 577.69 });

    const placed = (await placeOrder(session, cart.cartId, orderBody(cart, "ideal"))).json.data;
    const row = await orderRow(placed.orderRef);
    expect(row.grandTotalCents).toBe(PRICE_CENTS);
    expect(row.totals).toMatchObject({ vatTreatment: "standard", vatTotal: 12_131, grandTotalExclVat: 57_769 });
    expect((await paymentsOf(placed.orderRef))[0]).toMatchObject({ amountCents: PRICE_CENTS });
    expect((await readOrder(session, placed.orderRef)).json.data).toMatchObject({ vatTreatment: "standard", reverseChargeVatNumber: null });
  });

  it("a consumer pays the total including VAT; the VAT is worked out on the whole total, the payment fee included", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } });
    const placed = (await placeOrder(session, cart.cartId, orderBody(cart, "pinOnDelivery"))).json.data;
    // 699,00 + 4,95 pin fee = 703,95, of which 122,17 VAT, rounded once on the whole.
    expect(placed.totals).toMatchObject({ vatTreatment: "standard", paymentFee: 4.95, grandTotal: 703.95, grandTotalExclVat: 581.78, vatTotal: 122.17 });
    const row = await orderRow(placed.orderRef);
    expect(row).toMatchObject({ grandTotalCents: 70_395, paymentStatus: "pending" });
    expect(row.totals).toMatchObject({ vatTreatment: "standard", vatTotal: 12_217 });
    const confirmation = await mailAbout(shop.mail, placed.orderRef);
    expect(confirmation.text).toContain(`Totaal (inclusief btw): ${formatEuro(70_395)}`);
    expect(confirmation.text).toContain(`Waarvan btw (21%): ${formatEuro(12_217)}`);
    expect(confirmation.text).not.toContain("Btw verlegd");
  });

  it("a Belgian VAT number VIES could not check pays Dutch VAT: reverse charge needs VIES's yes", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } }, { ...BELGIAN_COMPANY, vatNumber: VIES_MEMBER_STATE_DOWN_NUMBER });
    expect(cart.vatNumberStatus).toBe("unknown");
    expect(cart.totals).toMatchObject({ vatTreatment: "standard", grandTotal: 699, vatTotal: 121.31 });
  });

  it("a Belgian business whose goods stay in the Netherlands pays Dutch VAT: picked up in Zoeterwoude, or delivered to a Dutch address", async () => {
    const session = await newSession();
    const productId = product().productId;
    const cart = await filledCart(session, { [productId]: { qty: 1 } }, BELGIAN_COMPANY);
    expect(cart.totals).toMatchObject({ vatTreatment: "reverseCharge" });
    const pickedUp = (await updateCart(session, cart.cartId, { version: cart.version, items: { [productId]: { qty: 1, options: { pickUpDiscount: true } } } })).json.data;
    expect(pickedUp.deliveryType).toBe("pickUp");
    expect(pickedUp.totals).toMatchObject({ vatTreatment: "standard" });
    const toDutchAddress = (
      await updateCart(session, cart.cartId, { version: pickedUp.version, items: { [productId]: { qty: 1, options: { pickUpDiscount: false } } }, shippingCountry: "NL", shippingPostalCode: "2382 AS" })
    ).json.data;
    expect(toDutchAddress.deliveryType).not.toBe("pickUp");
    expect(toDutchAddress.totals).toMatchObject({ vatTreatment: "standard" });
  });

  it("a business that becomes a consumer (company off) pays VAT again; back on, reverse charge again", async () => {
    const session = await newSession();
    const cart = await filledCart(session, { [product().productId]: { qty: 1 } }, BELGIAN_COMPANY);
    const consumer = (await updateCart(session, cart.cartId, { version: cart.version, company: false })).json.data;
    expect(consumer.totals).toMatchObject({ vatTreatment: "standard", grandTotal: 699 });
    const business = (await updateCart(session, cart.cartId, { version: consumer.version, company: true })).json.data;
    expect(business.totals).toMatchObject({ vatTreatment: "reverseCharge", grandTotal: 577.69 });
  });
});
