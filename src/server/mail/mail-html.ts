/**
 * The building blocks every mail's HTML shares: escaping, safe links, dates in the
 * shop's time zone, and one simple layout. Mail clients ignore style sheets and
 * most of CSS, so styles are inline and the layout is one centred table; names,
 * addresses and product names come from people, so every text goes through
 * `escapeHtml` and every link through `safeUrl`.
 */
import { formatEuro } from "@/domain/money";
import { type Company, companyDetails } from "@/config/company";
import { SITE_NAME } from "@/config/site";

/** What a template makes and the transport sends (with the recipient). */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * A link for an href, escaped. Only http(s): a `javascript:` address in a mail
 * would be an attack, and a relative one leads nowhere from a mailbox, so both
 * are a programming error rather than something to send.
 */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`Mail links must be absolute http(s) URLs, not ${parsed.protocol}`);
  return escapeHtml(parsed.href);
}

/**
 * "€ 1.299,00": in a mail the full amount reads better than the shop's
 * "1.299,-". An amount off reads "-€ 100,00", as Dutch shops write it, not
 * Intl's "€ -100,00".
 */
export function euro(cents: number): string {
  return cents < 0 ? `-${formatEuro(-cents)}` : formatEuro(cents);
}

// Colours with a contrast of at least 4.5:1 on white (WCAG 2.2 AA).
export const COLOURS = { text: "#1a1a1a", muted: "#555555", link: "#0b57d0", border: "#dddddd", button: "#0b57d0" } as const;
const FONT = "font-family: Arial, Helvetica, sans-serif;";

export const styles = {
  title: `margin: 0 0 8px; font-size: 20px; line-height: 1.3; color: ${COLOURS.text}; ${FONT}`,
  heading: `margin: 24px 0 8px; font-size: 18px; line-height: 1.3; color: ${COLOURS.text}; ${FONT}`,
  paragraph: `margin: 0 0 12px; font-size: 15px; line-height: 1.5; color: ${COLOURS.text}; ${FONT}`,
  muted: `margin: 0 0 12px; font-size: 13px; line-height: 1.5; color: ${COLOURS.muted}; ${FONT}`,
  link: `color: ${COLOURS.link}; text-decoration: underline;`,
  cell: `padding: 8px 0; border-bottom: 1px solid ${COLOURS.border}; font-size: 15px; line-height: 1.4; color: ${COLOURS.text}; vertical-align: top; ${FONT}`,
  button: `display: inline-block; padding: 12px 20px; border-radius: 4px; background: ${COLOURS.button}; color: #ffffff; font-size: 15px; font-weight: bold; text-decoration: none; ${FONT}`,
} as const;

export function paragraph(html: string, style: string = styles.paragraph): string {
  return `<p style="${style}">${html}</p>`;
}

/** The mail's one title, above its first paragraph. */
export function title(text: string): string {
  return `<h1 style="${styles.title}">${escapeHtml(text)}</h1>`;
}

export function heading(text: string): string {
  return `<h2 style="${styles.heading}">${escapeHtml(text)}</h2>`;
}

export function link(url: string, text: string): string {
  return `<a href="${safeUrl(url)}" style="${styles.link}">${escapeHtml(text)}</a>`;
}

export function button(url: string, text: string): string {
  return `<p style="margin: 16px 0;"><a href="${safeUrl(url)}" style="${styles.button}">${escapeHtml(text)}</a></p>`;
}

/** Who sends the mail, as the law asks a shop to say: name, address, KvK and VAT numbers, e-mail address. */
export function companyLine(company: Company): string {
  return `${company.legalName} · ${company.addressLine} · KvK ${company.kvkNumber} · btw-nummer ${company.vatNumber} · ${company.emailAddress}`;
}

/** Both numbers, labelled: a mail does not know from which country it is read. */
function phonesText(company: Company): string {
  const [nl, be] = company.phones;
  return `${nl.display} (vanuit ${be.label} ${be.display})`;
}

const COMPANY = companyDetails();

/** The closing lines every mail ends with: who to ask, and who sends it, in text and HTML. */
export const SIGNATURE_TEXT = [
  `Vragen? Bel onze klantenservice op ${phonesText(COMPANY)} (ma-vr 9:00-23:00, za 9:30-23:00, zo 14:30-23:00) of beantwoord deze e-mail.`,
  "",
  "Met vriendelijke groet,",
  `Team ${SITE_NAME}`,
  "",
  companyLine(COMPANY),
];

/**
 * A whole HTML document: `lang="nl"` so screen readers speak Dutch, a title, and
 * one 600-pixel column of content with the shop's name above it.
 */
export function mailDocument(title: string, content: string): string {
  const signature = `${paragraph(escapeHtml(SIGNATURE_TEXT[0]!), styles.muted)}${paragraph(`Met vriendelijke groet,<br>Team ${escapeHtml(SITE_NAME)}`)}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="nl">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    "</head>",
    `<body style="margin: 0; padding: 0; background: #f4f4f4;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: #f4f4f4;"><tr><td align="center" style="padding: 16px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 600px; background: #ffffff; border-radius: 4px;"><tr><td style="padding: 24px;">`,
    `<p style="margin: 0 0 16px; font-size: 22px; font-weight: bold; color: ${COLOURS.text}; ${FONT}">${escapeHtml(SITE_NAME)}</p>`,
    content,
    signature,
    paragraph(escapeHtml(companyLine(COMPANY)), `${styles.muted} border-top: 1px solid ${COLOURS.border}; padding-top: 12px; margin-top: 24px;`),
    "</td></tr></table>",
    "</td></tr></table>",
    "</body>",
    "</html>",
  ].join("\n");
}
