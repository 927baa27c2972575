"use client";
/** Form parts every step uses: a labelled text field with its error, a checkbox, and the error summary. */
import NextLink from "next/link";
import { type ChangeEvent, type FocusEvent, type MouseEvent, type ReactNode, useEffect, useRef } from "react";

import fields from "@/components/layout/plain-form.module.css";

import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import { customerMessage, fieldLabel } from "./field-validation";
import { fieldId, type FieldError, type StepErrors } from "./steps";

interface CheckoutTextFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string | null;
  /** Announce the error as it appears (after leaving the field); after "Verder" the summary speaks. */
  announce?: boolean;
  hint?: ReactNode;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal" | "search" | "url" | "none";
  type?: string;
  maxLength?: number;
  multiline?: boolean;
  autoCapitalize?: string;
  list?: string;
  onChange: (value: string) => void;
  onBlur?: (value: string) => void;
  className?: string;
}

/**
 * A labelled text field without MUI (issue 24: MUI's TextField and its styling engine were a
 * third of the step's script): the label above the field, as in the quote request form, and
 * below it the hint or, once there is one, the error, tied to the field with aria-describedby;
 * aria-invalid while it is wrong. The asterisk of a required field is not read out: the
 * field itself says it is required.
 */
export function CheckoutTextField({ name, label, value, error, announce, hint, required, autoComplete, inputMode, type, maxLength, multiline, autoCapitalize, list, onChange, onBlur, className }: CheckoutTextFieldProps) {
  const id = fieldId(name);
  // MUI's name for it, which the tests and the error summary's readers already know.
  const helpId = `${id}-helper-text`;
  const help = error ?? hint;
  const shared = {
    id,
    name,
    value,
    required,
    autoComplete,
    inputMode,
    maxLength,
    autoCapitalize,
    spellCheck: type === "email" || inputMode === "tel" ? false : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": help ? helpId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur?.(event.target.value),
  };
  return (
    <div className={`${styles.textField} ${className ?? ""}`}>
      <label className={fields.label} htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} className={`${fields.input} ${styles.textArea}`} />
      ) : (
        <input {...shared} type={type ?? "text"} list={list} className={`${fields.input} ${styles.textInput}`} />
      )}
      {help ? (
        <p id={helpId} className={error ? styles.fieldError : fields.hint} role={error && announce ? "alert" : undefined}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

interface CheckProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  note?: ReactNode;
  error?: string | null;
  required?: boolean;
}

/** A native checkbox with a real label: ≥ 24 px to hit, never ticked by itself. */
export function Check({ id, checked, onChange, children, note, error, required }: CheckProps) {
  const describedBy = [note ? `${id}-uitleg` : null, error ? `${id}-fout` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.check}>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
      <div>
        <label htmlFor={id}>{children}</label>
        {note ? (
          <p id={`${id}-uitleg`} className={styles.note}>
            {note}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-fout`} className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

interface ErrorSummaryProps {
  here: FieldError[];
  elsewhere?: StepErrors[];
  intro?: string;
  /** Changes with every refused attempt, so the summary takes the focus again. */
  attempt: number;
}

/** Puts the focus in the field (or the first choice of a group) rather than only scrolling to it. */
function focusField(event: MouseEvent<HTMLAnchorElement>, field: string) {
  const target = document.getElementById(fieldId(field));
  if (!target) return;
  event.preventDefault();
  const focusable = target.matches("input, select, textarea") ? target : target.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea");
  (focusable ?? target).focus();
  target.scrollIntoView({ block: "center" });
}

/** The errors of a refused step or order, focused when it appears; each links to its field or its step. */
export function ErrorSummary({ here, elsewhere = [], intro, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  const count = here.length + elsewhere.reduce((sum, group) => sum + group.errors.length, 0);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (count === 0) return null;
  return (
    <div ref={box} tabIndex={-1} className={styles.errorSummary} aria-labelledby="fouten-titel" role="group" data-testid="error-summary">
      <h2 id="fouten-titel">{COPY.errorSummaryTitle(count)}</h2>
      {intro ? <p>{intro}</p> : null}
      <ul>
        {here.map((error, index) => (
          <li key={`${error.field ?? ""}-${index}`}>
            {error.field ? (
              <a href={`#${fieldId(error.field)}`} onClick={(event) => focusField(event, error.field as string)}>
                {customerMessage(error.field, error.errorMessage)}
              </a>
            ) : (
              error.errorMessage
            )}
          </li>
        ))}
        {elsewhere.map((group) => (
          <li key={group.step}>
            <NextLink href={group.href}>{COPY.errorOtherStep(group.step === "winkelwagen" ? "Winkelwagen" : COPY.steps[group.step])}</NextLink>
            <ul>
              {group.errors.map((error, index) => (
                <li key={`${error.field ?? ""}-${index}`}>
                  {error.field ? `${fieldLabel(error.field)}: ` : ""}
                  {customerMessage(error.field, error.errorMessage)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
