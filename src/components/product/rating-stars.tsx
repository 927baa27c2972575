import styles from "./product.module.css";
import { formatNumber } from "@/domain/format";

/**
 * Stars out of 5, with the number of reviews; read out as one sentence. Lean markup: it repeats on every card.
 * With `href` the score is a link to where it is explained (the product page's reviews section).
 * `single`: one review's own stars (issue 23), read out without a count.
 */
export function RatingStars({ average, count, href, single = false }: { average: number | null; count: number; href?: string; single?: boolean }) {
  if (average === null || count === 0) {
    return <span className={styles.rating}>Nog geen reviews</span>;
  }
  const label = single ? `${average} van 5 sterren` : `${formatNumber(average, 1, 1)} van 5 sterren, ${count} ${count === 1 ? "review" : "reviews"}`;
  const content = (
    <>
      <span className={styles.stars} aria-hidden>
        ★★★★★
        <span className={styles.starsFill} style={{ width: `${Math.min(100, Math.max(0, (average / 5) * 100))}%` }}>
          ★★★★★
        </span>
      </span>
      {single ? null : (
        <span aria-hidden>
          {formatNumber(average, 1, 1)} ({count})
        </span>
      )}
    </>
  );
  if (href) {
    return (
      <a href={href} className={`${styles.rating} ${styles.ratingLink}`} aria-label={label} data-testid="rating-link">
        {content}
      </a>
    );
  }
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      {content}
    </span>
  );
}
