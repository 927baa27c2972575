import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { companyDetails } from "@/config/company";
import { readEnv } from "@/config/env";
import { CUSTOMER_SERVICE_LINKS, PRIVACY_STATEMENT_PATH } from "@/config/site";
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@/domain/shop-settings";

import { type ServiceFacts, serviceCopy } from "./copy";
import { CustomerServiceHub } from "./customer-service-hub";
import { faqPageJsonLd } from "./json-ld";
import { SIDE_NAV, crumbsFor } from "./navigation";
import { ServicePageView } from "./service-page";
import type { Section, ServicePage } from "./types";

/** The demo company, whatever the test's environment says. */
const DEMO = companyDetails(readEnv({ NODE_ENV: "test" }));
const FACTS: ServiceFacts = { settings: DEFAULT_SHOP_SETTINGS, company: DEMO };
const { pages: SERVICE_PAGES, pickUpPage: PICK_UP_PAGE, hub: HUB_COPY, faq: HUB_FAQ } = serviceCopy(FACTS);
const PAGES: ServicePage[] = [...Object.values(SERVICE_PAGES), PICK_UP_PAGE];
const hub = (now: Date) => <CustomerServiceHub now={now} copy={HUB_COPY} faq={HUB_FAQ} company={DEMO} />;
// Monday 23 November 2026, 10:00 and 23:30 in Amsterdam (UTC+1).
const MONDAY_MORNING = new Date("2026-11-23T09:00:00Z");
const MONDAY_NIGHT = new Date("2026-11-23T22:30:00Z");

function sectionIds(sections: readonly Section[]): string[] {
  return sections.flatMap((section) => [section.id, ...sectionIds(section.sections ?? [])]);
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
}

function ids(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
}

describe("customer-service copy", () => {
  it("has the anchors that links across the shop point at", () => {
    expect(sectionIds(SERVICE_PAGES["bezorgen-afhalen"].sections)).toEqual(expect.arrayContaining(["bezorgdag-kiezen", "afhaaladres"]));
    expect(sectionIds(SERVICE_PAGES.betalen.sections)).toContain("betaalmogelijkheden");
    expect(sectionIds(SERVICE_PAGES.bestellen.sections)).toContain("algemene-voorwaarden");
    expect(sectionIds(SERVICE_PAGES["annuleren-retourneren"].sections)).toEqual(expect.arrayContaining(["herroepen", "modelformulier"]));
    for (const link of CUSTOMER_SERVICE_LINKS) {
      const [path, hash] = link.href.split("#");
      const page = PAGES.find((candidate) => candidate.path === path);
      expect(page, link.href).toBeDefined();
      if (hash) expect(sectionIds(page!.sections), link.href).toContain(hash);
    }
  });

  it("names every page of the side navigation once, all ending with a slash", () => {
    const hrefs = SIDE_NAV.map((item) => item.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(["/klantenservice/", ...Object.values(SERVICE_PAGES).map((page) => page.path), "/afhaalcentrum/"]);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z/-]*\/$/);
  });

  it("keeps titles and descriptions within what search engines show", () => {
    for (const page of [...PAGES, HUB_COPY]) {
      expect(page.description.length, page.path).toBeGreaterThan(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(165);
      expect(page.metaTitle.length, page.path).toBeLessThanOrEqual(55);
    }
  });

  it("takes the payment fees from the shop's settings", () => {
    const html = renderToStaticMarkup(<ServicePageView page={SERVICE_PAGES.betalen} now={MONDAY_MORNING} />);
    expect(html).toMatch(/Pinnen bij bezorging.*€\s4,95/s);
    for (const label of ["iDEAL", "Bancontact", "Creditcard", "Bankoverschrijving (vooraf)", "Pinnen bij bezorging", "Pinnen bij afhalen"]) expect(html).toContain(label);
    const other: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, paymentFees: { pinOnDeliveryCents: 250, creditcardCents: 195 } };
    const configured = renderToStaticMarkup(<ServicePageView page={serviceCopy({ ...FACTS, settings: other }).pages.betalen} now={MONDAY_MORNING} />);
    expect(configured).toMatch(/Creditcard.*€\s1,95.*Pinnen bij bezorging.*€\s2,50/s);
    expect(configured).not.toMatch(/€\s4,95/);
  });

  it("names the small-order threshold and fee on the delivery page, as the settings have them", () => {
    const html = renderToStaticMarkup(<ServicePageView page={SERVICE_PAGES["bezorgen-afhalen"]} now={MONDAY_MORNING} />);
    expect(html).toMatch(/Vanaf €\s50 aan producten bezorgen we gratis\. Daaronder rekenen we €\s4,95 verzendkosten\./);
    const other: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, smallOrder: { thresholdCents: 7500, feeCents: 595 } };
    const configured = renderToStaticMarkup(<ServicePageView page={serviceCopy({ ...FACTS, settings: other }).pages["bezorgen-afhalen"]} now={MONDAY_MORNING} />);
    expect(configured).toContain("Onder €\u00a075");
    expect(configured).toContain("€\u00a05,95 verzendkosten");
  });

  it("the terms and the model withdrawal form name the company, its KvK and VAT numbers and its e-mail address", () => {
    const terms = renderToStaticMarkup(<ServicePageView page={SERVICE_PAGES.bestellen} now={MONDAY_MORNING} />);
    for (const fact of ["Stekker B.V.", "KvK-nummer", DEMO.kvkNumber, DEMO.vatNumber, DEMO.emailAddress, "+32 3 808 00 00"]) expect(terms).toContain(fact);
    expect(terms).toContain(`href="${PRIVACY_STATEMENT_PATH.replace(/\/$/, "")}`);
    const returns = renderToStaticMarkup(<ServicePageView page={SERVICE_PAGES["annuleren-retourneren"]} now={MONDAY_MORNING} />);
    expect(returns).toContain(`Aan: Stekker B.V., Rijndijk 300, 2382 AS Zoeterwoude, ${DEMO.emailAddress}`);
  });

  it("a configured company replaces the demo's in the terms and the privacy statement", () => {
    const company = companyDetails(readEnv({ NODE_ENV: "test", COMPANY_NAME: "Witgoed Jansen B.V.", COMPANY_KVK_NUMBER: "12345678", CUSTOMER_SERVICE_EMAIL: "service@jansen.example" }));
    const copy = serviceCopy({ ...FACTS, company });
    const privacy = renderToStaticMarkup(<ServicePageView page={copy.pages.privacy} now={MONDAY_MORNING} />);
    expect(privacy).toContain("Witgoed Jansen B.V. is verantwoordelijk");
    expect(privacy).toContain("12345678");
    expect(privacy).toContain("service@jansen.example");
    expect(privacy).not.toContain("Stekker B.V.");
  });

  it("the privacy statement names each kind of address the shop keeps: orders, carts, the newsletter and stock alerts", () => {
    const privacy = renderToStaticMarkup(<ServicePageView page={SERVICE_PAGES.privacy} now={MONDAY_MORNING} />);
    for (const id of ["gegevens-bestelling", "gegevens-winkelwagen", "gegevens-nieuwsbrief", "gegevens-voorraadmelding"]) expect(privacy).toContain(`id="${id}"`);
    expect(privacy).toContain("zodra het product weer op voorraad is");
  });

  it("builds breadcrumbs under the hub, the pick-up point under Home", () => {
    expect(crumbsFor(SERVICE_PAGES.betalen).map((crumb) => crumb.name)).toEqual(["Home", "Klantenservice", "Betalen"]);
    expect(crumbsFor(PICK_UP_PAGE).map((crumb) => crumb.name)).toEqual(["Home", "Afhaalcentrum"]);
  });
});

