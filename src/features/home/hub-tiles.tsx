import { Icon } from "@/components/icons";
import { IntentLink } from "@/components/intent-link";
import type { NavigationHub } from "@/domain/catalogue/navigation";

import styles from "./home.module.css";

/** The three hubs with their first categories. */
export function HubTiles({ hubs }: { hubs: NavigationHub[] }) {
  return (
    <section aria-labelledby="hubs-title">
      <h2 id="hubs-title" className={styles.heading}>
        Waar ben je naar op zoek?
      </h2>
      <ul className={`${styles.list} ${styles.threeColumns}`}>
        {hubs.map((hub) => (
          <li key={hub.slug} className={`${styles.card} ${styles.hub}`}>
            <h3 className={styles.hubTitle}>
              <IntentLink href={hub.url}>{hub.name}</IntentLink>
            </h3>
            <p className={styles.hubText}>{hub.description}</p>
            <ul className={styles.chips}>
              {hub.categories.slice(0, 6).map((category) => (
                <li key={category.slug}>
                  <IntentLink href={category.url} className={styles.chip}>
                    {category.name}
                  </IntentLink>
                </li>
              ))}
            </ul>
            <IntentLink href={hub.url} className={styles.hubAll}>
              Alles in {hub.name.toLowerCase()} <Icon name="arrowForward" className={styles.icon} />
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
