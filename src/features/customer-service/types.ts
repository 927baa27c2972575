/**
 * The shape of a customer-service page's copy. The pages are data: the copy
 * file fills these, one renderer turns them into HTML, so that a French (fr-BE)
 * translation only needs another copy file (decisions §8).
 */

/** A piece of running text: plain, or a link whose text makes sense on its own. */
export type Inline = string | { text: string; href: string } | { strong: string };
export type Text = string | readonly Inline[];

export type Block =
  | { kind: "p"; text: Text }
  | { kind: "ul"; items: readonly Text[] }
  | { kind: "ol"; items: readonly Text[] }
  /** A labelled list of facts, e.g. "Kosten: gratis". */
  | { kind: "facts"; items: readonly { term: string; detail: Text }[] }
  /** The opening hours with "nu open" or "nu gesloten", computed from the request's clock. */
  | { kind: "hours"; schedule: "customerService" | "shop"; caption: string }
  /** The pick-up point's postal address. */
  | { kind: "address" }
  /** A framed text that is meant to be copied as it is, such as the model withdrawal form. */
  | { kind: "frame"; label: string; blocks: readonly Block[] };

export interface Section {
  /** The fragment of the section: /klantenservice/betalen/#betaalmogelijkheden. */
  id: string;
  title: string;
  blocks: readonly Block[];
  sections?: readonly Section[];
}

export interface ServicePage {
  path: string;
  /** The last breadcrumb and the side navigation's label. */
  navLabel: string;
  /** The h1. */
  title: string;
  /** The document title (the layout adds "| Stekker"). */
  metaTitle: string;
  /** The meta description: at most about 155 characters. */
  description: string;
  intro: string;
  sections: readonly Section[];
}

export interface Question {
  question: string;
  /** Plain text: it is also the FAQPage JSON-LD's answer. */
  answer: string;
}
