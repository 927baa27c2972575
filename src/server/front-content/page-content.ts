import "server-only";

/**
 * What a page shows of the front content, in the reader's version (drafts for
 * staff in preview), with the moment the page must be made again because a
 * period starts or ends (`nextChange`, for `shareUntil`).
 */
import type { ContentVersion, SafeHtml } from "@/domain/content/publication";
import { categoryIntroKey, nextPeriodBoundary } from "@/domain/front-content/front-content";
import type { BannerVersion, HeroBlock, ListBlock, MessageVersion } from "@/schemas/front-content";
import { sanitizeRichText } from "@/server/content/rich-text";
import { getDatabase } from "@/server/db/client";

import { bannerKind, blockKind, messageKind } from "./content-kinds";
import { readShownContent, type ShownVersion } from "./content-records";

export interface PageBanner {
  bannerId: number;
  banner: BannerVersion;
}

async function bannersFor(where: string, version: ContentVersion, now: Date) {
  const { items, periods } = await readShownContent(await getDatabase(), bannerKind, version, now);
  const placed = items.filter((item) => item.version.where === where).sort((a, b) => a.version.order - b.version.order || a.id - b.id);
  return { banners: placed.map(({ id, version: banner }): PageBanner => ({ bannerId: id, banner })), periods };
}

export interface FrontPageContent {
  hero: HeroBlock | null;
  promotions: ListBlock | null;
  tiles: ListBlock | null;
  banners: PageBanner[];
  nextChange: Date | null;
}

const versionOfKey = <V>(items: ShownVersion<V>[], key: string): V | null => items.find((item) => item.key === key)?.version ?? null;

export async function frontPageContent(version: ContentVersion, now: Date): Promise<FrontPageContent> {
  const db = await getDatabase();
  const [blockContent, placed] = await Promise.all([readShownContent(db, blockKind, version, now, ["home.hero", "home.promotions", "home.tiles"]), bannersFor("home", version, now)]);
  const hero = versionOfKey(blockContent.items, "home.hero");
  const promotions = versionOfKey(blockContent.items, "home.promotions");
  const tiles = versionOfKey(blockContent.items, "home.tiles");
  return {
    hero: hero?.kind === "hero" ? hero : null,
    promotions: promotions?.kind === "promotions" ? promotions : null,
    tiles: tiles?.kind === "tiles" ? tiles : null,
    banners: placed.banners,
    nextChange: nextPeriodBoundary([...blockContent.periods, ...placed.periods], now),
  };
}

export interface CategoryPageContent {
  /** The category's intro, made safe here (again: the version was sanitised on save and on read). */
  intro: { html: SafeHtml } | null;
  banners: PageBanner[];
  nextChange: Date | null;
}

export async function categoryPageContent(categorySlug: string, version: ContentVersion, now: Date): Promise<CategoryPageContent> {
  const db = await getDatabase();
  const [blockContent, placed] = await Promise.all([readShownContent(db, blockKind, version, now, [categoryIntroKey(categorySlug)]), bannersFor(`category:${categorySlug}`, version, now)]);
  const intro = blockContent.items[0]?.version;
  return { intro: intro?.kind === "intro" ? { html: sanitizeRichText(intro.html) } : null, banners: placed.banners, nextChange: nextPeriodBoundary([...blockContent.periods, ...placed.periods], now) };
}

export interface ShellMessages {
  messages: { messageId: number; html: SafeHtml; tone: MessageVersion["tone"]; link: MessageVersion["link"] }[];
  nextChange: Date | null;
}

/** The site-wide messages of every page's shell. */
export async function shellMessages(version: ContentVersion, now: Date): Promise<ShellMessages> {
  const { items, periods } = await readShownContent(await getDatabase(), messageKind, version, now);
  return { messages: items.map(({ id, version: message }) => ({ messageId: id, html: sanitizeRichText(message.html), tone: message.tone, link: message.link })), nextChange: nextPeriodBoundary(periods, now) };
}

/** Banners of a place that is not a block page (the cart, search). */
export async function placedBanners(where: string, version: ContentVersion, now: Date) {
  const { banners, periods } = await bannersFor(where, version, now);
  return { banners, nextChange: nextPeriodBoundary(periods, now) };
}
