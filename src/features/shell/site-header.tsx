import { PageContainer } from "@/components/layout/page-container";
import type { Navigation } from "@/domain/catalogue/navigation";

import { CartLink } from "./cart-link";
import { ColorModeButton } from "./color-mode-toggle";
import { Logo } from "./logo";
import { MegaMenu } from "./mega-menu";
import { MobileMenu } from "./mobile-menu";
import { SearchForm } from "./search-form";
import styles from "./shell.module.css";

export function SiteHeader({ navigation }: { navigation: Navigation }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <PageContainer className={styles.headerGrid}>
          <div className={styles.menuArea}>
            <MobileMenu navigation={navigation} />
          </div>
          <div className={styles.logoArea}>
            <Logo />
          </div>
          <div className={styles.searchArea}>
            <SearchForm />
          </div>
          <div className={styles.modeArea}>
            <ColorModeButton />
          </div>
          <div className={styles.cartArea}>
            <CartLink />
          </div>
        </PageContainer>
      </div>
      <MegaMenu navigation={navigation} />
    </header>
  );
}
