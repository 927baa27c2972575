"use client";
/**
 * The quote request's form (issue 22, point 1): checked in the browser with the
 * API's own schema, sent as a multipart form with the chosen files to
 * POST /api/quotes/, and replaced by the confirmation once the quote exists.
 * Every error sits under its field (aria-describedby), a summary above lists
 * them, and the first wrong field gets the focus.
 */
import { type FormEvent, type RefObject, useEffect, useMemo, useRef, useState } from "react";

import { IntentLink } from "@/components/intent-link";
import fields from "@/components/layout/plain-form.module.css";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { quotePagePath } from "@/config/paths";
import type { Day } from "@/domain/delivery/days";
import { MAX_QUOTE_FILE_BYTES, MAX_QUOTE_FILES, QUOTE_FILE_TYPES } from "@/domain/quotes/quote-files";
import { QUOTE_KINDS } from "@/domain/quotes/quote-request";
import { request } from "@/lib/http";
import type { QuoteAnswer } from "@/schemas/answers/quote";
import { quoteRequestSchemaFor } from "@/schemas/quote-request";

import { QUOTE_REQUEST_COPY as COPY } from "./copy";
import styles from "./quote-request.module.css";

type TextName =
  | "measurements"
  | "wishes"
  | "postalCode"
  | "houseNumber"
  | "street"
  | "city"
  | "preferredWeek"
  | "firstName"
  | "lastName"
  | "emailAddress"
  | "phoneNumber"
  | "companyName";

interface Values extends Record<TextName, string> {
  kind: string;
  country: "NL" | "BE";
  company: boolean;
}

/** The order of the fields on the page: the summary lists them so, and the first wrong one gets the focus. */
const FIELD_ORDER = ["kind", "measurements", "wishes", "postalCode", "houseNumber", "street", "city", "country", "preferredWeek", "firstName", "lastName", "emailAddress", "phoneNumber", "companyName", "files"] as const;

const FIELD_NAMES: Record<(typeof FIELD_ORDER)[number], string> = {
  kind: "Wat wil je laten maken",
  measurements: "Maten",
  wishes: "Wat wil je",
  postalCode: COPY.labels.postalCode,
  houseNumber: COPY.labels.houseNumber,
  street: COPY.labels.street,
  city: COPY.labels.city,
  country: COPY.labels.country,
  preferredWeek: COPY.labels.preferredWeek,
  firstName: COPY.labels.firstName,
  lastName: COPY.labels.lastName,
  emailAddress: COPY.labels.emailAddress,
  phoneNumber: COPY.labels.phoneNumber,
  companyName: COPY.labels.companyName,
  files: "Foto's of plattegrond",
};

export const fieldId = (name: string) => `offerte-${name}`;

interface ChosenFile {
  key: string;
  file: File;
  /** A small copy of a photo as a data: URL (the shop's CSP allows no blob: images); null for a PDF, or until it is drawn. */
  preview: string | null;
}

export interface QuoteRequestFormProps {
  /** The shop's day, from the server: the schema refuses weeks before it. */
  today: Day;
  weeks: readonly { week: string; label: string }[];
  kitchenId: number | null;
}

type LookupState = { status: "idle" | "loading" | "notFound" } | { status: "found"; street: string; city: string };

/** "12", "12A", "12 a", "12-2" → the lookup's number and addition. */
function splitHouseNumber(value: string): { houseNumber: string; houseNumberAddition?: string } | null {
  const match = /^\s*([1-9]\d{0,5})\s*[- ]?\s*([0-9A-Za-z][0-9A-Za-z /-]{0,9})?\s*$/.exec(value);
  if (!match) return null;
  return match[2] ? { houseNumber: match[1]!, houseNumberAddition: match[2] } : { houseNumber: match[1]! };
}

const DUTCH_POSTAL_CODE = /^\s*[1-9]\d{3}\s*[a-zA-Z]{2}\s*$/;

