import NextLink from "next/link";

import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { PageContainer } from "@/components/layout/page-container";
import type { PublicVacancy } from "@/schemas/vacancies";

import { VACANCY_COPY } from "./copy";
import { lastDayText, salaryText } from "./format";
import { vacancyPagePath } from "@/domain/vacancies/urls";
import styles from "./vacancies.module.css";

/** /vacatures/: the open vacancies as cards, or a word that there are none and where an open application goes. */
export function VacancyList({ crumbs, vacancies }: { crumbs: Crumb[]; vacancies: readonly PublicVacancy[] }) {
  return (
    <PageContainer className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{VACANCY_COPY.listTitle}</h1>
      <p className={styles.intro}>{VACANCY_COPY.listIntro}</p>
      <h2 className={styles.sectionTitle}>{VACANCY_COPY.openTitle}</h2>
      {vacancies.length === 0 ? (
        <p className={styles.empty} data-testid="vacancies-empty">
          {VACANCY_COPY.empty} {VACANCY_COPY.openApplication} <a href={`mailto:${VACANCY_COPY.jobsEmail}`}>{VACANCY_COPY.jobsEmail}</a>.
        </p>
      ) : (
        <ul className={styles.cards} data-testid="vacancy-list">
          {vacancies.map((vacancy) => (
            <li key={vacancy.vacancyId} className={styles.card}>
              <h3 className={styles.cardTitle}>
                <NextLink href={vacancyPagePath(vacancy.slug)} prefetch={false} className={styles.cardLink}>
                  {vacancy.title}
                </NextLink>
              </h3>
              <p className={styles.facts}>
                {vacancy.location} · {VACANCY_COPY.kind[vacancy.kind]} · {VACANCY_COPY.hoursPerWeek(vacancy.hoursMin, vacancy.hoursMax)}
                {vacancy.salary ? ` · ${salaryText(vacancy.salary)}` : null}
              </p>
              <p>{vacancy.summary}</p>
              <p className={styles.closes}>{VACANCY_COPY.closes(lastDayText(vacancy.openUntil))}</p>
              <span aria-hidden className={styles.more}>
                {VACANCY_COPY.readMore} →
              </span>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
