import { describe, expect, it } from "vitest";

import { backInStockMail, stockAlertConfirmationMail } from "./stock-alert-mails";

const confirmUrl = "https://www.stekker.nl/weer-op-voorraad/bevestigen/?token=7.1796300000.abc";
const unsubscribeUrl = "https://www.stekker.nl/weer-op-voorraad/afmelden/?token=7.0.xyz";
const productUrl = "https://www.stekker.nl/wasmachines/bosch-serie-4-wau28p47nl/";

describe("the stock alert's mails", () => {
  it("the confirmation mail names the product and carries the link that confirms and the way out, in text and HTML", () => {
    const mail = stockAlertConfirmationMail({ productName: "Bosch WAU28P47NL", confirmUrl, unsubscribeUrl });
    expect(mail.subject).toBe("Bevestig je melding voor de Bosch WAU28P47NL");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(confirmUrl);
      expect(body).toContain(unsubscribeUrl);
      expect(body).toContain("De link werkt 7 dagen");
      expect(body).toContain("Je krijgt één mail");
    }
    expect(mail.html).toContain('lang="nl"');
    expect(mail.text).toContain("zonder bevestiging mailen we je niet");
  });

  it("the back-in-stock mail names the product, its price and its page, says it was the only one, and carries the way out", () => {
    const mail = backInStockMail({ productName: "Bosch WAU28P47NL", priceCents: 64_900, productUrl, unsubscribeUrl });
    expect(mail.subject).toBe("De Bosch WAU28P47NL is weer op voorraad");
    for (const body of [mail.text, mail.html]) {
      expect(body).toMatch(/€\s649,00/);
      expect(body).toContain(productUrl);
      expect(body).toContain(unsubscribeUrl);
      expect(body).toContain("Dit was de enige mail voor deze melding");
    }
  });

  it("a product name from the catalogue is escaped in the HTML", () => {
    const mail = backInStockMail({ productName: "Merk <b>X</b>", priceCents: 100, productUrl, unsubscribeUrl });
    expect(mail.html).toContain("Merk &lt;b&gt;X&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>X</b>");
  });
});
