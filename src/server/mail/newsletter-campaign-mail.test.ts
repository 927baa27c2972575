import { describe, expect, it } from "vitest";

import type { NewsletterProduct } from "@/domain/newsletter/campaign";

import { COUNTER_PLACEHOLDER, newsletterCampaignMail, personaliseNewsletterMail, UNSUBSCRIBE_PLACEHOLDER } from "./newsletter-campaign-mail";

const products = new Map<number, NewsletterProduct>([
  [11, { productId: 11, name: "Bosch Serie 6 WGG", priceCents: 599_00, listPriceCents: 699_00, path: "/wasmachines/bosch-serie-6/", imagePath: "/afbeeldingen/11/1.svg" }],
  [12, { productId: 12, name: "Miele WWD 120", priceCents: 1049_00, listPriceCents: null, path: "/wasmachines/miele-wwd-120/", imagePath: "/afbeeldingen/12/1.svg" }],
]);

const input = {
  subject: "Najaarsaanbiedingen bij Stekker",
  preheader: "Tot 100 euro korting op wasmachines",
  blocks: [
    { type: "heading" as const, text: "Wasdag?" },
    { type: "text" as const, html: '<p>Nu <strong>scherp</strong> geprijsd.</p><script>alert(1)</script><img src=x onerror="alert(2)">' },
    { type: "products" as const, productIds: [11, 12, 99] },
    { type: "button" as const, label: "Alle aanbiedingen", url: "/aanbiedingen/" },
  ],
  products,
  baseUrl: "https://www.stekker.nl",
  trackedLink: (index: number, url: string) => `https://www.stekker.nl/api/newsletters/5/${COUNTER_PLACEHOLDER}/?link=${index}#${encodeURIComponent(url)}`,
  unsubscribeUrl: UNSUBSCRIBE_PLACEHOLDER,
  pixelUrl: `https://www.stekker.nl/api/newsletters/5/${COUNTER_PLACEHOLDER}/`,
};

describe("a newsletter campaign's mail", () => {
  it("carries the subject as its title, the preheader and the blocks in Dutch", async () => {
    const mail = await newsletterCampaignMail(input);
    expect(mail.subject).toBe("Najaarsaanbiedingen bij Stekker");
    expect(mail.html).toContain("<title>Najaarsaanbiedingen bij Stekker</title>");
    expect(mail.html).toContain('lang="nl"');
    expect(mail.html).toContain("Tot 100 euro korting op wasmachines");
    expect(mail.html).toContain("Wasdag?");
    expect(mail.html).toContain("<strong>scherp</strong>");
  });

  it("shows each product with its picture, name, live price (the list price struck through when higher) and tracked link; a product gone is left out, its link number kept (the links after it keep theirs)", async () => {
    const mail = await newsletterCampaignMail(input);
    // Amounts are written with a no-break space after the euro sign.
    const [html, text] = [mail.html, mail.text].map((body) => body.replace(/\u00a0/g, " ")) as [string, string];
    expect(html).toContain('src="https://www.stekker.nl/afbeeldingen/11/1.svg"');
    expect(html).toContain("Bosch Serie 6 WGG");
    expect(html).toContain("€ 599,00");
    expect(html).toMatch(/line-through[^>]*>€ 699,00/);
    expect(html).toContain("€ 1.049,00");
    expect(html).toContain(`/api/newsletters/5/${COUNTER_PLACEHOLDER}/?link=0#${encodeURIComponent("https://www.stekker.nl/wasmachines/bosch-serie-6/")}`);
    expect(html).toContain(`?link=1#${encodeURIComponent("https://www.stekker.nl/wasmachines/miele-wwd-120/")}`);
    expect(html).not.toContain("?link=2#");
    expect(html).toContain(`?link=3#${encodeURIComponent("https://www.stekker.nl/aanbiedingen/")}`);
    expect(text).toContain("Miele WWD 120");
    expect(text).toContain("€ 1.049,00");
  });

  it("has no script and nothing that runs: the editor's HTML is sanitised", async () => {
    const { html } = await newsletterCampaignMail(input);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|javascript:/i);
  });

  it("is one column of at most 600 pixels that becomes the phone's full width, with the products under each other there", async () => {
    const { html } = await newsletterCampaignMail(input);
    expect(html).toContain('name="viewport"');
    expect(html).toMatch(/max-width:600px/);
    expect(html).toMatch(/@media only screen and \(max-width: 620px\)/);
    expect(html).toContain(".nl-product { display: block !important; width: 100% !important;");
    expect(html).toContain('class="nl-product"');
  });

  it("ends with the way off the list, and each subscriber's copy gets its own unsubscribe link and counter id", async () => {
    const template = await newsletterCampaignMail(input);
    expect(template.html).toContain(UNSUBSCRIBE_PLACEHOLDER);
    const mine = personaliseNewsletterMail(template, "42.abcdefghijklmnopqrstuv", "https://www.stekker.nl/nieuwsbrief/afmelden/?token=amFu.0.sig&x=1");
    expect(mine.html).toContain('href="https://www.stekker.nl/nieuwsbrief/afmelden/?token=amFu.0.sig&amp;x=1"');
    expect(mine.html).toContain("Afmelden voor de nieuwsbrief");
    expect(mine.text).toContain("https://www.stekker.nl/nieuwsbrief/afmelden/?token=amFu.0.sig&x=1");
    expect(mine.html).toContain('src="https://www.stekker.nl/api/newsletters/5/42.abcdefghijklmnopqrstuv/"');
    expect(mine.html).not.toContain(COUNTER_PLACEHOLDER);
    expect(mine.html).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
    // The pixel is not part of the text.
    expect(mine.text).not.toContain("/api/newsletters/5/42.abcdefghijklmnopqrstuv/\n");
  });
});
