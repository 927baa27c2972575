import type { Metadata } from "next";

import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import { SearchForm } from "@/features/shell/search-form";

import styles from "./not-found.module.css";

export const metadata: Metadata = { title: "Pagina niet gevonden", robots: { index: false } };

/**
 * The 404 page. Plain markup, no MUI: Next.js loads the not-found page's client
 * code with every page of the shop, so whatever it imports every page downloads.
 */
export default function NotFound() {
  return (
    <PageContainer className={styles.page}>
      <h1 className={styles.title}>Deze pagina bestaat niet (meer)</h1>
      <p className={styles.text}>
        Misschien is het product uit ons assortiment of klopt de link niet. Zoek het apparaat dat je zoekt, of kies hieronder een productgroep.
      </p>
      <div className={styles.search}>
        <SearchForm id="not-found-search" label="Zoek het apparaat dat je zocht" />
      </div>
      <div className={styles.links}>
        <IntentLink href="/" className={`${styles.button} ${styles.contained}`}>
          Naar de homepage
        </IntentLink>
        <IntentLink href="/productgroepen/" className={`${styles.button} ${styles.outlined}`}>
          Alle productgroepen
        </IntentLink>
        <IntentLink href="/klantenservice/" className={styles.button}>
          Klantenservice
        </IntentLink>
      </div>
    </PageContainer>
  );
}
