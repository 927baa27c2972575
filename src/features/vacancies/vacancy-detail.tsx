import type { ReactNode } from "react";
import NextLink from "next/link";

import { RichText } from "@/components/content/rich-text";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { PageContainer } from "@/components/layout/page-container";
import type { SafeHtml } from "@/domain/content/publication";
import type { PublicVacancy } from "@/schemas/vacancies";

import { VACANCY_COPY } from "./copy";
import { lastDayText, salaryText } from "./format";
import { VACANCIES_PAGE } from "@/domain/vacancies/urls";
import styles from "./vacancies.module.css";

/**
 * One vacancy: the facts, the three parts of its text, and how to apply. The
 * rich text reaching here was sanitised on save and again on read
 * (server/vacancies/vacancy-rows.ts): that is what makes it `SafeHtml`.
 */
export function VacancyDetail({
  crumbs,
  vacancy,
  applicationForm,
}: {
  crumbs: Crumb[];
  vacancy: PublicVacancy;
  applicationForm?: ReactNode;
}) {
  const mailto = `mailto:${VACANCY_COPY.jobsEmail}?subject=${encodeURIComponent(VACANCY_COPY.applyMailSubject(vacancy.title))}`;
  return (
    <PageContainer className={styles.page}>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={styles.title}>{vacancy.title}</h1>
      <p className={styles.intro}>{vacancy.summary}</p>
      <div className={styles.detail}>
        <div className={styles.body}>
          <section aria-labelledby="wat-ga-je-doen">
            <h2 id="wat-ga-je-doen" className={styles.sectionTitle}>
              {VACANCY_COPY.whatYouDo}
            </h2>
            <RichText html={vacancy.whatYouDo as SafeHtml} />
          </section>
          <section aria-labelledby="wat-breng-je-mee">
            <h2 id="wat-breng-je-mee" className={styles.sectionTitle}>
              {VACANCY_COPY.whatYouBring}
            </h2>
            <RichText html={vacancy.whatYouBring as SafeHtml} />
          </section>
          <section aria-labelledby="wat-bieden-we">
            <h2 id="wat-bieden-we" className={styles.sectionTitle}>
              {VACANCY_COPY.whatWeOffer}
            </h2>
            <RichText html={vacancy.whatWeOffer as SafeHtml} />
          </section>
          {applicationForm ? (
            // The application form (the forms part, given by the page) has its own heading; the address stays as the other way.
            <div className={styles.apply} id="solliciteer">
              {applicationForm}
              <p data-testid="vacancy-apply">
                {VACANCY_COPY.applyByMailInstead}{" "}
                <a href={mailto}>{VACANCY_COPY.jobsEmail}</a>.
              </p>
            </div>
          ) : (
            <section
              aria-labelledby="solliciteren"
              className={styles.apply}
              id="solliciteer"
            >
              <h2 id="solliciteren" className={styles.sectionTitle}>
                {VACANCY_COPY.applyTitle}
              </h2>
              <p data-testid="vacancy-apply">
                {VACANCY_COPY.applyByMail}{" "}
                <a href={mailto}>{VACANCY_COPY.jobsEmail}</a>.
              </p>
            </section>
          )}
        </div>
        <aside aria-labelledby="over-deze-vacature" className={styles.factsBox}>
          <h2 id="over-deze-vacature" className={styles.factsTitle}>
            {VACANCY_COPY.facts}
          </h2>
          <dl className={styles.factList}>
            <dt>{VACANCY_COPY.locationLabel}</dt>
            <dd>{vacancy.location}</dd>
            <dt>{VACANCY_COPY.hoursLabel}</dt>
            <dd>
              {VACANCY_COPY.kind[vacancy.kind]},{" "}
              {VACANCY_COPY.hoursPerWeek(vacancy.hoursMin, vacancy.hoursMax)}
            </dd>
            {vacancy.salary ? (
              <>
                <dt>{VACANCY_COPY.salaryLabel}</dt>
                <dd>{salaryText(vacancy.salary)}</dd>
              </>
            ) : null}
          </dl>
          <p className={styles.closes}>
            {VACANCY_COPY.closes(lastDayText(vacancy.openUntil))}
          </p>
          <NextLink href={VACANCIES_PAGE} prefetch={false}>
            {VACANCY_COPY.allVacancies}
          </NextLink>
        </aside>
      </div>
    </PageContainer>
  );
}
