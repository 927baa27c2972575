"use client";
/**
 * The job application form (issue 23, point 4) for a vacancy page, which the
 * vacancies part renders: `<ApplicationForm vacancyId={3} vacancyTitle="Servicemonteur" />`.
 * Name, e-mail, phone, motivation and the CV as a PDF (a second PDF may be the
 * letter), sent as `kind: "application"` to POST /api/form-data/; the CV needs
 * JavaScript (the upload), which the form says.
 */
import { FORM_COPY } from "./copy";
import styles from "./forms.module.css";
import { SentForm } from "./sent-form";

export interface ApplicationFormProps {
  vacancyId: number;
  vacancyTitle: string;
}

export function ApplicationForm({ vacancyId, vacancyTitle }: ApplicationFormProps) {
  return (
    <section aria-labelledby={`sollicitatie-${vacancyId}`} className={styles.panel}>
      <h2 id={`sollicitatie-${vacancyId}`} className={styles.heading}>
        {FORM_COPY.applicationTitle(vacancyTitle)}
      </h2>
      <SentForm kind="application" vacancyId={vacancyId} idPrefix={`sollicitatie-${vacancyId}`} />
    </section>
  );
}
