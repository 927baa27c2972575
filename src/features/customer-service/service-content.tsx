import { Fragment } from "react";

import { RichText } from "@/components/content/rich-text";
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import type { Company } from "@/config/company";
import { CUSTOMER_SERVICE_HOURS, PICK_UP_BRING, PICK_UP_POINT, SHOP_HOURS } from "@/config/site";
import { formatAmount } from "@/domain/cart/delivery-cost";
import type { BlockPlaceholder, BodyPart } from "@/domain/content/pages";
import type { SafeHtml } from "@/domain/content/publication";
import { formatEuro } from "@/domain/money";
import type { ShopSettings } from "@/domain/shop-settings";

import { UI_COPY } from "./copy";
import styles from "./customer-service.module.css";
import type { ServiceFacts, ServicePage } from "./types";

const COUNTRY_NAMES: Record<string, string> = { NL: "Nederland", BE: "België" };

export function PickUpAddress() {
  return (
    <address className={styles.address}>
      <strong>{PICK_UP_POINT.name}</strong>
      <br />
      {PICK_UP_POINT.street}
      <br />
      {PICK_UP_POINT.postalCode} {PICK_UP_POINT.city}
      <br />
      {COUNTRY_NAMES[PICK_UP_POINT.country] ?? PICK_UP_POINT.country}
    </address>
  );
}

function Facts({ items }: { items: readonly { term: string; detail: string }[] }) {
  return (
    <dl className={styles.facts}>
      {items.map((item) => (
        <Fragment key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The company's legal details (the terms, the privacy statement, /over-ons/). */
function companyFacts(company: Company): { term: string; detail: string }[] {
  return [
    { term: UI_COPY.companyName, detail: company.legalName },
    { term: UI_COPY.companyAddress, detail: company.addressLine },
    { term: UI_COPY.kvk, detail: company.kvkNumber },
    { term: UI_COPY.vat, detail: company.vatNumber },
    { term: UI_COPY.email, detail: company.emailAddress },
    ...company.phones.map((phone) => ({ term: `${UI_COPY.phoneFrom} ${phone.label}`, detail: phone.display })),
  ];
}

/** What delivery costs, as the settings in force have it. */
function deliveryCostFacts({ smallOrder }: ShopSettings): { term: string; detail: string }[] {
  return [
    ...(smallOrder.feeCents > 0 && smallOrder.thresholdCents > 0
      ? [
          { term: `Vanaf ${formatAmount(smallOrder.thresholdCents)}`, detail: UI_COPY.freeDelivery },
          { term: `Onder ${formatAmount(smallOrder.thresholdCents)}`, detail: `${formatEuro(smallOrder.feeCents)} ${UI_COPY.deliveryCostsBelow}` },
        ]
      : [{ term: UI_COPY.deliver, detail: UI_COPY.free }]),
    { term: UI_COPY.ownDeliveryCosts, detail: UI_COPY.ownDeliveryCostsDetail },
    { term: UI_COPY.pickUpFree, detail: UI_COPY.free },
  ];
}

/** A part the page draws itself, named in the stored text as `<p>{{naam}}</p>`. */
function DrawnPart({ name, facts, now }: { name: BlockPlaceholder; facts: ServiceFacts; now: Date }) {
  switch (name) {
    case "openingstijden-klantenservice":
      return <OpeningHours schedule={CUSTOMER_SERVICE_HOURS} caption={UI_COPY.customerServiceHours} now={now} />;
    case "openingstijden-afhaalcentrum":
      return <OpeningHours schedule={SHOP_HOURS} caption={UI_COPY.pickUpHours} now={now} />;
    case "adres-afhaalcentrum":
      return <PickUpAddress />;
    case "bedrijfsgegevens":
      return <Facts items={companyFacts(facts.company)} />;
    case "bezorgkosten-overzicht":
      return <Facts items={deliveryCostFacts(facts.settings)} />;
    case "afhalen-meenemen":
      return (
        <ul>
          {PICK_UP_BRING.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}

/** A body from the database: the editor's (sanitised) rich text, and the parts the page draws where the text names them. */
export function Body({ parts, facts, now }: { parts: readonly BodyPart<SafeHtml>[]; facts: ServiceFacts; now: Date }) {
  return (
    <>
      {parts.map((part, index) => (part.kind === "html" ? <RichText key={index} html={part.html} className={styles.body} /> : <DrawnPart key={index} name={part.name} facts={facts} now={now} />))}
    </>
  );
}

type Section = ServicePage["sections"][number];

/** The flat list of the editor as sections (h2) with their subsections (h3). */
function grouped(sections: readonly Section[]): { section: Section; subsections: Section[] }[] {
  const groups: { section: Section; subsections: Section[] }[] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (section.level === 3 && last) last.subsections.push(section);
    else groups.push({ section, subsections: [] });
  }
  return groups;
}

/**
 * A page's sections: h2 with its h3 subsections, each with its own fragment id
 * (the anchors that links across the shop point at). Only the h2 sections are
 * named regions, so the page does not fill up with landmarks.
 */
export function Sections({ sections, facts, now }: { sections: readonly Section[]; facts: ServiceFacts; now: Date }) {
  return (
    <>
      {grouped(sections).map(({ section, subsections }) => (
        <section key={section.anchor} id={section.anchor} className={styles.section} aria-labelledby={`${section.anchor}-titel`}>
          <h2 id={`${section.anchor}-titel`}>{section.heading}</h2>
          <Body parts={section.body} facts={facts} now={now} />
          {subsections.map((subsection) => (
            <section key={subsection.anchor} id={subsection.anchor} className={styles.subsection}>
              <h3 id={`${subsection.anchor}-titel`}>{subsection.heading}</h3>
              <Body parts={subsection.body} facts={facts} now={now} />
            </section>
          ))}
        </section>
      ))}
    </>
  );
}

/** The number of top-level sections (the table of contents shows from four). */
export function sectionCount(sections: readonly Section[]): number {
  return sections.filter((section) => section.level === 2).length;
}
