"use client";
/**
 * One form of issue 23, point 4 (a question, a service request, an
 * application): plain HTML that posts to /api/form-data/ without JavaScript
 * (the API answers a 303 back to the contact page), and with it checked by the
 * API's own schema, sent as JSON, each error under its field with a summary
 * above, and replaced by the confirmation. Uploads (service photos, the CV) go
 * through `<FormUploads>` under the same form id.
 */
import { type FormEvent, useRef, useState } from "react";

import { FormUploads } from "@/components/forms/form-uploads";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import type { FormKind } from "@/domain/forms/form-kinds";
import { useFormId } from "@/lib/forms/form-id";
import { isApiRequestError, request } from "@/lib/http";
import { FORM_SCHEMAS } from "@/schemas/form-data";

import { CONTACT_COPY, FORM_COPY as COPY } from "./copy";
import styles from "./forms.module.css";

interface FieldSpec {
  name: string;
  kind: "text" | "email" | "tel" | "textarea" | "select";
  required: boolean;
  autoComplete?: string;
  maxLength?: number;
  label?: string;
}

const PERSON: FieldSpec[] = [
  { name: "name", kind: "text", required: true, autoComplete: "name", maxLength: 100 },
  { name: "emailAddress", kind: "email", required: true, autoComplete: "email", maxLength: 254 },
];

export const FORM_FIELDS: Record<FormKind, FieldSpec[]> = {
  contact: [...PERSON, { name: "phoneNumber", kind: "tel", required: false, autoComplete: "tel", maxLength: 20, label: COPY.labels.phoneNumberOptional }, { name: "subject", kind: "text", required: true, maxLength: 150 }, { name: "message", kind: "textarea", required: true, maxLength: 4000 }],
  service: [
    ...PERSON,
    { name: "phoneNumber", kind: "tel", required: true, autoComplete: "tel", maxLength: 20 },
    { name: "orderNumber", kind: "text", required: false, maxLength: 12 },
    { name: "productName", kind: "text", required: true, maxLength: 150 },
    { name: "requestType", kind: "select", required: true },
    { name: "description", kind: "textarea", required: true, maxLength: 4000 },
  ],
  application: [...PERSON, { name: "phoneNumber", kind: "tel", required: true, autoComplete: "tel", maxLength: 20 }, { name: "motivation", kind: "textarea", required: true, maxLength: 4000 }],
};

export interface SentFormProps {
  kind: FormKind;
  /** A form id made by the server for this render, so the form works before (and without) the script. */
  initialFormId?: string | null;
  /** An application's vacancy. */
  vacancyId?: number;
  /** Prefix of the fields' ids: two forms on one page must not share them. */
  idPrefix?: string;
}

