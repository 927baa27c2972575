import NextLink from "next/link";

import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { PageContainer } from "@/components/layout/page-container";
import { OpeningHours } from "@/components/opening-hours/opening-hours";
import { KITCHENS_PAGE, quoteRequestPagePath } from "@/config/paths";
import { PICK_UP_POINT, SHOP_HOURS } from "@/config/site";
import { dayAndMonth, parseIsoDay } from "@/domain/delivery/days";
import type { VisitOutcome } from "@/domain/kitchens/showroom-visit";

import { KITCHEN_COPY } from "./copy";
import { KitchenCard, type KitchenCardData } from "./kitchen-card";
import { KitchenPrice } from "./kitchen-price";
import styles from "./kitchens.module.css";
import { VisitRequestForm } from "./visit-request-form";

export interface ShowroomEntryData {
  showroomKitchenId: number;
  onShowSince: string;
  salePriceCents: number | null;
  note: string | null;
  kitchen: KitchenCardData;
}

function since(isoDay: string): string {
  const day = parseIsoDay(isoDay);
  return day === null ? "" : `In de showroom sinds ${dayAndMonth(day)} ${isoDay.slice(0, 4)}`;
}

/** /keukens/showroom/: what stands in Zoeterwoude, the address and opening hours, and the visit request. */
export function ShowroomView({
  crumbs,
  entries,
  now,
  firstDay,
  lastDay,
  outcome,
}: {
  crumbs: Crumb[];
  entries: ShowroomEntryData[];
  now: Date;
  firstDay: string;
  lastDay: string;
  /** How a visit request sent without JavaScript went. */
  outcome: VisitOutcome | null;
}) {
  return (
    <PageContainer className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>Keukenshowroom Zoeterwoude</h1>
      <div className={styles.showroomTop}>
        <div>
          <p className={styles.intro}>{KITCHEN_COPY.showroomIntro}</p>
          <p>
            <NextLink href={KITCHENS_PAGE} className={styles.link}>
              Alle keukens bekijken
            </NextLink>{" "}
            ·{" "}
            <NextLink href={quoteRequestPagePath()} className={styles.link}>
              Direct een offerte aanvragen
            </NextLink>
          </p>
        </div>
        <section className={styles.infoBox} aria-labelledby="showroom-address">
          <h2 id="showroom-address">Adres en openingstijden</h2>
          <address>
            Stekker keukenshowroom
            <br />
            {PICK_UP_POINT.street}
            <br />
            {PICK_UP_POINT.postalCode} {PICK_UP_POINT.city}
          </address>
          <OpeningHours schedule={SHOP_HOURS} caption="Openingstijden showroom" now={now} subject="De showroom" />
          <p className={styles.hint}>Gratis parkeren voor de deur. Op feestdagen zijn we gesloten.</p>
        </section>
      </div>

      <h2 className={styles.sectionTitle}>Nu in de showroom</h2>
      <ul className={styles.grid}>
        {entries.map((entry, index) => (
          <li key={entry.showroomKitchenId}>
            <KitchenCard
              kitchen={entry.kitchen}
              eagerImage={index < 2}
              showroomBadge={false}
              extra={
                <>
                  <span className={styles.since}>{since(entry.onShowSince)}</span>
                  {entry.salePriceCents !== null ? (
                    <span>
                      Showroomkeuken te koop: <KitchenPrice cents={entry.salePriceCents} className={styles.sale} />
                    </span>
                  ) : null}
                  {entry.note ? <span className={styles.muted}>{entry.note}</span> : null}
                </>
              }
            />
          </li>
        ))}
      </ul>

      <h2 id="visit-title" className={styles.sectionTitle}>
        {KITCHEN_COPY.visitTitle}
      </h2>
      <p className={styles.intro}>{KITCHEN_COPY.visitIntro}</p>
      <div id="bezoek">
        <VisitRequestForm kitchens={entries.map((entry) => ({ kitchenId: entry.kitchen.kitchenId, name: entry.kitchen.name }))} firstDay={firstDay} lastDay={lastDay} outcome={outcome} />
      </div>
    </PageContainer>
  );
}