/** The cart's address lookup (POST /api/carts/address/), 400 ms after postal code and house number look complete. */
function useAddressLookup(country: "NL" | "BE", postalCode: string, houseNumber: string): LookupState {
  const number = splitHouseNumber(houseNumber);
  const question = country === "NL" && DUTCH_POSTAL_CODE.test(postalCode) && number ? JSON.stringify({ country, postalCode, ...number }) : null;
  const [state, setState] = useState<{ question: string | null; answer: LookupState }>({ question: null, answer: { status: "idle" } });
  useEffect(() => {
    if (!question) return;
    let current = true;
    const timer = setTimeout(() => {
      setState({ question, answer: { status: "loading" } });
      request<{ status: string; street?: string; city?: string }>("POST", "carts/address", { body: JSON.parse(question) as unknown, retries: 1, timeoutMs: 5000 }).then(
        (answer) => {
          if (!current) return;
          setState({ question, answer: answer.status === "found" && answer.street && answer.city ? { status: "found", street: answer.street, city: answer.city } : { status: "notFound" } });
        },
        () => {
          if (current) setState({ question, answer: { status: "idle" } });
        },
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [question]);
  return question && state.question === question ? state.answer : { status: "idle" };
}

function fileProblem(file: File): string | null {
  if (file.size > MAX_QUOTE_FILE_BYTES) return COPY.fileTooLarge(file.name);
  if (file.type && !(QUOTE_FILE_TYPES as readonly string[]).includes(file.type)) return COPY.fileWrongType(file.name);
  return null;
}

/** A photo drawn at most 128 px wide or high, as a data: URL; null for a PDF or what the browser cannot draw. */
async function thumbnail(file: File): Promise<string | null> {
  if (!file.type.startsWith("image/")) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 128 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/png");
  } catch {
    return null;
  }
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** The POST itself: multipart, so `request()` (JSON and forms only) is not used. A missing session is started once and the request sent again. */
async function sendRequest(form: FormData): Promise<{ status: number; body: { data?: unknown; message?: string } | null }> {
  const send = async () => {
    const response = await fetch("/api/quotes/", { method: "POST", body: form, credentials: "same-origin", headers: { accept: "application/json" } });
    const body = (await response.json().catch(() => null)) as { data?: unknown; message?: string } | null;
    return { status: response.status, body };
  };
  const first = await send();
  if (first.status !== 401) return first;
  // The app state starts the session (as the cart does on a first visit).
  await fetch("/api/app-state/", { credentials: "same-origin", headers: { accept: "application/json" } });
  return send();
}

export function QuoteRequestForm({ today, weeks, kitchenId }: QuoteRequestFormProps) {
  const [values, setValues] = useState<Values>({
    kind: kitchenId !== null ? "kitchen" : "",
    country: "NL",
    company: false,
    measurements: "",
    wishes: "",
    postalCode: "",
    houseNumber: "",
    street: "",
    city: "",
    preferredWeek: "",
    firstName: "",
    lastName: "",
    emailAddress: "",
    phoneNumber: "",
    companyName: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<QuoteAnswer | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => quoteRequestSchemaFor(today), [today]);
  const lookup = useAddressLookup(values.country, values.postalCode, values.houseNumber);

  // A found address fills street and city, once per answer; the customer may still change them.
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (lookup.status !== "found") return;
    const key = `${lookup.street}|${lookup.city}`;
    if (filledFor.current === key) return;
    filledFor.current = key;
    setValues((current) => ({ ...current, street: lookup.street, city: lookup.city }));
    setErrors((current) => ({ ...current, street: "", city: "" }));
  }, [lookup]);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const set = (name: keyof Values, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: "" }));
  };

  function addFiles(list: FileList | null) {
    if (!list) return;
    const added: ChosenFile[] = [];
    const problems: string[] = [];
    for (const file of Array.from(list)) {
      const problem = fileProblem(file);
      if (problem) problems.push(problem);
      else if (files.length + added.length >= MAX_QUOTE_FILES) problems.push(COPY.tooManyFiles);
      else added.push({ key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`, file, preview: null });
    }
    setFiles((current) => [...current, ...added]);
    for (const chosen of added) {
      void thumbnail(chosen.file).then((preview) => {
        if (preview) setFiles((current) => current.map((other) => (other.key === chosen.key ? { ...other, preview } : other)));
      });
    }
    setErrors((current) => ({ ...current, files: [...new Set(problems)].join(" ") }));
    // The same file may be chosen again after it was removed.
    if (fileInput.current) fileInput.current.value = "";
  }

  function removeFile(key: string) {
    setFiles((current) => current.filter((chosen) => chosen.key !== key));
    setErrors((current) => ({ ...current, files: "" }));
    fileInput.current?.focus();
  }

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    // After React drew the messages: the summary is announced, the first wrong field gets the focus.
    requestAnimationFrame(() => {
      if (!first) return summaryRef.current?.focus();
      const target = first === "kind" ? document.querySelector<HTMLInputElement>('input[name="kind"]') : first === "country" ? document.querySelector<HTMLInputElement>('input[name="country"]') : document.getElementById(fieldId(first));
      target?.focus();
    });
  }

  function formValues(): Record<string, string> {
    const { company, ...rest } = values;
    return { ...rest, ...(company ? { company: "true" } : {}), ...(kitchenId !== null ? { kitchenId: String(kitchenId) } : {}) };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = schema.safeParse(formValues());
    const found: Record<string, string> = {};
    if (!checked.success) for (const issue of checked.error.issues) found[String(issue.path[0] ?? "wishes")] ??= issue.message;
    if (errors.files) found.files = errors.files;
    if (Object.keys(found).length > 0) return showErrors(found);
    const form = new FormData();
    for (const [name, value] of Object.entries(formValues())) form.append(name, value);
    for (const chosen of files) form.append("files", chosen.file, chosen.file.name);
    setSending(true);
    try {
      const { status, body } = await sendRequest(form);
      if (status === 201 && body?.data) return setDone(body.data as QuoteAnswer);
      if (status === 422 && Array.isArray(body?.data)) {
        const fromServer: Record<string, string> = {};
        for (const problem of body.data as { field?: string; errorMessage: string }[]) {
          const field = problem.field && problem.field in FIELD_NAMES ? problem.field : "wishes";
          fromServer[field] = fromServer[field] ? `${fromServer[field]} ${problem.errorMessage}` : problem.errorMessage;
        }
        return showErrors(fromServer);
      }
      setFailure(status === 429 ? COPY.tooOften : (body?.message ?? COPY.failed));
      requestAnimationFrame(() => summaryRef.current?.focus());
    } catch {
      setFailure(COPY.failed);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } finally {
      setSending(false);
    }
  }

  if (done) return <QuoteRequestDone quote={done} headingRef={doneRef} />;

  const listed = FIELD_ORDER.filter((name) => errors[name]);
  const describedBy = (name: string, hint?: boolean) => [hint ? `${fieldId(name)}-uitleg` : null, errors[name] ? `${fieldId(name)}-fout` : null].filter(Boolean).join(" ") || undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-fout`} className={fields.fieldError}>
        {errors[name]}
      </p>
    ) : null;
  const text = (name: TextName, label: string, options: { hint?: string; required?: boolean; autoComplete?: string; type?: string; inputMode?: "text" | "email" | "tel" | "numeric"; maxLength?: number; className?: string } = {}) => (
    <div className={`${styles.field} ${options.className ?? ""}`}>
      <label className={fields.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      {options.hint ? (
        <p id={`${fieldId(name)}-uitleg`} className={fields.hint}>
          {options.hint}
        </p>
      ) : null}
      <input
        id={fieldId(name)}
        name={name}
        className={fields.input}
        type={options.type ?? "text"}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        maxLength={options.maxLength}
        required={options.required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, Boolean(options.hint))}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
      {error(name)}
    </div>
  );
  const area = (name: "measurements" | "wishes", label: string, hint: string, maxLength: number, required: boolean) => (
    <div className={styles.field}>
      <label className={fields.label} htmlFor={fieldId(name)}>
        {label}
      </label>
      <p id={`${fieldId(name)}-uitleg`} className={fields.hint}>
        {hint}
      </p>
      <textarea
        id={fieldId(name)}
        name={name}
        className={`${fields.input} ${styles.textarea}`}
        rows={4}
        maxLength={maxLength}
        required={required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, true)}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
      {error(name)}
    </div>
  );

  return (
    // method and action: should the script not run, the browser posts to the API rather than putting the fields in the page's URL.
    <form className={styles.form} method="post" action="/api/quotes/" encType="multipart/form-data" onSubmit={submit} noValidate aria-describedby="offerte-privacy">
      <div ref={summaryRef} tabIndex={-1} className={styles.summaryBox}>
        {listed.length > 0 ? (
          <div role="alert" className={`${fields.message} ${fields.error}`}>
            <p className={styles.summaryTitle}>{COPY.summaryTitle(listed.length)}</p>
            <ul className={styles.summaryList}>
              {listed.map((name) => (
                <li key={name}>
                  <a href={`#${name === "kind" ? `${fieldId("kind")}-${values.kind || QUOTE_KINDS[0]}` : name === "country" ? `${fieldId("country")}-${values.country}` : fieldId(name)}`}>
                    {FIELD_NAMES[name]}: {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {failure ? (
          <p role="alert" className={`${fields.message} ${fields.error}`}>
            {failure}
          </p>
        ) : null}
      </div>

      <fieldset className={styles.section} aria-describedby={errors.kind ? `${fieldId("kind")}-fout` : undefined}>
        <legend className={styles.legend}>{COPY.sections.kind}</legend>
        <div className={styles.kinds}>
          {QUOTE_KINDS.map((kind) => (
            <label key={kind} className={styles.kind} htmlFor={`${fieldId("kind")}-${kind}`}>
              <input
                type="radio"
                id={`${fieldId("kind")}-${kind}`}
                name="kind"
                value={kind}
                checked={values.kind === kind}
                aria-describedby={`${fieldId("kind")}-${kind}-uitleg`}
                onChange={() => set("kind", kind)}
              />
              <span className={styles.kindText}>
                <span className={styles.kindLabel}>{COPY.kinds[kind].label}</span>
                <span id={`${fieldId("kind")}-${kind}-uitleg`} className={fields.hint}>
                  {COPY.kinds[kind].text}
                </span>
              </span>
            </label>
          ))}
        </div>
        {error("kind")}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{COPY.sections.room}</legend>
        {area("wishes", COPY.labels.wishes, COPY.hints.wishes, 4000, true)}
        {area("measurements", COPY.labels.measurements, COPY.hints.measurements, 2000, false)}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{COPY.sections.address}</legend>
        <fieldset className={styles.plain} aria-describedby={errors.country ? `${fieldId("country")}-fout` : undefined}>
          <legend className={fields.label}>{COPY.labels.country}</legend>
          <div className={styles.inline}>
            {(["NL", "BE"] as const).map((code) => (
              <label key={code} className={styles.choice} htmlFor={`${fieldId("country")}-${code}`}>
                <input type="radio" id={`${fieldId("country")}-${code}`} name="country" value={code} checked={values.country === code} onChange={() => set("country", code)} />
                {COPY.countries[code]}
              </label>
            ))}
          </div>
          {error("country")}
        </fieldset>
        <div className={styles.row}>
          {text("postalCode", COPY.labels.postalCode, { required: true, autoComplete: "postal-code", maxLength: 7 })}
          {text("houseNumber", COPY.labels.houseNumber, { required: true, maxLength: 16 })}
        </div>
        <p aria-live="polite" className={fields.hint}>
          {lookup.status === "loading" ? COPY.lookingUp : lookup.status === "found" ? COPY.found : lookup.status === "notFound" ? COPY.notFound : ""}
        </p>
        <div className={styles.row}>
          {text("street", COPY.labels.street, { required: true, autoComplete: "address-line1", maxLength: 100 })}
          {text("city", COPY.labels.city, { required: true, autoComplete: "address-level2", maxLength: 60 })}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{COPY.sections.week}</legend>
        <div className={styles.field}>
          <label className={fields.label} htmlFor={fieldId("preferredWeek")}>
            {COPY.labels.preferredWeek}
          </label>
          <p id={`${fieldId("preferredWeek")}-uitleg`} className={fields.hint}>
            {COPY.hints.preferredWeek}
          </p>
          <select
            id={fieldId("preferredWeek")}
            name="preferredWeek"
            className={`${fields.input} ${styles.select}`}
            aria-invalid={errors.preferredWeek ? true : undefined}
            aria-describedby={describedBy("preferredWeek", true)}
            value={values.preferredWeek}
            onChange={(event) => set("preferredWeek", event.target.value)}
          >
            <option value="">{COPY.noPreference}</option>
            {weeks.map((week) => (
              <option key={week.week} value={week.week}>
                {week.label}
              </option>
            ))}
          </select>
          {error("preferredWeek")}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{COPY.sections.contact}</legend>
        <div className={styles.row}>
          {text("firstName", COPY.labels.firstName, { required: true, autoComplete: "given-name", maxLength: 50 })}
          {text("lastName", COPY.labels.lastName, { required: true, autoComplete: "family-name", maxLength: 50 })}
        </div>
        {text("emailAddress", COPY.labels.emailAddress, { required: true, autoComplete: "email", type: "email", inputMode: "email", maxLength: 254 })}
        {text("phoneNumber", COPY.labels.phoneNumber, { required: true, autoComplete: "tel", type: "tel", inputMode: "tel", maxLength: 20, hint: COPY.hints.phoneNumber })}
        <label className={styles.choice} htmlFor={fieldId("company")}>
          <input type="checkbox" id={fieldId("company")} name="company" checked={values.company} onChange={(event) => set("company", event.target.checked)} />
          {COPY.labels.company}
        </label>
        {values.company ? text("companyName", COPY.labels.companyName, { required: true, autoComplete: "organization", maxLength: 100 }) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{COPY.sections.files}</legend>
        <div className={styles.field}>
          <label className={fields.label} htmlFor={fieldId("files")}>
            {COPY.labels.files}
          </label>
          <p id={`${fieldId("files")}-uitleg`} className={fields.hint}>
            {COPY.hints.files}
          </p>
          <input
            ref={fileInput}
            id={fieldId("files")}
            name="files"
            type="file"
            multiple
            accept={QUOTE_FILE_TYPES.join(",")}
            className={styles.fileInput}
            aria-invalid={errors.files ? true : undefined}
            aria-describedby={describedBy("files", true)}
            disabled={files.length >= MAX_QUOTE_FILES}
            onChange={(event) => addFiles(event.target.files)}
          />
          {/* The browser's own button speaks its own language ("Choose Files"): this one is the shop's, and clicks the input. */}
          <label htmlFor={fieldId("files")} className={styles.fileButton} aria-hidden="true">
            {COPY.chooseFiles}
          </label>
          {error("files")}
        </div>
        {files.length > 0 ? (
          <ul className={styles.files} aria-label="Gekozen bestanden">
            {files.map((chosen) => (
              <li key={chosen.key} className={styles.fileItem}>
                {chosen.preview ? (
                  <img src={chosen.preview} alt="" className={styles.preview} />
                ) : (
                  <span className={styles.pdf} aria-hidden="true">
                    {chosen.file.type === "application/pdf" ? "PDF" : ""}
                  </span>
                )}
                <span className={styles.fileName}>
                  {chosen.file.name}
                  <span className={fields.hint}>{formatSize(chosen.file.size)}</span>
                </span>
                <button type="button" className={styles.remove} aria-label={COPY.remove(chosen.file.name)} onClick={() => removeFile(chosen.key)}>
                  {COPY.removeShort}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <p id="offerte-privacy" className={styles.privacy}>
        {COPY.privacy}{" "}
        <IntentLink href={PRIVACY_STATEMENT_PATH} className={styles.link}>
          {COPY.privacyLink}
        </IntentLink>
        .
      </p>
      <div>
        <button type="submit" className={`${fields.button} ${styles.submit}`} disabled={sending} aria-busy={sending || undefined}>
          {sending ? COPY.sending : COPY.submit}
        </button>
      </div>
    </form>
  );
}

function QuoteRequestDone({ quote, headingRef }: { quote: QuoteAnswer; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className={styles.done} aria-labelledby="offerte-ontvangen" data-testid="quote-request-done">
      <h2 id="offerte-ontvangen" ref={headingRef} tabIndex={-1} className={styles.doneTitle}>
        {COPY.done.title}
      </h2>
      <p className={styles.number}>
        {COPY.done.number}: <strong data-testid="quote-number">{quote.quoteId}</strong>
      </p>
      <p>{COPY.done.mailed(quote.request.emailAddress)}</p>
      <h3 className={styles.nextTitle}>{COPY.done.nextTitle}</h3>
      <ol className={styles.steps}>
        {COPY.done.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.doneLinks}>
        <IntentLink href={quotePagePath(quote.quoteId)} className={`${fields.button} ${styles.buttonLink}`}>
          {COPY.done.view}
        </IntentLink>
        <IntentLink href="/" className={styles.link}>
          {COPY.done.home}
        </IntentLink>
      </p>
    </section>
  );
}
