import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { orderView } from "@/lib/api/answers";
import type { OrderAnswer } from "@/schemas/answers/orders";

import { OrderPage } from "./order-page";
import { TestPaymentPage } from "./test-payment-page";
import { WithdrawalPage } from "./withdrawal-page";

// The links prefetch on intent through the app router, which a static render has not mounted.
vi.mock("next/navigation", () => ({ useRouter: () => ({ prefetch: () => undefined, push: () => undefined, refresh: () => undefined }) }));

// The orders as GET /api/orders/{orderRef}/ answers them (euros); the pages get them through the one adapter, as the app's pages do.
// Monday 23 November 2026, 10:00 in Amsterdam.
const NOW = new Date("2026-11-23T09:00:00Z");

const homeDelivery: OrderAnswer = {
  orderRef: "40000001",
  createdAt: "2026-11-21T10:00:00.000Z",
  paymentStatus: "paid",
  paymentMethod: "ideal",
  paymentMethodLabel: "iDEAL",
  paidAt: "2026-11-21T10:01:00.000Z",
  state: "paid",
  canRetryPayment: false,
  paymentDeadline: null,
  cancelledAt: null,
  fulfilmentStatus: "new",
  pickUpCode: null,
  deliveryWindow: null,
  refunds: [],
  paymentPageUrl: null,
  invoice: null,
  deliveryType: "default",
  deliveryDay: "2026-11-24",
  deliveryWeek: null,
  pickUpDay: null,
  customer: { firstName: "Anna", lastName: "de Vries", emailAddress: "anna@example.nl", phoneNumber: "0612345678", company: false, companyName: null, vatNumber: null },
  shippingAddress: { shippingStreet: "Rapenburg", shippingHouseNumber: "73", shippingHouseNumberAddition: null, shippingPostalCode: "2311 GJ", shippingCity: "Leiden", shippingCountry: "NL" },
  invoiceAddress: null,
  floor: 1,
  elevator: true,
  takeRetour: null,
  notes: null,
  reference: null,
  items: [],
  totals: { itemsTotal: 549, grandTotal: 549, vatTotal: 95.28, grandTotalExclVat: 453.72 },
  vatTreatment: "standard",
  reverseChargeVatNumber: null,
  withdrawnAt: null,
  withdrawalRight: true,
  withdrawalDeadline: "2026-12-08",
  canWithdraw: true,
  quoteId: null,
};

// A Belgian company picking up in Zoeterwoude, ordered Saturday 21 November, to be collected from Sunday 22 November.
const businessPickUp: OrderAnswer = {
  ...homeDelivery,
  orderRef: "40000002",
  deliveryType: "pickUp",
  deliveryDay: null,
  pickUpDay: "2026-11-22",
  customer: { firstName: "Jan", lastName: "Peeters", emailAddress: "jan@example.be", phoneNumber: "+32470123456", company: true, companyName: "Peeters Keukens BV", vatNumber: "BE0123456789" },
  shippingAddress: { shippingStreet: "Meir", shippingHouseNumber: "12", shippingHouseNumberAddition: null, shippingPostalCode: "2000", shippingCity: "Antwerpen", shippingCountry: "BE" },
  floor: null,
  elevator: null,
  withdrawalRight: false,
  withdrawalDeadline: "2026-12-06",
  canWithdraw: false,
};

