import { describe, expect, it } from "vitest";

import { formatEuro } from "@/domain/money";

import { BANK_TRANSFER_DAYS } from "@/domain/cart/payment-methods";

import { type OrderMail, orderMail } from "./order-mail";

const ORDER_URL = "https://www.stekker.test/bestelling/40000001/?token=abc.def";
const WITHDRAWAL_URL = "https://www.stekker.test/bestelling/40000001/herroepen/?token=abc.def";

function order(overrides: Partial<OrderMail> = {}): OrderMail {
  return {
    kind: "paymentReceived",
    orderRef: "40000001",
    // 10:00 UTC is 11:00 in Amsterdam in November.
    createdAt: new Date("2026-11-21T10:00:00Z"),
    firstName: "Anna",
    lastName: "de Vries",
    emailAddress: "anna@example.nl",
    companyName: null,
    items: [
      { name: "WM14N2ECNL iQ300", brandName: "Siemens", qty: 2, unitPriceCents: 54_900, options: [{ label: "Montage", priceCents: 5_900 }] },
      { name: "KGN39VLCT", brandName: "Bosch", qty: 1, unitPriceCents: 89_995, options: [{ label: "Extra garantie", priceCents: 0 }] },
    ],
    totals: [
      { label: "Artikelen", cents: 199_795 },
      { label: "Montage", cents: 5_900 },
      { label: "Totaal", cents: 205_695 },
    ],
    grandTotalCents: 205_695,
    paymentMethodLabel: "iDEAL",
    paymentMethod: "ideal",
    paymentStatus: "paid",
    // Paid five minutes after ordering.
    paidAt: new Date("2026-11-21T10:05:00Z"),
    deliveryType: "assembly",
    deliveryLabel: "Bezorging op dinsdag 24 november",
    shippingAddress: ["Rapenburg 73", "2311 GJ Leiden", "Nederland"],
    orderUrl: ORDER_URL,
    withdrawalUrl: WITHDRAWAL_URL,
    ...overrides,
  };
}

