import NextLink from "next/link";
import { Fragment } from "react";

import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { CUSTOMER_SERVICE_HOURS, PICK_UP_POINT, SHOP_HOURS } from "@/config/site";

import styles from "./customer-service.module.css";
import type { Block, Section, Text } from "./types";

const COUNTRY_NAMES: Record<string, string> = { NL: "Nederland", BE: "België" };

/** Running text with its links; links are server-rendered and prefetch nothing until followed. */
export function RichText({ text }: { text: Text }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((part, index) => {
        if (typeof part === "string") return <Fragment key={index}>{part}</Fragment>;
        if ("strong" in part) return <strong key={index}>{part.strong}</strong>;
        return (
          <NextLink key={index} href={part.href} prefetch={false} className={styles.link}>
            {part.text}
          </NextLink>
        );
      })}
    </>
  );
}

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

function BlockView({ block, now }: { block: Block; now: Date }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "ul":
    case "ol": {
      const List = block.kind;
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "facts":
      return (
        <dl className={styles.facts}>
          {block.items.map((item) => (
            <Fragment key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <RichText text={item.detail} />
              </dd>
            </Fragment>
          ))}
        </dl>
      );
    case "hours":
      return <OpeningHours schedule={block.schedule === "shop" ? SHOP_HOURS : CUSTOMER_SERVICE_HOURS} caption={block.caption} now={now} />;
    case "address":
      return <PickUpAddress />;
    case "frame":
      return (
        <div className={styles.frame}>
          <p className={styles.frameLabel}>{block.label}</p>
          <Blocks blocks={block.blocks} now={now} />
        </div>
      );
  }
}

export function Blocks({ blocks, now }: { blocks: readonly Block[]; now: Date }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} now={now} />
      ))}
    </>
  );
}

/**
 * A page's sections: h2 with its h3 subsections, each with its own fragment id
 * (the anchors that links across the shop point at). Only the h2 sections are
 * named regions, so the page does not fill up with landmarks.
 */
export function Sections({ sections, now, level = 2 }: { sections: readonly Section[]; now: Date; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className={level === 2 ? styles.section : styles.subsection}
          aria-labelledby={level === 2 ? `${section.id}-titel` : undefined}
        >
          <Heading id={`${section.id}-titel`}>{section.title}</Heading>
          <Blocks blocks={section.blocks} now={now} />
          {section.sections && level === 2 ? <Sections sections={section.sections} now={now} level={3} /> : null}
        </section>
      ))}
    </>
  );
}
