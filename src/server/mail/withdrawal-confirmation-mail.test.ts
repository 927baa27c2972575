import { describe, expect, it } from "vitest";

import { type WithdrawalMail, withdrawalConfirmationMail } from "./withdrawal-confirmation-mail";

function withdrawal(overrides: Partial<WithdrawalMail> = {}): WithdrawalMail {
  return {
    orderRef: "40000001",
    firstName: "Anna",
    emailAddress: "anna@example.nl",
    // 13:03 UTC is 14:03 in Amsterdam in winter (CET, UTC+1).
    withdrawnAt: new Date("2026-11-21T13:03:27Z"),
    items: [{ name: "Siemens WM14N2ECNL iQ300", qty: 1 }],
    orderUrl: "https://www.stekker.test/bestelling/40000001/?token=abc.def",
    mayHaveReceived: true,
    pickUp: false,
    paidCents: 54_900,
    paymentMethod: "ideal",
    ...overrides,
  };
}

describe("withdrawal confirmation mail", () => {
  it("names the order in its subject", () => {
    expect(withdrawalConfirmationMail(withdrawal()).subject).toBe("Bevestiging van je herroeping voor bestelling 40000001");
  });

  it("states the date and time of receipt in Amsterdam time, not the server's", () => {
    const { text, html } = withdrawalConfirmationMail(withdrawal());
    expect(text).toContain("ontvangen op zaterdag 21 november 2026 om 14:03.");
    expect(html).toContain("zaterdag 21 november 2026 om 14:03");
  });

  it("uses summer time in summer", () => {
    // 22:30 UTC on 30 June is 00:30 on 1 July in Amsterdam (CEST, UTC+2): the date changes too.
    expect(withdrawalConfirmationMail(withdrawal({ withdrawnAt: new Date("2026-06-30T22:30:00Z") })).text).toContain("woensdag 1 juli 2026 om 00:30");
  });

  it("lists the items and explains return and refund within 14 days", () => {
    const { text } = withdrawalConfirmationMail(withdrawal({ items: [{ name: "Siemens WM14N2ECNL iQ300", qty: 2 }] }));
    expect(text).toContain("- 2 × Siemens WM14N2ECNL iQ300");
    expect(text).toContain("Stuur de artikelen binnen 14 dagen");
    expect(text).toContain("binnen 14 dagen na ontvangst van je herroeping terug");
    expect(text).toContain("https://www.stekker.test/klantenservice/annuleren-retourneren/");
    expect(text).toContain("Bekijk je bestelling: https://www.stekker.test/bestelling/40000001/?token=abc.def");
  });

  it("nothing delivered yet: asks nothing to be sent back, and refunds what was paid", () => {
    const { text } = withdrawalConfirmationMail(withdrawal({ mayHaveReceived: false }));
    expect(text).toContain("Je bestelling was nog niet bezorgd: we bezorgen haar niet, en je hoeft niets terug te sturen.");
    expect(text).toMatch(/We betalen je de €\s549,00 die je hebt betaald binnen 14 dagen terug/);
    expect(text).not.toMatch(/Stuur de artikelen|terugsturen:/);
  });

  it("nothing paid yet: asks no payment any more, a bank transfer not to be made", () => {
    expect(withdrawalConfirmationMail(withdrawal({ mayHaveReceived: false, paidCents: null, paymentMethod: "banktransfer" })).text).toContain("maak het bedrag niet meer over");
    expect(withdrawalConfirmationMail(withdrawal({ mayHaveReceived: false, paidCents: null, paymentMethod: "pinOnDelivery" })).text).toContain("Je hebt nog niet betaald en hoeft ook niets te betalen.");
  });

  it("pick-up not collected yet: nothing to bring back", () => {
    expect(withdrawalConfirmationMail(withdrawal({ mayHaveReceived: false, pickUp: true })).text).toContain("we zetten haar niet meer voor je klaar, en je hoeft niets terug te brengen");
  });

  it("escapes the customer's name and item names in HTML", () => {
    const { html } = withdrawalConfirmationMail(withdrawal({ firstName: "<script>alert(1)</script>", items: [{ name: "<b>Oven</b>", qty: 1 }] }));
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("1 × &lt;b&gt;Oven&lt;/b&gt;");
  });
});
