/**
 * The cookie statement (/cookies/): everything the shop keeps in a visitor's
 * browser, by category. Without an analytics tag configured no consent is asked
 * (there is nothing for analytics or advertising); with one, GA4's cookies are
 * listed as analytics, set only after consent, and the choice can be changed
 * here (`consentSettings`, the layout's "Cookie-instellingen" button: features
 * do not import the consent component's client code themselves). A server
 * component without MUI.
 */
import type { ReactNode } from "react";

import { IntentLink } from "@/components/intent-link";
import { PageContainer } from "@/components/layout/page-container";
import page from "@/components/layout/text-page.module.css";
import { Breadcrumbs } from "@/components/navigation/breadcrumbs";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { browserStorage, STORAGE_CATEGORY_LABELS, STORAGE_KIND_LABELS, type StorageCategory } from "@/domain/privacy/browser-storage";

import styles from "./cookie-statement.module.css";

export const COOKIE_STATEMENT_COPY = {
  title: "Cookies en opslag in je browser",
  description: "Welke cookies en andere gegevens Stekker in je browser bewaart, waarvoor en hoe lang. Geen meet- of advertentiecookies.",
  descriptionWithConsent: "Welke cookies en andere gegevens Stekker in je browser bewaart, waarvoor en hoe lang. Meetcookies alleen met je toestemming.",
  intro:
    "Om de winkel te laten werken bewaren we een paar kleine gegevens in je browser: een cookie en wat lokale opslag. Hieronder staat alles wat we bewaren, waarvoor en hoe lang.",
  noConsent:
    "We plaatsen geen cookies voor statistieken of advertenties, en niets van andere partijen. Daarom vragen we je geen toestemming. Verandert dat ooit, dan vragen we eerst je toestemming en kun je die altijd weer intrekken.",
  consent:
    "Analytische en marketingcookies plaatsen we alleen als je daar toestemming voor geeft. Zonder jouw keuze, of als je weigert, laden we de meetcode van Google niet eens. Je kunt je keuze altijd wijzigen of intrekken; we vragen het na een jaar opnieuw.",
  changeConsent: "Je keuze wijzigen",
  categories: {
    necessary: "Nodig om de winkel te laten werken: je winkelwagen, je bestelling en het bestellen zelf. Zonder deze gegevens kun je niet bestellen.",
    functional: "Onthouden je voorkeuren, zoals lichte of donkere weergave. Je kunt ze wissen; de winkel werkt dan gewoon, met de standaardinstellingen.",
    analytics: "Meten hoe bezoekers de winkel gebruiken, met Google Analytics. Alleen als je analytische cookies toestaat; trek je je toestemming in, dan wissen we ze.",
  } satisfies Record<StorageCategory, string>,
  clear: "Je kunt cookies en lokale opslag altijd wissen in de instellingen van je browser. Je winkelwagen en je voorkeuren zijn dan weg.",
  privacyLink: "Lees hoe we met je gegevens omgaan",
} as const;

const COPY = COOKIE_STATEMENT_COPY;
const CATEGORIES: StorageCategory[] = ["necessary", "functional", "analytics"];

/** `consentSettings`: the button that opens the consent choice, given when an analytics tag is configured. */
export function CookieStatement({ consentSettings }: { consentSettings?: ReactNode }) {
  const entries = browserStorage(Boolean(consentSettings));
  return (
    <PageContainer>
      <div className={`${page.page} ${page.wide}`}>
        <Breadcrumbs crumbs={[{ name: "Home", href: "/" }, { name: "Cookies" }]} />
        <h1>{COPY.title}</h1>
        <p>{COPY.intro}</p>
        {consentSettings ? (
          <>
            <p>{COPY.consent}</p>
            <p>{consentSettings}</p>
          </>
        ) : (
          <p>{COPY.noConsent}</p>
        )}
        {CATEGORIES.filter((category) => entries.some((entry) => entry.category === category)).map((category) => (
          <section key={category} aria-labelledby={`cookies-${category}`}>
            <h2 id={`cookies-${category}`}>{STORAGE_CATEGORY_LABELS[category]}</h2>
            <p>{COPY.categories[category]}</p>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Naam</th>
                    <th scope="col">Waarvoor</th>
                    <th scope="col">Hoe lang</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.filter((entry) => entry.category === category).map((entry) => (
                    <tr key={entry.cookieId}>
                      <td data-label="Naam">
                        <span className={styles.name}>{entry.prefix ? `${entry.name}…` : entry.name}</span>
                        <span className={styles.kind}>{STORAGE_KIND_LABELS[entry.storage]}</span>
                      </td>
                      <td data-label="Waarvoor">{entry.purpose}</td>
                      <td data-label="Hoe lang">{entry.lifetime}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}
        <p>{COPY.clear}</p>
        <p>
          <IntentLink className={page.link} href={PRIVACY_STATEMENT_PATH}>
            {COPY.privacyLink}
          </IntentLink>
        </p>
      </div>
    </PageContainer>
  );
}
