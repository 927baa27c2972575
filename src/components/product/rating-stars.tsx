import styles from "./product.module.css";
import { formatNumber } from "@/domain/format";

/**
 * Stars out of 5, with the number of reviews; read out as one sentence. Lean markup: it repeats on every card.
 * With `href` the score is a link to where it is explained (the product page's reviews section).
 */
export function RatingStars({ average, count, href }: { average: number | null; count: number; href?: string }) {
  if (average === null || count === 0) {
    return <span className={styles.rating}>Nog geen reviews</span>;
  }
  const label = `${formatNumber(average, 1, 1)} van 5 sterren, ${count} ${count === 1 ? "review" : "reviews"}`;
  const content = (
    <>
      <span className={styles.stars} aria-hidden>
        ★★★★★
        <span className={styles.starsFill} style={{ width: `${Math.min(100, Math.max(0, (average / 5) * 100))}%` }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden>
        {formatNumber(average, 1, 1)} ({count})
      </span>
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
