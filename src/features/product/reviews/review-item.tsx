/** One approved review as the product page shows it: stars, title, who and when, verified purchase, text, pros and cons. */
import { RatingStars } from "@/components/product/rating-stars";
import { dateTimeFormat } from "@/domain/format";
import type { RatingAnswer } from "@/schemas/answers/ratings";

import { REVIEWS_COPY as COPY } from "./copy";
import styles from "./reviews.module.css";

// Made when a review is first shown, not when the module loads: the product page's browser code imports this module,
// and a first Intl formatter costs a phone a tenth of a second (issue 24).
const DAY = { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Amsterdam" } as const;

export function ReviewItem({ review }: { review: RatingAnswer }) {
  const titleId = `review-${review.ratingId}`;
  return (
    <li className={styles.review}>
      <article aria-labelledby={titleId} data-review={review.ratingId}>
        <RatingStars average={review.stars} count={1} single />
        <h3 id={titleId} className={styles.reviewTitle}>
          {review.title}
        </h3>
        <p className={styles.reviewMeta}>
          <span>
            {COPY.by} {review.authorName}, <time dateTime={review.createdAt}>{dateTimeFormat(DAY).format(new Date(review.createdAt))}</time>
          </span>
          {review.verified ? (
            <span className={styles.verified}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false" fill="currentColor">
                <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
              </svg>
              {COPY.verified}
            </span>
          ) : null}
        </p>
        <p className={styles.reviewText}>{review.text}</p>
        {review.pros.length > 0 || review.cons.length > 0 ? (
          <div className={styles.points}>
            {review.pros.length > 0 ? (
              <div>
                <p className={styles.pointsTitle}>{COPY.pros}</p>
                <ul className={styles.pointList}>
                  {review.pros.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {review.cons.length > 0 ? (
              <div>
                <p className={styles.pointsTitle}>{COPY.cons}</p>
                <ul className={styles.pointList}>
                  {review.cons.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
