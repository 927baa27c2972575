import "server-only";

/**
 * The public API's view of front content: only published versions within
 * their period (a guest never gets a draft), shaped as the answers of
 * schemas/answers/front-content.ts.
 */
import { eq } from "drizzle-orm";

import type { BannerVersion, BlockVersion, MessageVersion } from "@/schemas/front-content";
import type { Database } from "@/server/db/client";
import { blocks } from "@/server/db/schema";
import { richTextToPlainText } from "@/server/content/rich-text";

import { bannerKind, blockKind, messageKind } from "./content-kinds";
import { readShownContent, type ShownVersion } from "./content-records";

export function bannerAnswer({ id, version }: ShownVersion<BannerVersion>) {
  return { bannerId: id, title: version.title, text: version.text, link: version.link, where: version.where, image: version.image, period: version.period, order: version.order };
}

export function messageAnswer({ id, version }: ShownVersion<MessageVersion>) {
  return { messageId: id, html: version.html, text: richTextToPlainText(version.html), tone: version.tone, link: version.link, period: version.period };
}

export function blockAnswer({ id, key, version }: ShownVersion<BlockVersion>) {
  return { blockId: id, key: key!, content: version };
}

export async function listPublicBanners(db: Database, now: Date, where?: string) {
  const { items } = await readShownContent(db, bannerKind, "published", now);
  const placed = items.filter((item) => where === undefined || item.version.where === where).sort((a, b) => a.version.order - b.version.order || a.id - b.id);
  return { items: placed.map(bannerAnswer), total: placed.length };
}

export async function loadPublicBanner(db: Database, now: Date, bannerId: number) {
  const { items } = await readShownContent(db, bannerKind, "published", now);
  const found = items.find((item) => item.id === bannerId);
  return found ? bannerAnswer(found) : null;
}

export async function listPublicMessages(db: Database, now: Date) {
  const { items } = await readShownContent(db, messageKind, "published", now);
  return { items: items.map(messageAnswer), total: items.length };
}

export async function loadPublicMessage(db: Database, now: Date, messageId: number) {
  const { items } = await readShownContent(db, messageKind, "published", now);
  const found = items.find((item) => item.id === messageId);
  return found ? messageAnswer(found) : null;
}

/** A block by its number or its key ("home.hero"). */
export async function loadPublicBlock(db: Database, now: Date, blockId: number | string) {
  let key: string;
  if (typeof blockId === "number") {
    const [row] = await db.select({ key: blocks.key }).from(blocks).where(eq(blocks.blockId, blockId));
    if (!row) return null;
    key = row.key;
  } else {
    key = blockId;
  }
  const { items } = await readShownContent(db, blockKind, "published", now, [key]);
  return items[0] ? blockAnswer(items[0]) : null;
}
