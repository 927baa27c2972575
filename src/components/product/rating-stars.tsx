import styles from "./product.module.css";
import { formatNumber } from "@/domain/format";

/** Stars out of 5, with the number of reviews; read out as one sentence. Lean markup: it repeats on every card. */
export function RatingStars({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) {
    return <span className={styles.rating}>Nog geen reviews</span>;
  }
  const label = `${formatNumber(average, 1, 1)} van 5 sterren, ${count} ${count === 1 ? "review" : "reviews"}`;
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden>
        ★★★★★
        <span className={styles.starsFill} style={{ width: `${Math.min(100, Math.max(0, (average / 5) * 100))}%` }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden>
        {formatNumber(average, 1, 1)} ({count})
      </span>
    </span>
  );
}
