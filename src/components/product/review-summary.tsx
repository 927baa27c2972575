import { RATINGS } from "@/config/site";
import { formatNumber } from "@/domain/format";

import styles from "./product.module.css";

export const REVIEWS_ANCHOR = "reviews";

/**
 * What a product's stars stand for: the average of its buyers' scores and how
 * many there are. The reviews' texts come with the content issue; until then
 * this says what the number is and where the shop's own scores can be read,
 * and shows no review that does not exist.
 */
export function ReviewSummary({ average, count, className, headingClassName }: { average: number | null; count: number; className?: string; headingClassName?: string }) {
  return (
    <section id={REVIEWS_ANCHOR} className={`${styles.reviews} ${className ?? ""}`} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={headingClassName}>
        Reviews
      </h2>
      {average === null || count === 0 ? (
        <p>Dit apparaat heeft nog geen reviews.</p>
      ) : (
        <p>
          <strong className={styles.reviewScore}>{formatNumber(average, 1, 1)}</strong> van 5 sterren: het gemiddelde van {count} {count === 1 ? "review" : "reviews"} van kopers van dit apparaat.
        </p>
      )}
      <p>
        Wat klanten over onze winkel zeggen, lees je op{" "}
        {RATINGS.map((rating, index) => (
          <span key={rating.site}>
            {index > 0 ? (index === RATINGS.length - 1 ? " en " : ", ") : null}
            <a href={rating.url} className={styles.reviewSiteLink}>
              {rating.site} ({formatNumber(rating.score, 1)})
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  );
}
