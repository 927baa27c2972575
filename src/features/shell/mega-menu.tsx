import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import { KITCHENS_PAGE } from "@/config/paths";
import type { Navigation } from "@/domain/catalogue/navigation";

import { MegaMenuItem } from "./mega-menu-item";
import styles from "./shell.module.css";

/**
 * The main menu on md and up: the three hubs, each opening a panel with its
 * categories on hover (CSS, before hydration too) or with its button from the
 * keyboard (mega-menu-item.tsx); on xs and sm it is not shown (the drawer takes
 * over). The panels are rendered here, on the server; only the button's state is
 * client code.
 */
export function MegaMenu({ navigation }: { navigation: Navigation }) {
  return (
    <nav aria-label="Hoofdmenu" className={styles.megaMenu}>
      <PageContainer>
        <ul className={styles.menuList}>
          {navigation.hubs.map((hub) => (
            <MegaMenuItem
              key={hub.slug}
              hubName={hub.name}
              link={
                <IntentLink href={hub.url} className={styles.menuLink}>
                  {hub.name}
                </IntentLink>
              }
              panel={
                <PageContainer className={styles.panelGrid}>
                  <div>
                    <IntentLink href={hub.url} className={styles.panelTitle}>
                      Alles in {hub.name.toLowerCase()}
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
              }
            />
          ))}
          <li>
            <IntentLink href="/merken/" className={`${styles.menuLink} ${styles.menuLinkBrands}`}>
              Merken
            </IntentLink>
          </li>
          <li>
            <IntentLink href={KITCHENS_PAGE} className={`${styles.menuLink} ${styles.menuLinkBrands}`}>
              Keukens
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
