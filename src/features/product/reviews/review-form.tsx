"use client";
/**
 * The review form (issue 23): stars as a group of native radio buttons (one
 * Tab stop, arrow keys choose, read out as "Jouw oordeel, 4 sterren, goed"),
 * title, text, pros and cons (one per line), the name shown and an optional
 * e-mail address. Sent as JSON to POST /api/ratings/; each 422 field's message
 * stands under its field. Without JavaScript the same form posts to the API,
 * which answers with a redirect to this page saying how it went.
 */
import { type FormEvent, useState } from "react";

import { IntentLink } from "@/components/intent-link";

import { REVIEW_FORM_COPY as COPY } from "./copy";
import styles from "./reviews.module.css";

interface Props {
  productId: number;
  productUrl: string;
  token: string | null;
  suggestedName: string;
}

type Errors = Partial<Record<string, string>>;

export function ReviewForm({ productId, productUrl, token, suggestedName }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries([...data.entries()].map(([name, value]) => [name, String(value)]));
    setState("sending");
    setNotice(null);
    try {
      const response = await fetch("/api/ratings/", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });
      if (response.ok) {
        setState("sent");
        return;
      }
      const answer = (await response.json().catch(() => null)) as { message?: string; data?: { field?: string; errorMessage: string }[] } | null;
      const fieldErrors: Errors = {};
      for (const entry of answer?.data ?? []) if (entry.field && !fieldErrors[entry.field]) fieldErrors[entry.field] = entry.errorMessage;
      setErrors(fieldErrors);
      setNotice(response.status === 422 ? COPY.checkFields : response.status === 429 ? COPY.tooOften : response.status === 409 ? COPY.alreadyReviewed : (answer?.message ?? COPY.failed));
    } catch {
      setNotice(COPY.failed);
    }
    setState("editing");
  }

  if (state === "sent") {
    return (
      <div role="status" className={styles.notice}>
        <p>
          <strong>{COPY.thanks}</strong> {COPY.thanksText}
        </p>
        <p>
          <IntentLink href={productUrl}>{COPY.backToProduct}</IntentLink>
        </p>
      </div>
    );
  }

  const describedBy = (name: string, help?: boolean) => [help ? `${name}-help` : null, errors[name] ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const errorOf = (name: string) =>
    errors[name] ? (
      <span id={`${name}-error`} className={styles.error}>
        {errors[name]}
      </span>
    ) : null;

  return (
    <form className={styles.form} action="/api/ratings/" method="post" onSubmit={(event) => void submit(event)} noValidate>
      <input type="hidden" name="productId" value={productId} />
      {token ? <input type="hidden" name="token" value={token} /> : null}
      {notice ? (
        <p role="alert" className={styles.error}>
          {notice}
        </p>
      ) : null}
      <fieldset className={styles.starsGroup} aria-describedby={errors.stars ? "stars-error" : undefined}>
        <legend>{COPY.stars}</legend>
        <div className={styles.starChoices}>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className={styles.starChoice}>
              <input type="radio" name="stars" value={stars} required />
              <span>
                <span aria-hidden>{"★".repeat(stars)}</span> {COPY.starLabel(stars)}, {COPY.starWords[stars]}
              </span>
            </label>
          ))}
        </div>
        {errorOf("stars")}
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-title">
          {COPY.reviewTitle}
        </label>
        <input id="review-title" className={styles.input} name="title" required maxLength={100} aria-invalid={errors.title ? true : undefined} aria-describedby={describedBy("title")} />
        {errorOf("title")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-text">
          {COPY.text}
        </label>
        <span id="text-help" className={styles.help}>
          {COPY.textHelp}
        </span>
        <textarea id="review-text" className={styles.input} name="text" required rows={6} maxLength={4000} aria-invalid={errors.text ? true : undefined} aria-describedby={describedBy("text", true)} />
        {errorOf("text")}
      </div>
      {(["pros", "cons"] as const).map((name) => (
        <div key={name} className={styles.field}>
          <label className={styles.label} htmlFor={`review-${name}`}>
            {COPY[name]}
          </label>
          <span id={`${name}-help`} className={styles.help}>
            {COPY.pointsHelp}
          </span>
          <textarea id={`review-${name}`} className={styles.input} name={name} rows={3} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy(name, true)} />
          {errorOf(name)}
        </div>
      ))}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-name">
          {COPY.name}
        </label>
        <span id="authorName-help" className={styles.help}>
          {COPY.nameHelp}
        </span>
        <input
          id="review-name"
          className={styles.input}
          name="authorName"
          required
          maxLength={60}
          autoComplete="given-name"
          defaultValue={suggestedName}
          aria-invalid={errors.authorName ? true : undefined}
          aria-describedby={describedBy("authorName", true)}
        />
        {errorOf("authorName")}
      </div>
      {token ? null : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="review-email">
            {COPY.email}
          </label>
          <span id="emailAddress-help" className={styles.help}>
            {COPY.emailHelp}
          </span>
          <input
            id="review-email"
            className={styles.input}
            name="emailAddress"
            type="email"
            autoComplete="email"
            aria-invalid={errors.emailAddress ? true : undefined}
            aria-describedby={describedBy("emailAddress", true)}
          />
          {errorOf("emailAddress")}
        </div>
      )}
      <button type="submit" className={styles.submit} disabled={state === "sending"}>
        {state === "sending" ? COPY.sending : COPY.submit}
      </button>
    </form>
  );
}
