import "server-only";

/** A review as it is served: never the writer's e-mail address, the order or the moderation's notes. */
import type { RatingAnswer } from "@/schemas/answers/ratings";
import type { RatingRow } from "@/server/db/schema";

export function ratingAnswer(row: Pick<RatingRow, "ratingId" | "productId" | "stars" | "title" | "text" | "pros" | "cons" | "authorName" | "verified" | "createdAt">): RatingAnswer {
  return {
    ratingId: row.ratingId,
    productId: row.productId,
    stars: row.stars,
    title: row.title,
    text: row.text,
    pros: row.pros,
    cons: row.cons,
    authorName: row.authorName,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
  };
}
