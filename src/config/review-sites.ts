/**
 * The review sites' scores in force (issue 23): `REVIEW_SITE_SCORES` when the
 * shop set it, else the demo's two sites of config/site.ts. Read at every
 * call: the environment is the process's own.
 */
import type { ReviewSiteScore } from "@/domain/ratings/review-sites";
import { parseReviewSiteScores } from "@/domain/ratings/review-sites";

import { type Env, readEnv } from "./env";
import { RATINGS } from "./site";

export function reviewSiteScores(env: Env = readEnv()): readonly ReviewSiteScore[] {
  const text = env.REVIEW_SITE_SCORES?.trim();
  if (!text) return RATINGS;
  const parsed = parseReviewSiteScores(text);
  // readEnv refused a bad value at start already; this keeps the type honest.
  return "scores" in parsed ? parsed.scores : RATINGS;
}
