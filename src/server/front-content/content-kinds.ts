import "server-only";

/**
 * The three kinds of front content (issue 23) and how each is stored: its
 * table, its version schema and what is cleaned on save and on read (rich
 * text through the sanitiser). The use cases of this folder are written once
 * for all three; the tables share their columns (schema.ts) except the id and
 * a block's key.
 */
import type { z } from "zod";

import { type ContentPeriod, type SafeHtml } from "@/domain/content/publication";
import { bannerVersionSchema, type BannerVersion, blockVersionSchema, type BlockVersion, messageVersionSchema, type MessageVersion, type PeriodInput } from "@/schemas/front-content";
import { sanitizeRichText } from "@/server/content/rich-text";
import { banners, blocks, messages } from "@/server/db/schema";

interface Kind<N extends string, V> {
  name: N;
  /** The table; its columns draft, published, published_at, updated_at, updated_by are the same in all three. */
  table: typeof messages;
  id: typeof messages.messageId;
  schema: z.ZodType<V>;
  /** Rich text made safe; run on what is saved and on what is read. */
  clean: (version: V) => V;
  notFound: string;
}

const asMessagesTable = (table: typeof banners | typeof blocks | typeof messages) => table as unknown as typeof messages;

export const bannerKind: Kind<"banner", BannerVersion> = {
  name: "banner",
  table: asMessagesTable(banners),
  id: banners.bannerId as unknown as typeof messages.messageId,
  schema: bannerVersionSchema,
  clean: (version) => version,
  notFound: "Banner niet gevonden",
};

export const blockKind: Kind<"block", BlockVersion> = {
  name: "block",
  table: asMessagesTable(blocks),
  id: blocks.blockId as unknown as typeof messages.messageId,
  schema: blockVersionSchema,
  clean: (version) => (version.kind === "intro" ? { ...version, html: sanitizeRichText(version.html) } : version),
  notFound: "Blok niet gevonden",
};

export const messageKind: Kind<"message", MessageVersion> = {
  name: "message",
  table: asMessagesTable(messages),
  id: messages.messageId,
  schema: messageVersionSchema,
  clean: (version) => ({ ...version, html: sanitizeRichText(version.html) }),
  notFound: "Melding niet gevonden",
};

export type ContentKind = typeof bannerKind | typeof blockKind | typeof messageKind;
export type VersionOf<K> = K extends Kind<string, infer V> ? V : never;

/** A stored version read back: checked by its schema and cleaned, or null when it does not fit (never shown). */
export function readVersion<V>(kind: Kind<string, V>, stored: unknown): V | null {
  if (stored === null || stored === undefined) return null;
  const parsed = kind.schema.safeParse(stored);
  return parsed.success ? kind.clean(parsed.data) : null;
}

export function periodOf(period: PeriodInput): ContentPeriod {
  return { from: period.from === null ? null : new Date(period.from), until: period.until === null ? null : new Date(period.until) };
}

export type { SafeHtml };
