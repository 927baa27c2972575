import { IntentLink } from "@/components/intent-link";
import type { ListBlock } from "@/schemas/front-content";

import { ContentIcon } from "./content-icons";
import styles from "./home.module.css";

/** The tiles of `home.tiles` ("Wij regelen de rest"): the shop's services, each a link. */
export function ServiceBlocks({ block }: { block: ListBlock }) {
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title" className={styles.heading}>
        {block.heading}
      </h2>
      <ul className={`${styles.list} ${styles.services}`}>
        {block.items.map(({ icon, title, text, link }, index) => (
          <li key={`${title}-${index}`} className={`${styles.card} ${styles.service}`}>
            {icon ? <ContentIcon name={icon} /> : null}
            <div>
              <h3 className={styles.serviceTitle}>
                <IntentLink href={link}>{title}</IntentLink>
              </h3>
              {text ? <p className={styles.serviceText}>{text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