describe("order mails", () => {
  it("each moment's subject names the order and what happened", () => {
    expect(orderMail(order({ kind: "orderReceived", paymentMethod: "banktransfer", paymentStatus: "pending" })).subject).toBe("We hebben je bestelling 40000001 ontvangen");
    expect(orderMail(order()).subject).toBe("Betaling ontvangen voor je bestelling 40000001");
    expect(orderMail(order({ kind: "orderCancelled", paymentStatus: "expired" })).subject).toBe("Je bestelling 40000001 is geannuleerd");
  });

  it("betaling ontvangen: thanks for the order and states the payment with its moment; never says it is not paid", () => {
    const { text, html } = orderMail(order());
    expect(text).toContain(`We hebben je bestelling 40000001 ontvangen op zaterdag 21 november 2026 om 11:00 en je betaling van ${formatEuro(205_695)} (iDEAL) op zaterdag 21 november 2026 om 11:05.`);
    expect(text).toContain(`Betaald: ${formatEuro(205_695)} met iDEAL op zaterdag 21 november 2026 om 11:05.`);
    expect(text).not.toMatch(/nog niet ontvangen|niet betaald|betaal opnieuw/i);
    expect(html).toContain("Bedankt, je betaling is binnen!");
  });

  it("betaling ontvangen for a bank transfer thanks for the transfer, the order having had its own mail", () => {
    const { text } = orderMail(order({ paymentMethod: "banktransfer", paymentMethodLabel: "Bankoverschrijving (vooraf)" }));
    expect(text).toContain(`We hebben je overschrijving van ${formatEuro(205_695)} voor bestelling 40000001 ontvangen op zaterdag 21 november 2026 om 11:05.`);
  });

  it("bestelling geannuleerd: no thanks, no delivery promise and no withdrawal; says nothing was charged and how to order again", () => {
    const { text, html } = orderMail(order({ kind: "orderCancelled", paymentStatus: "expired", paidAt: null, cancelledAt: new Date("2026-11-21T12:00:00Z") }));
    expect(text).toContain(`We hebben je betaling van ${formatEuro(205_695)} (iDEAL) niet op tijd ontvangen, en er is niet opnieuw betaald. Daarom hebben we je bestelling 40000001 van zaterdag 21 november 2026 om 11:00 geannuleerd op zaterdag 21 november 2026 om 13:00.`);
    expect(text).toContain("Er is niets van je rekening afgeschreven");
    expect(text).toContain("Bestel ze dan opnieuw");
    expect(text).toContain("Naar de winkel: https://www.stekker.test/");
    expect(text).toContain("2 × Siemens WM14N2ECNL iQ300");
    for (const promise of ["Bedankt", "Bezorging op", "Herroep", "BEZORGING", "Betaald"]) expect(text).not.toContain(promise);
    expect(html).not.toContain("Bedankt");
  });

  it("an amount off reads -€ 100,00, as Dutch shops write it", () => {
    const { text } = orderMail(order({ totals: [{ label: "Artikelen", cents: 205_695 }, { label: "Afhaalkorting", cents: -10_000 }, { label: "Totaal", cents: 195_695 }] }));
    expect(text).toContain(`Afhaalkorting: -${formatEuro(10_000)}`);
    expect(text).not.toContain("€ -");
  });

  it("shows the take-back of the old appliance with the delivery", () => {
    const { text } = orderMail(order({ deliveryDetails: ["Verdieping: 1e verdieping, met lift", "Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)"] }));
    expect(text).toContain("Oud apparaat meenemen: ja, gratis (oud-voor-nieuw)");
  });

  it("lists every item with brand, quantity, line price and options, in euros incl. btw", () => {
    const { text, html } = orderMail(order());
    expect(text).toContain(`2 × Siemens WM14N2ECNL iQ300: ${formatEuro(109_800)} (${formatEuro(54_900)} per stuk)`);
    expect(text).toContain(`  + Montage: ${formatEuro(5_900)}`);
    expect(text).toContain("  + Extra garantie: gratis");
    expect(text).toContain(`Totaal: ${formatEuro(205_695)}`);
    expect(text).toContain("Alle bedragen zijn inclusief btw.");
    expect(html).toContain("Siemens WM14N2ECNL iQ300");
    expect(html).toContain(formatEuro(205_695));
  });

  it("says when the order was placed, in Amsterdam time", () => {
    expect(orderMail(order({ kind: "orderReceived", paymentMethod: "pinOnDelivery", paymentStatus: "pending" })).text).toContain("ontvangen op zaterdag 21 november 2026 om 11:00");
  });

  it("links to the signed order and explains the 14-day withdrawal right with 'Herroep je aankoop hier'", () => {
    const { text, html } = orderMail(order());
    expect(text).toContain(`Bekijk je bestelling: ${ORDER_URL}`);
    expect(text).toContain("14 dagen bedenktijd");
    expect(text).toContain(`Herroep je aankoop hier: ${WITHDRAWAL_URL}`);
    expect(html).toContain(`href="${WITHDRAWAL_URL}"`);
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.stekker\.test\/bestelling\/40000001\/herroepen\/\?token=abc\.def"[^>]*>Herroep je aankoop hier<\/a>/);
    expect(html).toContain(`href="${ORDER_URL}"`);
  });

  it("bestelling ontvangen asks a pending bank transfer to be paid within the transfer period", () => {
    const { text } = orderMail(order({ kind: "orderReceived", paymentMethod: "banktransfer", paymentMethodLabel: "Bankoverschrijving (vooraf)", paymentStatus: "pending", paidAt: null }));
    expect(text).toContain(`Maak ${formatEuro(205_695)} binnen ${BANK_TRANSFER_DAYS} dagen over`);
    expect(text).not.toContain("We hebben je betaling");
    // The day waits for the transfer.
    expect(text).toContain("Je koos: Bezorging op dinsdag 24 november. Pas als je betaling binnen is, staat dit vast.");
  });

  it("a cancellation names what became of the payment: failed, or not received in time (its term expired)", () => {
    expect(orderMail(order({ kind: "orderCancelled", paymentStatus: "failed" })).text).toContain("(iDEAL) is niet gelukt");
    expect(orderMail(order({ kind: "orderCancelled", paymentStatus: "expired" })).text).toContain(`We hebben je betaling van ${formatEuro(205_695)} (iDEAL) niet op tijd ontvangen`);
    const transfer = orderMail(order({ kind: "orderCancelled", paymentStatus: "pending", paymentMethod: "banktransfer", paymentMethodLabel: "Bankoverschrijving (vooraf)" })).text;
    expect(transfer).toContain("niet op tijd ontvangen");
    expect(transfer).toContain("Je hoeft niets meer over te maken.");
  });

  it("tells a customer who pays at the door or at pick-up to bring a bank card", () => {
    expect(orderMail(order({ kind: "orderReceived", paymentMethod: "pinOnDelivery", paymentStatus: "pending" })).text).toContain("met je pinpas bij de bezorging");
    const pickUp = orderMail(order({ kind: "orderReceived", paymentMethod: "pinOnPickup", paymentStatus: "pending", deliveryType: "pickUp", deliveryLabel: "Afhalen in Zoeterwoude vanaf woensdag 25 november" }));
    expect(pickUp.text).toContain("met je pinpas bij het afhalen");
    expect(pickUp.text).toContain("Afhaaladres: Afhaalcentrum Zoeterwoude, Rijndijk 300, 2382 AS Zoeterwoude");
    expect(pickUp.text).not.toContain("Rapenburg 73");
  });

  it("shows the delivery and the shipping address", () => {
    const { text } = orderMail(order());
    expect(text).toContain("BEZORGING\nBezorging op dinsdag 24 november\nAfleveradres: Rapenburg 73, 2311 GJ Leiden");
  });

  it("shows the chosen floor and the lift answer where the delivery is described", () => {
    const { text, html } = orderMail(order({ deliveryLabel: "Bezorging op dinsdag 24 november 2026", deliveryDetails: ["Verdieping: 1e verdieping, met lift"] }));
    expect(text).toContain("BEZORGING\nBezorging op dinsdag 24 november 2026\nVerdieping: 1e verdieping, met lift\nAfleveradres:");
    expect(html).toContain("Verdieping: 1e verdieping, met lift");
  });

  it("offers a business order no withdrawal link: the statutory right is the consumer's", () => {
    const { text, html } = orderMail(order({ companyName: "Bakkerij Jansen BV", withdrawalUrl: null }));
    expect(text).not.toContain("Herroep je aankoop hier");
    expect(text).not.toContain("HERROEPINGSRECHT");
    expect(text).toContain("RETOURNEREN\nJe hebt zakelijk besteld. Het wettelijke herroepingsrecht geldt alleen voor consumenten");
    expect(html).not.toContain("/herroepen/");
  });

  it("reverse charge: says the amounts exclude VAT, the reverse-charge note and the customer's VAT number; the amount to pay in bold", () => {
    const { text, html } = orderMail(
      order({
        companyName: "Peeters Keukens BV",
        totals: [
          { label: "Artikelen", cents: 165_120, grand: false },
          { label: "Btw verlegd", cents: 0, grand: false },
          { label: "Totaal (exclusief btw)", cents: 169_996, grand: true },
        ],
        grandTotalCents: 169_996,
        reverseChargeVatNumber: "BE0123456789",
      }),
    );
    expect(text).toContain(`Btw verlegd: ${formatEuro(0)}`);
    expect(text).toContain("Alle bedragen zijn exclusief btw.");
    expect(text).toContain("Btw verlegd naar de afnemer (intracommunautaire levering).");
    expect(text).toContain("Btw-nummer afnemer: BE0123456789");
    expect(text).not.toContain("inclusief btw");
    expect(html).toContain("Btw-nummer afnemer: BE0123456789");
    expect(html).toMatch(/font-weight: bold;">Totaal \(exclusief btw\)</);
    expect(html).not.toMatch(/font-weight: bold;">Btw verlegd</);
  });

  it("Dutch VAT: the amounts include VAT and no VAT number is named", () => {
    const { text } = orderMail(order({ totals: [{ label: "Totaal (inclusief btw)", cents: 205_695, grand: true }, { label: "Waarvan btw (21%)", cents: 35_699 }] }));
    expect(text).toContain("Alle bedragen zijn inclusief btw.");
    expect(text).toContain(`Waarvan btw (21%): ${formatEuro(35_699)}`);
    expect(text).not.toContain("Btw-nummer afnemer");
  });

  it("escapes what customers typed, so a name cannot inject markup", () => {
    const { html, text } = orderMail(
      order({ firstName: "<script>alert(1)</script>", lastName: "O'Neil & Zn", companyName: '"Evil" <b>BV</b>', shippingAddress: ["<img src=x onerror=alert(1)>"] }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>BV");
    expect(html).toContain("Beste &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(html).toContain("O&#39;Neil &amp; Zn");
    expect(html).toContain("&quot;Evil&quot; &lt;b&gt;BV&lt;/b&gt;");
    // Plain text is not HTML: it keeps the name as typed.
    expect(text).toContain("Beste <script>alert(1)</script>,");
  });

  it("refuses a link that is not an absolute http(s) address", () => {
    expect(() => orderMail(order({ withdrawalUrl: "javascript:alert(1)" }))).toThrow();
    expect(() => orderMail(order({ orderUrl: "/bestelling/40000001/" }))).toThrow();
  });

  it("is a Dutch HTML document for screen readers", () => {
    const { html } = orderMail(order());
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="nl">/);
    expect(html).toContain("<title>Betaling ontvangen voor je bestelling 40000001</title>");
    expect(html).toContain('<th scope="col"');
  });
});
