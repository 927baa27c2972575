/**
 * The shop's front content (issue 23, decisions §13): banners placed on a
 * page, blocks (named slots such as the front page's hero) and site-wide
 * messages. Pure rules: where a banner may stand, what a link may point at,
 * and when a shared page must be made again because a period starts or ends.
 */
import { type ContentPeriod, isWithinPeriod } from "@/domain/content/publication";

/** The places a banner can stand: the front page, the cart, search, or one category page. */
export const BANNER_PLACES = ["home", "cart", "search"] as const;
const CATEGORY_PLACE = /^category:[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isBannerPlace(where: string): boolean {
  return (BANNER_PLACES as readonly string[]).includes(where) || CATEGORY_PLACE.test(where);
}

/** The block keys with a fixed meaning; a category's intro is `category.<slug>.intro`. */
export const FIXED_BLOCK_KEYS = ["home.hero", "home.promotions", "home.tiles"] as const;
export type FixedBlockKey = (typeof FIXED_BLOCK_KEYS)[number];
const CATEGORY_INTRO = /^category\.([a-z0-9]+(?:-[a-z0-9]+)*)\.intro$/;

export type BlockKind = "hero" | "promotions" | "tiles" | "intro";

/** What a key's slot holds, or null for a key the shop does not know. */
export function blockKindOf(key: string): BlockKind | null {
  if (key === "home.hero") return "hero";
  if (key === "home.promotions") return "promotions";
  if (key === "home.tiles") return "tiles";
  return CATEGORY_INTRO.test(key) ? "intro" : null;
}

export function categoryIntroKey(categorySlug: string): string {
  return `category.${categorySlug}.intro`;
}

/**
 * A link an editor may set: a path of the shop itself, or an https address.
 * A path starting with `//` or holding a backslash would leave the shop
 * (protocol-relative), so it is refused like `javascript:`.
 */
export function isContentLink(link: string): boolean {
  if (link.length > 500) return false;
  if (link.startsWith("/")) return !link.startsWith("//") && !link.includes("\\") && !/\s/.test(link);
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * The first moment after `now` at which any of these periods starts or ends:
 * a shared copy of a page that shows them is stale from then on, without any
 * change in the database. Null when none lies ahead.
 */
export function nextPeriodBoundary(periods: readonly ContentPeriod[], now: Date): Date | null {
  let next: number | null = null;
  for (const period of periods) {
    for (const moment of [period.from, period.until]) {
      if (moment === null) continue;
      const time = moment.getTime();
      if (time > now.getTime() && (next === null || time < next)) next = time;
    }
  }
  return next === null ? null : new Date(next);
}

/** The items shown now, in their order (lowest first, then as given). */
export function shownNow<T extends { period: ContentPeriod; order: number }>(items: readonly T[], now: Date): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => isWithinPeriod(item.period, now))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

/** The back office's word for a row's state. */
export type PublicationState = "concept" | "gepubliceerd" | "concept gewijzigd";

export function publicationState(hasPublished: boolean, hasChanges: boolean): PublicationState {
  if (!hasPublished) return "concept";
  return hasChanges ? "concept gewijzigd" : "gepubliceerd";
}
