/**
 * The product page's reviews (issue 23): the average of the approved reviews
 * with their count and the stars' distribution, the first page of reviews
 * (most helpful first, "Geverifieerde aankoop" where an order backs one, pros
 * and cons), more on request, the way to write one, and where the shop's own
 * scores can be read. Server-rendered: the page stays in the shared cache,
 * which a moderation decision empties (the table's trigger).
 */
import { RatingStars } from "@/components/product/rating-stars";
import { REVIEWS_ANCHOR } from "@/components/product/review-summary";
import { reviewPagePath } from "@/config/paths";
import { formatNumber } from "@/domain/format";
import { starShare } from "@/domain/ratings/rating";
import type { RatingListAnswer } from "@/schemas/answers/ratings";

import { REVIEWS_COPY as COPY } from "./copy";
import { MoreReviews } from "./more-reviews";
import styles from "./reviews.module.css";

export interface ReviewSite {
  site: string;
  score: number;
  url: string;
}

interface Props {
  productId: number;
  reviews: RatingListAnswer;
  sites: readonly ReviewSite[];
  className?: string;
  headingClassName?: string;
}

export function ProductReviews({ productId, reviews, sites, className, headingClassName }: Props) {
  const { summary } = reviews;
  return (
    <section id={REVIEWS_ANCHOR} className={className} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={headingClassName}>
        {COPY.heading}
      </h2>
      <div className={styles.summary}>
        {summary.average === null ? (
          <p>{COPY.none}</p>
        ) : (
          <>
            <div className={styles.average}>
              <span className={styles.averageNumber}>{formatNumber(summary.average, 1, 1)}</span>
              <RatingStars average={summary.average} count={summary.count} />
              <span className={styles.muted}>{COPY.averageOf(summary.count)}</span>
            </div>
            <ul className={styles.bars} aria-label={COPY.distributionLabel}>
              {([5, 4, 3, 2, 1] as const).map((stars) => (
                <li key={stars} className={styles.bar}>
                  <span>{COPY.starsRow(stars)}</span>
                  <span className={styles.barTrack} aria-hidden>
                    <span className={styles.barFill} style={{ width: `${starShare(summary, stars)}%` }} />
                  </span>
                  <span>{summary.distribution[stars]}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        <a className={styles.writeLink} href={reviewPagePath({ productId })} rel="nofollow">
          {COPY.write}
        </a>
      </div>
      {reviews.items.length > 0 ? <MoreReviews productId={productId} initial={reviews.items} total={reviews.total} pageSize={reviews.pageSize} initialSort={reviews.sort} /> : null}
      <p className={styles.sites}>
        {COPY.sitesIntro}{" "}
        {sites.map((rating, index) => (
          <span key={rating.site}>
            {index > 0 ? (index === sites.length - 1 ? " en " : ", ") : null}
            <a href={rating.url}>
              {rating.site} ({formatNumber(rating.score, 1)})
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  );
}
