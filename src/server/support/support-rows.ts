import "server-only";

/** A support_locations row as the API answers it; each version checked by its schema on read. */
import { hasUnpublishedChanges } from "@/domain/content/publication";
import { type AdminSupportLocation, type PublicSupportLocation, type SupportLocationVersion, supportLocationVersionSchema } from "@/schemas/support";
import type { SupportLocationRow } from "@/server/db/schema";

export const SUPPORT_NOT_FOUND = "Klantenservice-locatie niet gevonden";

export function readSupportVersion(stored: unknown): SupportLocationVersion | null {
  if (stored === null || stored === undefined) return null;
  const parsed = supportLocationVersionSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function publicSupportOf(row: SupportLocationRow): PublicSupportLocation | null {
  const published = readSupportVersion(row.published);
  if (published === null || row.publishedAt === null) return null;
  return { supportId: row.supportId, key: row.key, ...published, publishedAt: row.publishedAt.toISOString() };
}

export function adminSupportOf(row: SupportLocationRow): AdminSupportLocation {
  const draft = readSupportVersion(row.draft) ?? (row.draft as SupportLocationVersion);
  const published = readSupportVersion(row.published);
  return {
    supportId: row.supportId,
    key: row.key,
    draft,
    published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges: hasUnpublishedChanges({ draft, published }),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
