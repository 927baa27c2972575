import { describe, expect, it } from "vitest";

import { DEMO_COMPANY } from "@/config/site";

import { mailDocument, SIGNATURE_TEXT } from "./mail-html";

describe("every mail's layout names the company behind the shop", () => {
  it("ends the HTML with the legal name, address, KvK and VAT numbers and the e-mail address", () => {
    const html = mailDocument("Onderwerp", "<p>Inhoud</p>");
    for (const fact of [DEMO_COMPANY.legalName, DEMO_COMPANY.street, `KvK ${DEMO_COMPANY.kvkNumber}`, `btw-nummer ${DEMO_COMPANY.vatNumber}`, DEMO_COMPANY.emailAddress]) expect(html).toContain(fact);
    expect(html.indexOf("Inhoud")).toBeLessThan(html.indexOf(`KvK ${DEMO_COMPANY.kvkNumber}`));
  });

  it("gives both phone numbers in the text part, the Belgian one labelled", () => {
    const text = SIGNATURE_TEXT.join("\n");
    expect(text).toContain(DEMO_COMPANY.phoneNl);
    expect(text).toContain(`vanuit België ${DEMO_COMPANY.phoneBe}`);
    expect(text).toContain(`KvK ${DEMO_COMPANY.kvkNumber}`);
  });
});
