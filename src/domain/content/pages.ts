/**
 * The shop's pages (issue 23, point 1): the customer-service pages, /over-ons/,
 * the privacy statement and any page an admin adds, stored as a draft and a
 * published version (publication.ts). The rules here are pure: which paths a
 * page may have, what an anchor looks like, and how the facts the shop
 * computes (fees, thresholds, hours, company details) get into stored text.
 *
 * Why placeholders: the texts are the editor's now, but a fee or a phone
 * number typed into them would go stale the day an admin changes the setting.
 * So the stored text says `{{bezorgkosten}}` and the page fills in the value
 * of the settings in force when it is rendered; a placeholder alone in a
 * paragraph (`<p>{{openingstijden-afhaalcentrum}}</p>`) becomes a part the
 * code draws (the hours with "nu open", the address, the company's details).
 */

/** A page's address: one or two lower-case segments with a trailing slash (/over-ons/, /klantenservice/betalen/). */
export const PAGE_PATH_PATTERN = /^\/[a-z0-9]+(?:-[a-z0-9]+)*\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)?$/;

/** A section's anchor (its fragment, `#bezorgdag-kiezen`): what links across the shop point at. */
export const ANCHOR_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The segments a page may not take: the shop's own routes, whatever the catalogue does not own. */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  "api",
  "afbeeldingen",
  "beheer",
  "bestellen",
  "bestelling",
  "betalen",
  "cookies",
  "keukens",
  "medewerkers",
  "merken",
  "nieuwsbrief",
  "offerte",
  "offerte-aanvragen",
  "productgroepen",
  "weer-op-voorraad",
  "winkelwagen",
  "zoeken",
  "aanbiedingen",
];

/** Where a page may live: one segment (drawn by the category route when no category has it), or a customer-service subpage. */
export function pagePathProblem(path: string): string | null {
  if (!PAGE_PATH_PATTERN.test(path)) return "Een pad is /naam/ of /klantenservice/naam/: kleine letters, cijfers en streepjes, met een schuine streep aan het eind";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 2 && segments[0] !== "klantenservice") return "Een pad met twee delen kan alleen onder /klantenservice/";
  if (RESERVED_FIRST_SEGMENTS.includes(segments[0]!)) return `/${segments[0]}/ is een vaste pagina van de winkel`;
  return null;
}

/** The key of a path in the API's path (`/api/pages/klantenservice--betalen/`): the segments joined by a double dash, which no segment contains. */
export function pageKeyOf(path: string): string {
  return path.split("/").filter(Boolean).join("--");
}

/** The path of a key (the reverse of pageKeyOf), or null when it names none. */
export function pagePathOfKey(key: string): string | null {
  const path = `/${key.split("--").join("/")}/`;
  return PAGE_PATH_PATTERN.test(path) ? path : null;
}

/** Anchors that appear twice, in the order met: a fragment must lead to one place. */
export function duplicateAnchors(anchors: readonly string[]): string[] {
  const seen = new Set<string>();
  const doubled = new Set<string>();
  for (const anchor of anchors) (seen.has(anchor) ? doubled : seen).add(anchor);
  return [...doubled];
}

/** Values that stored text names as `{{naam}}`, filled in on every render from the settings and configuration in force. */
export const TEXT_PLACEHOLDERS = {
  telefoon: "Beide telefoonnummers: 071 - 760 00 00 (vanuit België +32 …)",
  "telefoon-nl": "Het telefoonnummer in Nederland",
  email: "Het e-mailadres van de klantenservice",
  bedrijfsnaam: "De naam van het bedrijf",
  bedrijfsadres: "Het adres van het bedrijf",
  winkelnaam: "De naam van de winkel",
  "garantie-jaren": "De garantie in jaren (instellingen)",
  "garantie-jaren-met-extra": "De garantie met extra garantie, in jaren",
  "extra-garantie-jaren": "Wat extra garantie toevoegt, in jaren",
  bezorgkosten: "De regel van de bezorgkosten (grens en toeslag uit de instellingen)",
  "betaalkosten-ideal": "De kosten van iDEAL",
  "betaalkosten-bancontact": "De kosten van Bancontact",
  "betaalkosten-creditcard": "De kosten van een creditcard",
  "betaalkosten-bankoverschrijving": "De kosten van een bankoverschrijving",
  "betaalkosten-pinnen-bij-bezorging": "De kosten van pinnen bij bezorging",
  "betaalkosten-pinnen-bij-afhalen": "De kosten van pinnen bij afhalen",
  "toeslag-pinnen-bij-bezorging": "De kosten van pinnen bij bezorging, in kleine letters",
  "creditcard-toeslag": "De toeslag van een creditcard tussen haakjes, of niets",
  "bestel-voor": "Het tijdstip tot wanneer je bestelt voor bezorging morgen",
  "bedenktijd-dagen": "De bedenktijd in dagen",
  "bezorgdagen-vooruit": "Hoeveel dagen vooruit je een bezorgdag kiest",
  "bezorgweken-vooruit": "Hoeveel weken vooruit je een bezorgweek kiest",
  "overmaken-dagen": "Binnen hoeveel dagen je een overschrijving doet",
  afhaalmarge: "Hoe lang voor sluitingstijd je bestelt om dezelfde dag af te halen",
  afhaalcentrum: "De naam van het afhaalcentrum",
  afhaaladres: "Het adres van het afhaalcentrum op één regel",
  afhaalstraat: "De straat van het afhaalcentrum",
  afhaalplaats: "De plaats van het afhaalcentrum",
  "afhalen-meenemen-zin": "Wat je meeneemt bij afhalen, in één zin",
  "afhalen-iemand-anders": "Wat iemand meeneemt die voor je afhaalt",
} as const;