/** The visible text of some markup (emotion's inline styles left out). */
function text(html: string): string {
  return html
    .replace(/<style[^>]*>.*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The text from the element with `data-testid="id"` to the next test id. */
function block(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return "";
  const next = html.indexOf("data-testid=", start + 1);
  return text(html.slice(start, next < 0 ? undefined : next));
}

function section(html: string, id: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  const end = html.indexOf("</section>", start);
  return text(html.slice(start, end));
}

describe("the order page", () => {
  it("a pick-up order shows the pick-up point's address, the first pick-up day and the opening hours, and the customer's address only as invoice address", () => {
    const html = renderToStaticMarkup(<OrderPage order={orderView(businessPickUp)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    const delivery = section(html, "bezorging");
    expect(delivery).toContain("Zelf afhalen in Zoeterwoude");
    expect(block(html, "delivery-moment")).toContain("Af te halen vanaf zondag 22 november 2026");
    expect(block(html, "pick-up-address")).toContain("Afhaaladres Afhaalcentrum Zoeterwoude Rijndijk 300 2382 AS Zoeterwoude (Nederland)");
    expect(delivery).toMatch(/Openingstijden afhaalcentrum ma t\/m vr 9:00 - 20:00 za 9:30 - 20:00 zo 14:30 - 20:00/);
    expect(block(html, "invoice-address")).toContain("Factuuradres Peeters Keukens BV Meir 12 2000 Antwerpen (België)");
    // The customer's address appears once, as invoice address, never under the pick-up point.
    expect(delivery.split("Meir 12")).toHaveLength(2);
    expect(delivery.indexOf("Meir 12")).toBeGreaterThan(delivery.indexOf("Factuuradres"));
    expect(html).not.toContain("Bezorgadres");
  });

  it("decisions §10: a pick-up ready shows its code, a delivery under way its window, and refunds their amounts", () => {
    const ready = text(renderToStaticMarkup(<OrderPage order={orderView({ ...businessPickUp, fulfilmentStatus: "readyForPickup", pickUpCode: "AK3F7X" })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />));
    expect(ready).toContain("Je bestelling staat klaar om af te halen.");
    expect(ready).toContain("Je afhaalcode: AK3 F7X");
    const onTheWay = text(renderToStaticMarkup(<OrderPage order={orderView({ ...homeDelivery, fulfilmentStatus: "outForDelivery", deliveryWindow: "13:00-17:00" })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />));
    expect(onTheWay).toContain("We komen vandaag tussen 13:00 en 17:00.");
    const refunded = text(
      renderToStaticMarkup(
        <OrderPage order={orderView({ ...homeDelivery, paymentStatus: "partiallyRefunded", refunds: [{ amount: 25.5, status: "refunded", confirmedAt: "2026-11-23T09:00:00.000Z" }] })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />,
      ),
    );
    expect(refunded).toContain("Terugbetalingen");
    expect(refunded).toContain("€ 25,50 terugbetaald op");
  });

  it("a refunded payment reads in Dutch, and its refunds stand in the payment's section, not the delivery's", () => {
    const html = renderToStaticMarkup(
      <OrderPage order={orderView({ ...homeDelivery, paymentStatus: "partiallyRefunded", refunds: [{ amount: 25.5, status: "refunded", confirmedAt: "2026-11-23T09:00:00.000Z" }] })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />,
    );
    expect(text(html)).toContain("Deels terugbetaald");
    expect(text(html)).not.toContain("partiallyRefunded");
    const paymentSection = html.slice(html.indexOf('aria-labelledby="betaling"'), html.indexOf("</section>", html.indexOf('aria-labelledby="betaling"')));
    expect(paymentSection).toContain('data-testid="refunds"');
    const fully = text(renderToStaticMarkup(<OrderPage order={orderView({ ...homeDelivery, paymentStatus: "refunded" })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />));
    expect(fully).toContain("Terugbetaald");
  });

  it("Dutch VAT: the total including VAT and the VAT in it ('Waarvan btw')", () => {
    const page = text(renderToStaticMarkup(<OrderPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />));
    expect(page).toMatch(/Totaal \(inclusief btw\) 549,-/);
    expect(page).toMatch(/Waarvan btw \(21%\) 95,28/);
    expect(page).not.toContain("Btw verlegd");
  });

  it("reverse charge: the amounts excluding VAT, 'Btw verlegd' 0, the note and the customer's VAT number", () => {
    const reverse: OrderAnswer = {
      ...businessPickUp,
      items: [{ key: "1", productId: 1, combinationId: null, name: "WM14N2ECNL", brandName: "Siemens", ean: "4242003123456", categoryName: "Wasmachines", url: "/wasmachines/siemens-wm14n2ecnl/", imageUrl: "/afbeeldingen/1/voorkant.svg", qty: 1, unitPrice: 549, listPrice: 549, options: { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false }, optionPrices: { assembly: null, extraService: null, extraWarranty: null, pickUpDiscount: null } }],
      totals: { itemsTotal: 549, grandTotal: 453.72, vatTotal: 0, grandTotalExclVat: 453.72 },
      vatTreatment: "reverseCharge",
      reverseChargeVatNumber: "BE0123456789",
    };
    const page = text(renderToStaticMarkup(<OrderPage order={orderView(reverse)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />));
    expect(page).toMatch(/1 × 453,72/);
    expect(page).toMatch(/Artikelen \(1\) 453,72/);
    expect(page).toMatch(/Btw verlegd 0,-/);
    expect(page).toMatch(/Totaal \(exclusief btw\) 453,72/);
    expect(page).toContain("Btw verlegd naar de afnemer (intracommunautaire levering). Btw-nummer afnemer: BE0123456789");
    expect(page).not.toContain("549");
  });

  it("a business order is not offered the consumer's right of withdrawal", () => {
    const html = renderToStaticMarkup(<OrderPage order={orderView(businessPickUp)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    expect(html).not.toContain("/herroepen");
    expect(html).not.toContain("Herroep je aankoop hier");
    expect(section(html, "herroepen")).toContain("geldt alleen voor consumenten");
  });

  it("a consumer's withdrawal deadline is shown, counted from receipt", () => {
    const html = renderToStaticMarkup(<OrderPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    expect(section(html, "herroepen")).toContain("tot en met dinsdag 8 december 2026 (14 dagen na ontvangst)");
    // (Next.js adds the trailing slash from next.config.ts, which a unit test does not load.)
    expect(html).toMatch(/<a [^>]*href="\/bestelling\/40000001\/herroepen\/?"/);
  });

  it("a home delivery reads 'Bezorging op' (future, not 'Bezorgd op') and shows the chosen floor with the lift", () => {
    const html = renderToStaticMarkup(<OrderPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    expect(block(html, "delivery-moment")).toContain("Bezorging op dinsdag 24 november 2026");
    expect(html).not.toContain("Bezorgd op");
    expect(block(html, "delivery-floor")).toContain("Verdieping: 1e verdieping, met lift");
    expect(block(html, "shipping-address")).toContain("Bezorgadres Rapenburg 73 2311 GJ Leiden (Nederland)");
    expect(renderToStaticMarkup(<OrderPage order={orderView({ ...homeDelivery, floor: null })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />)).not.toContain("Verdieping");
  });

  it("shows the take-back of the old appliance with a delivery, yes or no", () => {
    expect(block(renderToStaticMarkup(<OrderPage order={orderView({ ...homeDelivery, takeRetour: true })} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />), "delivery-take-back")).toContain(
      "Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)",
    );
    expect(block(renderToStaticMarkup(<OrderPage order={orderView({ ...homeDelivery, takeRetour: false })} token={null} phone="071 - 760 00 00" justPlaced={true} now={NOW} />), "delivery-take-back")).toContain("Oud apparaat meenemen: nee");
  });

  it("offers the invoice's download once an invoice exists, with the e-mail link's token", () => {
    const without = renderToStaticMarkup(<OrderPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    expect(text(without)).not.toContain("Download factuur (pdf)");
    const withInvoice = { ...homeDelivery, invoice: { invoiceNumber: "2026-000042", issuedAt: "2026-11-21T10:01:30.000Z" } };
    const html = renderToStaticMarkup(<OrderPage order={orderView(withInvoice)} token="abc.def" phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    expect(text(html)).toContain("Download factuur (pdf)");
    expect(text(html)).toContain("Factuurnummer 2026-000042");
    expect(html).toMatch(/<a[^>]+href="\/api\/orders\/40000001\/invoice\/\?token=abc\.def"[^>]*download/);
  });

  it("thanks only for an order going ahead; a paid delivery is never 'klaar' at the pick-up point", () => {
    const page = text(renderToStaticMarkup(<OrderPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" justPlaced={true} now={NOW} />));
    expect(page).toContain("Bedankt voor je bestelling, Anna!");
    expect(page).not.toContain("klaar voor je");
    expect(page).not.toContain("staat voor je klaar");
  });

  it("a cancelled payment: no thanks and no delivery promise, but the deadline and 'Betaal alsnog'", () => {
    const failed: OrderAnswer = { ...homeDelivery, paymentStatus: "failed", paidAt: null, state: "paymentFailed", canRetryPayment: true, paymentDeadline: "2026-11-21T12:00:00.000Z" };
    const html = renderToStaticMarkup(<OrderPage order={orderView(failed)} token={null} phone="071 - 760 00 00" justPlaced={true} now={NOW} />);
    const page = text(html);
    expect(page).not.toContain("Bedankt");
    expect(page).toContain("Je betaling is niet gelukt");
    expect(block(html, "order-state")).toContain("Je betaling met iDEAL is niet gelukt. We houden je bestelling tot zaterdag 21 november 2026 om 13:00 voor je vast");
    expect(page).toContain("Betaal alsnog");
    expect(block(html, "delivery-moment")).toContain("Je koos: Bezorging op dinsdag 24 november 2026");
    expect(page).toContain("Pas als je betaling binnen is, staat deze bezorgdag vast.");
    expect(page).not.toContain("staat voor je klaar");
    expect(page).not.toContain("tijdvak van 2 uur");
  });

  it("a bank transfer still to make shows the chosen day without promising it", () => {
    const transfer: OrderAnswer = { ...homeDelivery, paymentStatus: "pending", paymentMethod: "banktransfer", paymentMethodLabel: "Bankoverschrijving (vooraf)", paidAt: null, state: "payLater", paymentDeadline: "2026-12-03T10:00:00.000Z" };
    const html = renderToStaticMarkup(<OrderPage order={orderView(transfer)} token={null} phone="071 - 760 00 00" justPlaced={true} now={NOW} />);
    expect(block(html, "delivery-moment")).toContain("Je koos: Bezorging op dinsdag 24 november 2026");
    expect(text(html)).toContain("Pas als je betaling binnen is, staat deze bezorgdag vast.");
    // Pin at the door is paid when the goods come: the day stands.
    const pin: OrderAnswer = { ...transfer, paymentMethod: "pinOnDelivery", paymentMethodLabel: "Pinnen bij bezorging", paymentDeadline: null };
    expect(block(renderToStaticMarkup(<OrderPage order={orderView(pin)} token={null} phone="071 - 760 00 00" justPlaced={true} now={NOW} />), "delivery-moment")).toMatch(/delivery-moment"> ?Bezorging op dinsdag 24 november 2026/);
  });

  it("a cancelled order: says so, nothing charged, no delivery, no withdrawal, and a way to order again", () => {
    const cancelled: OrderAnswer = { ...homeDelivery, paymentStatus: "expired", paidAt: null, state: "cancelled", cancelledAt: "2026-11-21T12:00:00.000Z", canWithdraw: false };
    const html = renderToStaticMarkup(<OrderPage order={orderView(cancelled)} token={null} phone="071 - 760 00 00" justPlaced={true} now={NOW} />);
    const page = text(html);
    expect(page).toContain("Je bestelling is geannuleerd");
    expect(block(html, "payment-status")).toContain("Geannuleerd");
    expect(page).toContain("Er is niets afgeschreven");
    expect(block(html, "delivery-moment")).toContain("Deze bestelling wordt niet bezorgd.");
    expect(page).not.toContain("Bezorging op");
    expect(page).not.toContain("Bedankt");
    expect(html).not.toContain("/herroepen");
    expect(page).toContain("Opnieuw bestellen");
  });

  it("a withdrawn order no longer promises its delivery day or time window, and says what happens next", () => {
    const withdrawn: OrderAnswer = { ...homeDelivery, state: "withdrawn", withdrawnAt: "2026-11-22T09:00:00.000Z", canWithdraw: false };
    const html = renderToStaticMarkup(<OrderPage order={orderView(withdrawn)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    const page = text(html);
    expect(page).toContain("Je hebt deze bestelling herroepen");
    expect(block(html, "order-state")).toContain("We bezorgen je bestelling niet; je hoeft niets terug te sturen. Je krijgt het betaalde bedrag binnen 14 dagen terug.");
    expect(block(html, "delivery-moment")).toContain("Deze bestelling wordt niet bezorgd.");
    expect(page).not.toContain("Bezorging op");
    expect(page).not.toContain("tijdvak");
    // Nothing comes, so neither floor nor take-back is promised.
    expect(page).not.toContain("Verdieping");
  });

  it("the headings use the site's heading style (the theme's h1 and h3), not MUI's thin h4 and h6", () => {
    const html = renderToStaticMarkup(<OrderPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" justPlaced={false} now={NOW} />);
    expect(html).toMatch(/<h1 class="[^"]*MuiTypography-h1[^"]*"/);
    for (const heading of html.match(/<h2 class="[^"]*"/g) ?? []) expect(heading).toContain("MuiTypography-h3");
    expect(html).not.toMatch(/MuiTypography-h[456]/);
    const withdrawal = renderToStaticMarkup(<WithdrawalPage order={orderView(homeDelivery)} token={null} phone="071 - 760 00 00" />);
    expect(withdrawal).toMatch(/<h1 class="[^"]*MuiTypography-h1[^"]*"/);
    expect(withdrawal).not.toMatch(/MuiTypography-h[46]/);
  });
});

describe("the test provider's payment page", () => {
  it("its heading uses the site's heading style (the theme's h1)", () => {
    const html = renderToStaticMarkup(<TestPaymentPage paymentId="tst_1" orderRef="40000001" amountCents={54_900} method="ideal" status="open" returnUrl="/bestelling/40000001/" />);
    expect(html).toMatch(/<h1 class="[^"]*MuiTypography-h1[^"]*"[^>]*>Testbetaling iDEAL<\/h1>/);
  });
});

describe("the withdrawal page", () => {
  it("a cancelled order gets no withdrawal button, and is not called too late", () => {
    const cancelled: OrderAnswer = { ...homeDelivery, paymentStatus: "expired", paidAt: null, state: "cancelled", cancelledAt: "2026-11-21T12:00:00.000Z", canWithdraw: false };
    const html = renderToStaticMarkup(<WithdrawalPage order={orderView(cancelled)} token={null} phone="071 - 760 00 00" />);
    expect(html).not.toContain("Ja, herroep mijn aankoop");
    expect(text(html)).toContain("Deze bestelling is geannuleerd");
    expect(text(html)).not.toContain("bedenktermijn");
  });

  it("a business order gets no withdrawal button, but the reason", () => {
    const html = renderToStaticMarkup(<WithdrawalPage order={orderView(businessPickUp)} token={null} phone="071 - 760 00 00" />);
    expect(html).not.toContain("Ja, herroep mijn aankoop");
    expect(text(html)).toContain("geldt alleen voor consumenten");
  });
});
