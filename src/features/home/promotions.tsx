import { IntentLink } from "@/components/intent-link";
import type { ListBlock } from "@/schemas/front-content";

import { ContentIcon } from "./content-icons";
import styles from "./home.module.css";

/** The promotions of `home.promotions`: a row of cards, each wholly a link. */
export function Promotions({ block }: { block: ListBlock }) {
  return (
    <section aria-labelledby="promotions-title">
      <h2 id="promotions-title" className={styles.heading}>
        {block.heading}
      </h2>
      <ul className={`${styles.list} ${styles.threeColumns}`}>
        {block.items.map(({ icon, title, text, link }, index) => (
          <li key={`${title}-${index}`}>
            <IntentLink href={link} data-focus-ring="around" className={styles.promotion}>
              {icon ? <ContentIcon name={icon} /> : null}
              <span>
                <span className={styles.promotionTitle}>{title}</span>
                {text ? <span className={styles.promotionText}>{text}</span> : null}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
