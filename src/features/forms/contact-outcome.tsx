/**
 * What a browser without JavaScript reads after sending a contact form: the API
 * answered a 303 to the contact page with `?verzonden=` or `?melding=` (and the
 * fields it refused), and this says it in words.
 */
import { CONTACT_COPY as COPY, FORM_COPY } from "./copy";
import styles from "./forms.module.css";

export interface ContactOutcomeProps {
  sent?: string;
  problem?: string;
  fields?: string;
}

export function ContactOutcome({ sent, problem, fields }: ContactOutcomeProps) {
  if (sent === "contact" || sent === "service" || sent === "application") {
    return (
      <div className={`${styles.message} ${styles.success}`} role="status">
        <p>{COPY.outcome.sent[sent]}</p>
      </div>
    );
  }
  if (!problem) return null;
  const labels = (fields ?? "")
    .split(",")
    .map((field) => FORM_COPY.labels[field])
    .filter((label): label is string => Boolean(label));
  const text = problem === "te-vaak" ? COPY.outcome.tooOften : problem === "al-verstuurd" ? COPY.outcome.alreadySent : COPY.outcome.failed;
  return (
    <div className={`${styles.message} ${styles.error}`} role="alert">
      <p>{text}</p>
      {labels.length > 0 ? <p>{COPY.outcome.failedFields(labels.join(", "))}</p> : null}
    </div>
  );
}