export function SentForm({ kind, initialFormId = null, vacancyId, idPrefix = kind }: SentFormProps) {
  const { formId, renew } = useFormId(initialFormId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState("");
  const [uploadsKey, setUploadsKey] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const fields = FORM_FIELDS[kind];
  const fieldId = (name: string) => `${idPrefix}-${name}`;

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() => {
      const first = fields.find((field) => found[field.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      else summary.current?.focus();
    });
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!formId || sending) return;
    const body: Record<string, unknown> = { ...values, formId, kind };
    if (vacancyId !== undefined) body.vacancyId = vacancyId;
    const checked = FORM_SCHEMAS[kind].safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const name = String(issue.path[0] ?? "");
        if (name && !found[name]) found[name] = issue.message;
      }
      showErrors(found);
      return;
    }
    setSending(true);
    setFailure("");
    try {
      const answer = await request<{ formDataId: number }>("POST", "/api/form-data/", { body });
      setSent(answer.formDataId);
      setErrors({});
      setValues({});
      renew();
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      if (isApiRequestError(error) && Object.keys(error.fieldErrors).length > 0) showErrors({ ...error.fieldErrors });
      else setFailure(isApiRequestError(error) && error.status === 429 ? CONTACT_COPY.outcome.tooOften : COPY.failed);
    } finally {
      setSending(false);
    }
  }

  if (sent !== null) {
    return (
      <div ref={confirmation} tabIndex={-1} className={`${styles.message} ${styles.success}`} role="status">
        <p>{CONTACT_COPY.outcome.sent[kind]}</p>
        <p>Je nummer: {sent}.</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            setSent(null);
            setUploadsKey((key) => key + 1);
          }}
        >
          {COPY.another}
        </button>
      </div>
    );
  }

  const errorList = fields.filter((field) => errors[field.name]).map((field) => ({ name: field.name, label: field.label ?? COPY.labels[field.name]!, message: errors[field.name]! }));
  const otherErrors = Object.entries(errors).filter(([name]) => !fields.some((field) => field.name === name) && name !== "uploads");

  return (
    <form className={styles.form} method="post" action="/api/form-data/" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={`${idPrefix}-privacy`}>
      <input type="hidden" name="formId" value={formId ?? ""} />
      <input type="hidden" name="kind" value={kind} />
      {vacancyId !== undefined ? <input type="hidden" name="vacancyId" value={vacancyId} /> : null}
      {errorList.length > 0 || otherErrors.length > 0 || failure ? (
        <div ref={summary} tabIndex={-1} className={`${styles.message} ${styles.error}`} role="alert">
          {failure ? <p>{failure}</p> : null}
          {errorList.length > 0 || otherErrors.length > 0 ? (
            <>
              <p>{COPY.summary}</p>
              <ul>
                {errorList.map((error) => (
                  <li key={error.name}>
                    <a href={`#${fieldId(error.name)}`}>{error.label}</a>: {error.message}
                  </li>
                ))}
                {otherErrors.map(([name, message]) => (
                  <li key={name}>{message}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {fields.map((field) => {
        const id = fieldId(field.name);
        const label = field.label ?? COPY.labels[field.name]!;
        const hint = COPY.hints[field.name];
        const error = errors[field.name];
        const describedBy = [hint ? `${id}-uitleg` : null, error ? `${id}-fout` : null].filter(Boolean).join(" ") || undefined;
        const common = {
          id,
          name: field.name,
          required: field.required,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          value: values[field.name] ?? "",
          onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field.name]: event.target.value })),
        } as const;
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {label}
            </label>
            {hint ? (
              <p id={`${id}-uitleg`} className={styles.hint}>
                {hint}
              </p>
            ) : null}
            {field.kind === "textarea" ? (
              <textarea {...common} rows={6} maxLength={field.maxLength} className={styles.textarea} />
            ) : field.kind === "select" ? (
              <select {...common} className={styles.input}>
                <option value="">{COPY.chooseRequestType}</option>
                {COPY.requestTypes.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type={field.kind} autoComplete={field.autoComplete} maxLength={field.maxLength} className={styles.input} />
            )}
            {error ? (
              <p id={`${id}-fout`} className={styles.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {kind === "service" ? (
        <FormUploads key={uploadsKey} id={fieldId("uploads")} formId={formId} label={COPY.labels.uploads!} hint={COPY.hints.uploads} error={errors.uploads} />
      ) : null}
      {kind === "application" ? (
        <FormUploads key={uploadsKey} id={fieldId("uploads")} formId={formId} label={COPY.labels.cv!} hint={COPY.hints.cv} accept="application/pdf,.pdf" maxFiles={2} error={errors.uploads} />
      ) : null}
      <p id={`${idPrefix}-privacy`} className={styles.hint}>
        {kind === "application" ? COPY.privacyApplication : COPY.privacy} <a href={PRIVACY_STATEMENT_PATH}>{COPY.privacyLink}</a>.
      </p>
      <button type="submit" className={styles.button} disabled={sending}>
        {sending ? COPY.sending : COPY.submit[kind]}
      </button>
    </form>
  );
}
