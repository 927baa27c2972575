/**
 * A newsletter campaign (issue 23, point 5): what an admin writes (blocks of
 * content and products), where a send stands, and the pure rules the sending
 * and the counter share: which links a campaign has (a tracked click may only
 * lead to one of them) and when the next mail of a steady-rate send is due.
 */

export type NewsletterStatus = "draft" | "sending" | "sent";

/**
 * One campaign to one subscriber: `queued` until its turn, `claimed` just before
 * the mail goes out, then `sent`; `skipped` when the address left the list
 * before its turn; `failed` when the mail server kept refusing it or a process
 * stopped between claim and send (never sent again: at most once).
 */
export type NewsletterDeliveryStatus = "queued" | "claimed" | "sent" | "skipped" | "failed";

/** A rich-text block holds sanitised HTML (server/content/rich-text.ts), sanitised again when the mail is made. */
export type NewsletterBlock =
  | { type: "heading"; text: string }
  | { type: "text"; html: string }
  | { type: "image"; imageUrl: string; alt: string; linkUrl?: string | null }
  | { type: "button"; label: string; url: string }
  | { type: "products"; productIds: number[] };

/** At most this many products in one products block, and blocks in a campaign. */
export const MAX_PRODUCTS_PER_BLOCK = 6;
export const MAX_BLOCKS = 30;

/** How often a mail server's refusal is tried again before the delivery is given up. */
export const MAX_SEND_ATTEMPTS = 3;

/** A product as the mail shows it: the live catalogue's name and price at send time, its page and picture. */
export interface NewsletterProduct {
  productId: number;
  name: string;
  priceCents: number;
  /** The list price when it is higher than what the shopper pays now. */
  listPriceCents: number | null;
  /** Paths on the shop: made absolute when the mail is made. */
  path: string;
  imagePath: string;
}

/**
 * Every link of the campaign a reader can click, in the order of the blocks:
 * image links, buttons, and a slot for each product named (its page, which
 * `productPath` names, or null when the catalogue no longer has it). A tracked
 * link carries its slot (`?link=<n>`), so the counter can only send a reader
 * to a link the campaign itself has: never an open redirect. A product keeps
 * its slot whether or not it can be shown, so a product that expires after
 * the send never shifts the other links of mails already out.
 */
export function campaignLinks(blocks: readonly NewsletterBlock[], productPath: (productId: number) => string | null): (string | null)[] {
  const links: (string | null)[] = [];
  for (const block of blocks) {
    if (block.type === "image" && block.linkUrl) links.push(block.linkUrl);
    if (block.type === "button") links.push(block.url);
    if (block.type === "products") for (const productId of block.productIds) links.push(productPath(productId));
  }
  return links;
}

/** The link slot (campaignLinks) of each block's first link, block by block: where the mail numbers its links from. */
export function firstLinkSlots(blocks: readonly NewsletterBlock[]): number[] {
  let next = 0;
  return blocks.map((block) => {
    const first = next;
    if (block.type === "image" && block.linkUrl) next += 1;
    if (block.type === "button") next += 1;
    if (block.type === "products") next += block.productIds.length;
    return first;
  });
}

/** The products a campaign names, each once. */
export function campaignProductIds(blocks: readonly NewsletterBlock[]): number[] {
  return [...new Set(blocks.flatMap((block) => (block.type === "products" ? block.productIds : [])))];
}

/**
 * A steady rate: the mail with this number (0 first) of a round that began at
 * `startedAt` is due at startedAt + n / perSecond. A round that falls behind
 * (a slow mail server) does not rush to catch up beyond that pace.
 */
export function sendSlot(startedAt: number, mailNumber: number, perSecond: number): number {
  return startedAt + Math.floor((mailNumber * 1000) / perSecond);
}

/** The counts of a campaign, as the counter answers them. */
export interface NewsletterCounts {
  recipients: number;
  queued: number;
  sent: number;
  skipped: number;
  failed: number;
  opened: number;
  clicked: number;
  unsubscribedAfter: number;
}
