import { summariseStars } from "@/domain/ratings/rating";
import type { RatingListAnswer } from "@/schemas/answers/ratings";

/** A product page's reviews when it has none approved (issue 23), for tests that render the page without the database's reviews. */
export const NO_REVIEWS: RatingListAnswer = { items: [], total: 0, page: 1, pageSize: 5, sort: "helpful", summary: summariseStars({}) };
