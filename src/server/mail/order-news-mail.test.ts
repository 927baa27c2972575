import { describe, expect, it } from "vitest";

import { PICK_UP_BRING, PICK_UP_POINT } from "@/config/site";

import { type OrderNewsMail, orderNewsMail as makeMail } from "./order-news-mail";

/** The mail with Intl's no-break space in amounts read as a space, as a reader sees it. */
function orderNewsMail(mail: OrderNewsMail) {
  const content = makeMail(mail);
  return { ...content, text: content.text.replace(/\u00a0/g, " "), html: content.html.replace(/\u00a0/g, " ") };
}

const base = { orderRef: "40000007", firstName: "Sanne", orderUrl: "https://www.stekker.test/bestelling/40000007/?token=abc.def", paymentMethodLabel: "iDEAL" };

describe("the mails of what happens after the order", () => {
  it("ready for pick-up: the code, large and in two groups, the address and what to bring; pin at the desk names the amount", () => {
    const mail = orderNewsMail({ ...base, kind: "readyForPickup", pickUpCode: "AK3F7X", payAtDeskCents: 54_900 });
    expect(mail.subject).toBe("Je bestelling 40000007 staat klaar om af te halen");
    expect(mail.text).toContain("JE AFHAALCODE\nAK3 F7X");
    expect(mail.text).toContain(`${PICK_UP_POINT.name}\n${PICK_UP_POINT.street}\n${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}`);
    expect(mail.text).toContain("Een geldig identiteitsbewijs");
    expect(mail.text).toContain(PICK_UP_BRING.someoneElse);
    expect(mail.text).toContain("Je pinpas: je betaalt € 549,00 aan de balie.");
    expect(mail.html).toContain("AK3 F7X</strong>");
    expect(orderNewsMail({ ...base, kind: "readyForPickup", pickUpCode: "AK3F7X", payAtDeskCents: null }).text).not.toContain("pinpas");
  });

  it("out for delivery: today's window and the address", () => {
    const mail = orderNewsMail({ ...base, kind: "outForDelivery", deliveryWindow: "13:00-17:00", shippingAddress: ["Rapenburg 73", "2311 GJ Leiden"], payAtDoorCents: null });
    expect(mail.subject).toBe("We bezorgen je bestelling 40000007 vandaag");
    expect(mail.text).toContain("We komen vandaag tussen 13:00 en 17:00.");
    expect(mail.text).toContain("Rapenburg 73\n2311 GJ Leiden");
    expect(mail.text).not.toContain("pinpas");
    expect(orderNewsMail({ ...base, kind: "outForDelivery", deliveryWindow: "09:00-13:00", shippingAddress: [], payAtDoorCents: 12_345 }).text).toContain("Je betaalt € 123,45 met je pinpas aan de deur.");
  });

  it("refunded: the amount, whole or in part, and when it shows on the account", () => {
    const partial = orderNewsMail({ ...base, kind: "refunded", amountCents: 2_550, whole: false, paidCents: 54_900, refundedCents: 2_550, confirmedAt: new Date("2026-11-26T10:00:00Z"), reason: "Deuk in de zijkant" });
    expect(partial.subject).toBe("Terugbetaling voor je bestelling 40000007");
    expect(partial.text).toContain("We hebben € 25,50 van je bestelling 40000007 terugbetaald.");
    expect(partial.text).toContain("Reden: Deuk in de zijkant");
    expect(partial.text).toContain("binnen 5 werkdagen");
    expect(partial.text).toContain("Blijft betaald: € 523,50");
    const whole = orderNewsMail({ ...base, kind: "refunded", amountCents: 54_900, whole: true, paidCents: 54_900, refundedCents: 54_900, confirmedAt: new Date(), reason: null });
    expect(whole.subject).toBe("We hebben je bestelling 40000007 terugbetaald");
    expect(whole.text).toContain("We hebben het hele bedrag van je bestelling 40000007 terugbetaald: € 549,00.");
    expect(whole.text).not.toContain("Blijft betaald");
  });

  it("cancelled by staff: not the payment's fault; a paid order hears its money comes back", () => {
    const cancelledAt = new Date("2026-11-26T10:00:00Z");
    const unpaid = orderNewsMail({ ...base, kind: "orderCancelledByShop", cancelledAt, paidCents: null, refundByProvider: false });
    expect(unpaid.subject).toBe("Je bestelling 40000007 is geannuleerd");
    expect(unpaid.text).toContain("We hebben je bestelling 40000007 geannuleerd op");
    expect(unpaid.text).not.toContain("niet op tijd");
    expect(unpaid.text).toContain("Je hebt nog niets betaald");
    const paid = orderNewsMail({ ...base, kind: "orderCancelledByShop", cancelledAt, paidCents: 54_900, refundByProvider: true });
    expect(paid.text).toContain("Je krijgt het betaalde bedrag van € 549,00 terug op de rekening of kaart waarmee je betaalde (iDEAL).");
    const byBank = orderNewsMail({ ...base, kind: "orderCancelledByShop", cancelledAt, paidCents: 54_900, refundByProvider: false });
    expect(byBank.text).toContain("binnen 14 dagen van ons terug");
  });

  it("escapes what people typed", () => {
    expect(orderNewsMail({ ...base, firstName: "<b>Sanne</b>", kind: "readyForPickup", pickUpCode: "AK3F7X", payAtDeskCents: null }).html).toContain("&lt;b&gt;Sanne&lt;/b&gt;");
  });
});