describe("customer-service pages", () => {
  it.each(PAGES.map((page) => [page.path, page] as const))("%s: one h1, headings in order, unique ids", (_path, page) => {
    const html = renderToStaticMarkup(<ServicePageView page={page} now={MONDAY_MORNING} />);
    const levels = headingLevels(html);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    const all = ids(html);
    expect(new Set(all).size).toBe(all.length);
    for (const id of sectionIds(page.sections)) expect(all).toContain(id);
    expect(html).toContain('aria-current="page"');
  });

  it("says whether the pick-up point is open now", () => {
    expect(renderToStaticMarkup(<ServicePageView page={PICK_UP_PAGE} now={MONDAY_MORNING} />)).toContain("Nu open, tot 20:00");
    expect(renderToStaticMarkup(<ServicePageView page={PICK_UP_PAGE} now={MONDAY_NIGHT} />)).toContain("Nu gesloten, morgen weer open vanaf 9:00");
  });

  it("shows the withdrawal function's words and the model form", () => {
    const html = renderToStaticMarkup(<ServicePageView page={SERVICE_PAGES["annuleren-retourneren"]} now={MONDAY_MORNING} />);
    expect(html).toContain("Herroep je aankoop hier");
    expect(html).toContain("Modelformulier voor herroeping");
  });
});

describe("customer-service hub", () => {
  it("shows both phone numbers and the e-mail address, whether customer service is open, a card per topic and the questions", () => {
    const open = renderToStaticMarkup(hub(MONDAY_MORNING));
    expect(open).toContain("Nu open, tot 23:00");
    expect(open).toContain('href="tel:+31717600000"');
    expect(open).toContain('href="tel:+3238080000"');
    expect(open).toContain("vanuit België");
    expect(open).toContain(`href="mailto:${DEMO.emailAddress}"`);
    // Outside Next.js the link drops the trailing slash that trailingSlash: true keeps.
    for (const page of Object.values(SERVICE_PAGES)) expect(open).toMatch(new RegExp(`href="${page.path.replace(/\/$/, "")}/?"`));
    for (const item of HUB_FAQ) expect(open).toContain(item.question);
    const levels = headingLevels(open);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let index = 1; index < levels.length; index += 1) expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
    // Sunday 22 November 2026, 12:00 in Amsterdam: closed until 14:30.
    expect(renderToStaticMarkup(hub(new Date("2026-11-22T11:00:00Z")))).toContain("Nu gesloten, vandaag weer open vanaf 14:30");
  });

  it("describes the questions as a FAQPage", () => {
    const data = faqPageJsonLd(HUB_FAQ);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(HUB_FAQ.length);
    expect(data.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
  });
});
