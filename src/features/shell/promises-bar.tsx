import { Icon } from "@/components/icons";
import { PageContainer } from "@/components/layout/page-container";
import { PROMISES, RATINGS } from "@/config/site";
import { formatNumber } from "@/domain/format";

import styles from "./shell.module.css";

/** The shop's promises (§1) under the header: one line on small screens, all four from md. */
export function PromisesBar() {
  const ratings = RATINGS.map((rating) => `${rating.site} ${formatNumber(rating.score, 1)}`).join(" · ");
  return (
    <section aria-label="Onze beloftes" className={styles.promises}>
      <PageContainer>
        <ul className={styles.promiseList}>
          {PROMISES.map((promise) => (
            <li key={promise.key} className={styles.promise}>
              <Icon name="check" className={styles.check} />
              <span>
                <strong>{promise.title}</strong>
                {promise.key === "ratings" ? <span className={styles.secondary}> ({ratings})</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </PageContainer>
    </section>
  );
}
