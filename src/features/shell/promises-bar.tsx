import { Icon } from "@/components/icons";
import { PageContainer } from "@/components/layout/page-container";
import { reviewSiteScores } from "@/config/review-sites";
import { PROMISES } from "@/config/site";
import { formatNumber } from "@/domain/format";

import styles from "./shell.module.css";

/** The shop's promises (§1) under the header: one line on small screens, all four from md. */
export function PromisesBar() {
  // Each score links to the review site where it can be read.
  // Issue 23: the scores the shop set (REVIEW_SITE_SCORES), else the demo's.
  const ratings = reviewSiteScores().map((rating, index) => (
    <span key={rating.site}>
      {index > 0 ? " · " : null}
      <a href={rating.url}>
        {rating.site} {formatNumber(rating.score, 1)}
      </a>
    </span>
  ));
  return (
    <section aria-label="Onze beloftes" className={styles.promises}>
      <PageContainer>
        <ul className={styles.promiseList}>
          {PROMISES.map((promise) => (
            <li key={promise.key} className={styles.promise}>
              <Icon name="check" className={styles.check} />
              <span>
                <strong>{promise.title}</strong>
                {promise.key === "ratings" ? <span className={`${styles.secondary} ${styles.ratingLinks}`}> ({ratings})</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
