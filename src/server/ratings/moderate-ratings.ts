import "server-only";

/**
 * Moderation (issue 23, staff): the list of reviews in any status with the
 * product, whether the purchase is verified and who decided when; one review;
 * and the decision, approve or reject with a reason for the other staff. The
 * product's average and count follow from the table's trigger in the same
 * transaction (drizzle/*_reviews_sql.sql), and its notice drops every
 * instance's page copies, so the product page shows the change at once. The
 * writer's e-mail address is not served here either: staff need the review,
 * not the address.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";

import { productUrl } from "@/domain/catalogue/urls";
import type { ModerationItem } from "@/schemas/answers/ratings";
import type { ModerationInput, ModerationQuery } from "@/schemas/ratings";
import type { Database } from "@/server/db/client";
import { brands, categories, products, ratings, staffMembers } from "@/server/db/schema";
import { notFound } from "@/server/http/api-error";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { ratingAnswer } from "./rating-answer";

const SORT_COLUMNS = { createdAt: ratings.createdAt, stars: ratings.stars, ratingId: ratings.ratingId } as const;

function moderationSelect(db: Database) {
  return db
    .select({ rating: ratings, productName: products.name, brandName: brands.name, productSlug: products.slug, categorySlug: categories.slug, moderatedBy: staffMembers.name })
    .from(ratings)
    .innerJoin(products, eq(products.productId, ratings.productId))
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .leftJoin(staffMembers, eq(staffMembers.staffMemberId, ratings.moderatedBy));
}

type ModerationRow = Awaited<ReturnType<ReturnType<typeof moderationSelect>["where"]>>[number];

function moderationItem(row: ModerationRow): ModerationItem {
  return {
    ...ratingAnswer(row.rating),
    productName: `${row.brandName} ${row.productName}`,
    productUrl: productUrl(row.categorySlug, row.productSlug),
    status: row.rating.status,
    orderRef: row.rating.orderRef,
    moderatedAt: row.rating.moderatedAt?.toISOString() ?? null,
    moderatedBy: row.moderatedBy,
    rejectionReason: row.rating.rejectionReason,
  };
}

export async function listRatingsForModeration(db: Database, query: ModerationQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(ratings.status, query.status));
  if (query.productId) conditions.push(eq(ratings.productId, query.productId));
  if (query.verified !== undefined) conditions.push(eq(ratings.verified, query.verified));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
    moderationSelect(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(ratings.ratingId))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(ratings).where(where),
  ]);
  return { items: rows.map(moderationItem), total: Number(total?.n ?? 0) };
}

export async function loadRatingForModeration(db: Database, ratingId: number): Promise<ModerationItem> {
  const [row] = await moderationSelect(db).where(eq(ratings.ratingId, ratingId));
  if (!row) throw notFound("Review niet gevonden");
  return moderationItem(row);
}

export async function moderateRating(db: Database, ratingId: number, decision: ModerationInput, staff: StaffIdentity, now: Date): Promise<ModerationItem> {
  const [changed] = await db
    .update(ratings)
    .set({
      status: decision.status,
      moderatedAt: now,
      moderatedBy: staff.staffMemberId,
      // The reason is the rejection's; an approval clears an earlier one.
      rejectionReason: decision.status === "rejected" ? (decision.rejectionReason ?? null) : null,
    })
    .where(eq(ratings.ratingId, ratingId))
    .returning({ ratingId: ratings.ratingId });
  if (!changed) throw notFound("Review niet gevonden");
  return loadRatingForModeration(db, ratingId);
}
