/**
 * The shop's own content (decisions §13: banners, blocks, pages, messages,
 * vacancies, support) is edited as a draft and shown as the version last
 * published. Every content row keeps both: `draft` is what the editor holds,
 * `published` is what guests get (null until the first publish). Publishing
 * copies the draft over the published version; preview shows the draft to
 * staff on the real page. A period (from–until) belongs to the version, so a
 * changed period is not live before it is published either.
 */

/** A moment range in which a version is shown; an open end is null. `until` is exclusive. */
export interface ContentPeriod {
  from: Date | null;
  until: Date | null;
}

/** Shown at `now`: after its start (if any) and before its end (if any). */
export function isWithinPeriod(period: ContentPeriod, now: Date): boolean {
  if (period.from !== null && now.getTime() < period.from.getTime()) return false;
  if (period.until !== null && now.getTime() >= period.until.getTime()) return false;
  return true;
}

/** A period whose end is not after its start can never be shown: the editor refuses it. */
export function isPeriodInOrder(period: ContentPeriod): boolean {
  return period.from === null || period.until === null || period.until.getTime() > period.from.getTime();
}

/** Which version a reader gets: a guest the published one, staff in preview the draft. */
export type ContentVersion = "published" | "draft";

/** The stored pair of one content row. */
export interface VersionedContent<T> {
  draft: T;
  published: T | null;
}

/** The version a reader sees, or null when there is none for them (never published, and not previewing). */
export function versionFor<T>(content: VersionedContent<T>, version: ContentVersion): T | null {
  return version === "draft" ? content.draft : content.published;
}

/** The row has edits that guests do not see yet (the back office marks it "concept gewijzigd"). */
export function hasUnpublishedChanges<T>(content: VersionedContent<T>, equal: (a: T, b: T) => boolean = sameJson): boolean {
  return content.published === null || !equal(content.draft, content.published);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Rich text that went through the shop's sanitiser (`server/content/rich-text.ts`).
 * Only that function makes one, so a component that takes `SafeHtml` can never
 * be handed an editor's raw HTML.
 */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };
