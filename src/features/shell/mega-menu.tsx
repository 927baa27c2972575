import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import type { Navigation } from "@/domain/catalogue/navigation";

import styles from "./shell.module.css";

/**
 * The main menu on md and up: the three hubs, each opening a panel with its
 * categories on hover or keyboard focus. Pure CSS, so it costs no JavaScript and
 * works before hydration; on xs and sm it is not shown (the drawer takes over).
 */
export function MegaMenu({ navigation }: { navigation: Navigation }) {
  return (
    <nav aria-label="Hoofdmenu" className={styles.megaMenu}>
      <PageContainer>
        <ul className={styles.menuList}>
          {navigation.hubs.map((hub) => (
            <li key={hub.slug} className={styles.menuItem}>
              <IntentLink href={hub.url} className={styles.menuLink}>
                {hub.name}
                <svg className={styles.menuArrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
                </svg>
              </IntentLink>
              <div data-panel className={styles.panel}>
                <PageContainer className={styles.panelGrid}>
                  <div>
                    <IntentLink href={hub.url} className={styles.panelTitle}>
                      Alles in {hub.name}
                    </IntentLink>
                    <p className={styles.panelText}>{hub.description}</p>
                  </div>
                  <ul className={styles.panelCategories}>
                    {hub.categories.map((category) => (
                      <li key={category.slug}>
                        <IntentLink href={category.url} className={styles.categoryLink}>
                          {category.name}
                        </IntentLink>
                      </li>
                    ))}
                  </ul>
                </PageContainer>
              </div>
            </li>
          ))}
          <li>
            <IntentLink href="/merken/" className={`${styles.menuLink} ${styles.menuLinkBrands}`}>
              Merken
            </IntentLink>
          </li>
          <li>
            <IntentLink href="/aanbiedingen/" className={`${styles.menuLink} ${styles.menuLinkOffers}`}>
              Aanbiedingen
            </IntentLink>
          </li>
          <li className={styles.menuEnd}>
            <IntentLink href="/klantenservice/" className={`${styles.menuLink} ${styles.menuLinkQuiet}`}>
              Klantenservice
            </IntentLink>
          </li>
        </ul>
      </PageContainer>
    </nav>
  );
}