export type TextPlaceholder = keyof typeof TEXT_PLACEHOLDERS;

/** Parts the page draws itself, each named alone in a paragraph: `<p>{{openingstijden-afhaalcentrum}}</p>`. */
export const BLOCK_PLACEHOLDERS = {
  "openingstijden-klantenservice": "De openingstijden van de klantenservice, met nu open of gesloten",
  "openingstijden-afhaalcentrum": "De openingstijden van het afhaalcentrum, met nu open of gesloten",
  "adres-afhaalcentrum": "Het adres van het afhaalcentrum",
  bedrijfsgegevens: "Naam, adres, KvK- en btw-nummer, e-mail en telefoon van het bedrijf",
  "bezorgkosten-overzicht": "De bezorgkosten als lijst (grens, toeslag, afhalen)",
  "afhalen-meenemen": "De lijst van wat je meeneemt bij afhalen",
} as const;

export type BlockPlaceholder = keyof typeof BLOCK_PLACEHOLDERS;

const PLACEHOLDER = /\{\{\s*([a-z0-9-]+)\s*\}\}/g;
const BLOCK_PARAGRAPH = /<p>\s*\{\{\s*([a-z0-9-]+)\s*\}\}\s*<\/p>/g;

function isTextPlaceholder(name: string): name is TextPlaceholder {
  return Object.hasOwn(TEXT_PLACEHOLDERS, name);
}

function isBlockPlaceholder(name: string): name is BlockPlaceholder {
  return Object.hasOwn(BLOCK_PLACEHOLDERS, name);
}

/** Placeholders the text names that the shop does not know (the editor refuses them: a typo would print as it is). */
export function unknownPlaceholders(text: string, { blocks }: { blocks: boolean }): string[] {
  const withoutBlocks = blocks ? text.replace(BLOCK_PARAGRAPH, (whole, name: string) => (isBlockPlaceholder(name) ? "" : whole)) : text;
  return [...withoutBlocks.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isTextPlaceholder(name));
}

/** The text with each known placeholder replaced by its value (`escape`d for HTML, or not for plain text); unknown ones stay. */
export function fillPlaceholders(text: string, values: Readonly<Record<TextPlaceholder, string>>, escape: (value: string) => string = (value) => value): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isTextPlaceholder(name) ? escape(values[name]) : whole));
}

/** One stretch of a section's body: rich text, or a part the page draws. */
export type BodyPart<Html> = { kind: "html"; html: Html } | { kind: "block"; name: BlockPlaceholder };

/** The body cut at its block placeholders, in order; empty stretches dropped. */
export function splitBlockPlaceholders(html: string): BodyPart<string>[] {
  const parts: BodyPart<string>[] = [];
  let rest = 0;
  for (const match of html.matchAll(BLOCK_PARAGRAPH)) {
    const name = match[1]!;
    if (!isBlockPlaceholder(name)) continue;
    const before = html.slice(rest, match.index).trim();
    if (before) parts.push({ kind: "html", html: before });
    parts.push({ kind: "block", name });
    rest = match.index + match[0].length;
  }
  const after = html.slice(rest).trim();
  if (after) parts.push({ kind: "html", html: after });
  return parts;
}

/** HTML-escapes a value put into rich text (the values are plain text: an ampersand in a company name stays text). */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** A page as a render gets it: the placeholders filled in, each body cut at the parts the page draws. */
export interface PageView<Html> {
  pageId: number;
  path: string;
  title: string;
  metaTitle: string;
  description: string;
  navLabel: string;
  summary: string;
  intro: BodyPart<Html>[];
  sections: { anchor: string; heading: string; level: 2 | 3; body: BodyPart<Html>[] }[];
  faq: { question: string; answer: string }[];
}
