"use client";
/**
 * The files of a form (issue 23, point 4): pick one or more, each goes to
 * POST /api/buckets/forms/ under the form's id at once, and shows with its name,
 * size and a remove button (DELETE). The shop checks every file by its bytes;
 * this only says early what will not do (too large, too many). Errors are the
 * API's Dutch messages. The file input stays focusable behind the shop's own
 * button, so the keyboard reaches it and the screen reader names it.
 *
 * Usage: `<FormUploads formId={formId} label="Foto's" onChange={setUploads} />`
 * with `formId` from `useFormId()` (lib/forms/form-id.ts); the form's submit
 * sends the same `formId`, and the server attaches the uploads. Props:
 * - `formId`: the form's id; null while it loads (the picker waits).
 * - `label`, `hint`: the field's words; `hint` is read with the field.
 * - `accept`: the types offered in the picker (default: images and PDF).
 * - `maxFiles`: how many (default and most: 5).
 * - `error`: a message of the form's own submit about the uploads.
 * - `onChange(uploads)`: the list after every change.
 * - `id`: the input's id (default from React), for a form's error summary.
 */
import { useId, useRef, useState } from "react";

import { FORM_UPLOAD_ACCEPT, MAX_FORM_UPLOAD_BYTES, MAX_FORM_UPLOADS } from "@/domain/forms/form-uploads";
import { errorFromResponse, request } from "@/lib/http";

import styles from "./form-uploads.module.css";

export interface FormUpload {
  uploadId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface FormUploadsProps {
  formId: string | null;
  label: string;
  hint?: string;
  accept?: string;
  maxFiles?: number;
  error?: string;
  onChange?: (uploads: readonly FormUpload[]) => void;
  id?: string;
}

const COPY = {
  choose: "Bestanden kiezen",
  chooseOne: "Bestand kiezen",
  uploading: (name: string) => `${name} wordt toegevoegd…`,
  added: (name: string) => `${name} is toegevoegd.`,
  removed: (name: string) => `${name} is verwijderd.`,
  remove: "Verwijderen",
  removeLabel: (name: string) => `${name} verwijderen`,
  listLabel: "Toegevoegde bestanden",
  tooLarge: (name: string) => `${name} is groter dan ${MAX_FORM_UPLOAD_BYTES / 1024 / 1024} MB; kies een kleinere versie.`,
  tooMany: (max: number) => `Je kunt hoogstens ${max} bestanden toevoegen.`,
  failed: "Toevoegen lukte niet; probeer het nog eens.",
  waiting: "Even geduld, het formulier wordt klaargezet.",
} as const;

/** "1,2 MB", "340 kB". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString("nl-NL", { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("nl-NL")} kB`;
}

async function sendFile(formId: string, file: File): Promise<FormUpload> {
  const body = new FormData();
  body.append("formId", formId);
  body.append("file", file, file.name);
  const response = await fetch("/api/buckets/forms/", { method: "POST", body, credentials: "same-origin", headers: { accept: "application/json" } });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, parsed);
  return (parsed as { data: FormUpload }).data;
}

function problemOf(error: unknown): string {
  const candidate = error as { errorMessages?: readonly string[]; status?: number; message?: string };
  if (candidate.errorMessages && candidate.errorMessages.length > 0) return candidate.errorMessages.join(" ");
  if (candidate.status === 413) return `Dit bestand is groter dan ${MAX_FORM_UPLOAD_BYTES / 1024 / 1024} MB; kies een kleinere versie.`;
  if (candidate.status === 429 && candidate.message) return candidate.message.split("\n")[0]!;
  return COPY.failed;
}

export function FormUploads({ formId, label, hint, accept = FORM_UPLOAD_ACCEPT, maxFiles = MAX_FORM_UPLOADS, error, onChange, id }: FormUploadsProps) {
  const ownId = useId();
  const inputId = id ?? `uploads-${ownId}`;
  const [uploads, setUploads] = useState<readonly FormUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const [status, setStatus] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const shown = problem || error || "";
  const full = uploads.length >= maxFiles;

  const update = (next: readonly FormUpload[]) => {
    setUploads(next);
    onChange?.(next);
  };

  async function add(list: FileList | null) {
    if (!list || list.length === 0 || !formId) return;
    setBusy(true);
    const problems: string[] = [];
    let current = uploads;
    for (const file of Array.from(list)) {
      if (current.length >= maxFiles) {
        problems.push(COPY.tooMany(maxFiles));
        break;
      }
      if (file.size > MAX_FORM_UPLOAD_BYTES) {
        problems.push(COPY.tooLarge(file.name));
        continue;
      }
      setStatus(COPY.uploading(file.name));
      try {
        const added = await sendFile(formId, file);
        current = [...current, added];
        update(current);
        setStatus(COPY.added(added.fileName));
      } catch (failure) {
        problems.push(problemOf(failure));
        setStatus("");
      }
    }
    setProblem([...new Set(problems)].join(" "));
    setBusy(false);
    // The same file may be chosen again after it was removed.
    if (input.current) input.current.value = "";
  }

  async function remove(upload: FormUpload) {
    if (!formId) return;
    try {
      await request("DELETE", "/api/buckets/forms/", { body: { formId, uploadId: upload.uploadId } });
    } catch (failure) {
      // Already gone is what was asked; anything else is said.
      if ((failure as { status?: number }).status !== 404) {
        setProblem(problemOf(failure));
        return;
      }
    }
    update(uploads.filter((item) => item.uploadId !== upload.uploadId));
    setProblem("");
    setStatus(COPY.removed(upload.fileName));
    input.current?.focus();
  }

  const describedBy = [hint ? `${inputId}-uitleg` : null, shown ? `${inputId}-fout` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p id={`${inputId}-uitleg`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple={maxFiles > 1}
        accept={accept}
        className={styles.input}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        disabled={!formId || busy || full}
        onChange={(event) => void add(event.target.files)}
      />
      {/* The browser's own button speaks its own language ("Choose Files"): this one is the shop's, and clicks the input. */}
      <label htmlFor={inputId} className={styles.button} aria-hidden="true">
        {maxFiles > 1 ? COPY.choose : COPY.chooseOne}
      </label>
      {!formId ? <p className={styles.hint}>{COPY.waiting}</p> : null}
      {shown ? (
        <p id={`${inputId}-fout`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {status}
      </p>
      {uploads.length > 0 ? (
        <ul className={styles.list} aria-label={COPY.listLabel}>
          {uploads.map((upload) => (
            <li key={upload.uploadId} className={styles.item}>
              <span className={styles.name}>
                {upload.fileName}
                <span className={styles.hint}>{formatFileSize(upload.size)}</span>
              </span>
              <button type="button" className={styles.remove} aria-label={COPY.removeLabel(upload.fileName)} onClick={() => void remove(upload)}>
                {COPY.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
