import { describe, expect, it } from "vitest";

import { newLinkMail, newUnsubscribeLinkMail } from "./new-link-mail";

const EXPIRES = new Date("2028-12-02T09:30:00Z");

describe("the mail with a new signed link", () => {
  it("a renewal names the order, carries the new link and its expiry in Amsterdam time, and says what to do if you did not ask", () => {
    const mail = newLinkMail({ kind: "order", number: "40000123", url: "https://stekker.example/bestelling/40000123/?token=1.0.x", expiresAt: EXPIRES, reason: "renewal" });
    expect(mail.subject).toBe("Je nieuwe link voor bestelling 40000123");
    expect(mail.text).toContain("Bekijk je bestelling: https://stekker.example/bestelling/40000123/?token=1.0.x");
    expect(mail.text).toContain("De link werkt tot zaterdag 2 december 2028 om 10:30.");
    expect(mail.text).toContain("Heb je hier niet om gevraagd?");
    expect(mail.html).toContain('href="https://stekker.example/bestelling/40000123/?token=1.0.x"');
  });

  it("a revocation says the old link no longer works", () => {
    const mail = newLinkMail({ kind: "quote", number: "70000009", url: "https://stekker.example/offerte/70000009/?token=1.1.x", expiresAt: EXPIRES, reason: "revocation" });
    expect(mail.subject).toBe("Je nieuwe link voor offerte 70000009");
    expect(mail.text).toContain("We hebben de vorige link naar je offerte 70000009 uitgezet; die werkt niet meer.");
    expect(mail.text).not.toContain("Heb je hier niet om gevraagd?");
  });

  it("greets with the shop's own words, never a name from the order (which whoever placed it chose)", () => {
    const mail = newLinkMail({ kind: "order", number: "40000123", url: "https://stekker.example/bestelling/40000123/?token=1.0.x", expiresAt: EXPIRES, reason: "renewal" });
    expect(mail.text.startsWith("Hallo,\n")).toBe(true);
    expect(mail.html).toContain("Hallo,");
    expect(mail.text).not.toContain("Beste");
  });

  it("a new unsubscribe link carries only the shop's words and the link", () => {
    const mail = newUnsubscribeLinkMail({ list: "newsletter", url: "https://stekker.example/nieuwsbrief/afmelden/?token=a.1.b", expiresAt: EXPIRES });
    expect(mail.subject).toBe("Je nieuwe afmeldlink");
    expect(mail.text).toContain("Afmelden: https://stekker.example/nieuwsbrief/afmelden/?token=a.1.b");
  });
});
