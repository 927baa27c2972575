"use client";

/**
 * The showroom's visit request (POST /api/showroom-visits/): name, e-mail,
 * phone, a day (from tomorrow, the date picker limited to the planning weeks),
 * a part of the day, the showroom kitchens of interest and a message. The
 * server judges the day against the opening hours and closed days; each
 * refusal shows beside its field and the first one gets the focus.
 */
import { type FormEvent, useRef, useState } from "react";

import { VISIT_PART_OF_DAY_LABELS, VISIT_PARTS_OF_DAY, type VisitOutcome } from "@/domain/kitchens/showroom-visit";
import { isApiRequestError, request } from "@/lib/http";

import styles from "./kitchens.module.css";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; day: string } | { kind: "failed"; message: string; fields: Record<string, string> };

const FIELD_ORDER = ["name", "emailAddress", "phoneNumber", "preferredDay", "partOfDay", "kitchenIds", "message"] as const;

export interface VisitKitchenOption {
  kitchenId: number;
  name: string;
}

/** What the page says after a form sent without JavaScript came back (`?melding=`). */
function initialState(outcome: VisitOutcome | null): State {
  if (outcome === "aangevraagd") return { kind: "sent", day: "" };
  if (outcome === "controleer") return { kind: "failed", message: "Niet alles was goed ingevuld. Kijk of de dag op een openingsdag valt en vul het formulier opnieuw in.", fields: {} };
  if (outcome === "te-vaak") return { kind: "failed", message: "Je hebt al een paar keer een bezoek aangevraagd. Probeer het over een uur opnieuw, of bel ons.", fields: {} };
  if (outcome === "niet-gelukt") return { kind: "failed", message: "Het versturen lukte niet. Probeer het opnieuw, of bel ons.", fields: {} };
  return { kind: "idle" };
}

export function VisitRequestForm({ kitchens, firstDay, lastDay, outcome = null }: { kitchens: VisitKitchenOption[]; firstDay: string; lastDay: string; outcome?: VisitOutcome | null }) {
  const [state, setState] = useState<State>(() => initialState(outcome));
  const form = useRef<HTMLFormElement>(null);
  const fields = state.kind === "failed" ? state.fields : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      name: String(data.get("name") ?? ""),
      emailAddress: String(data.get("emailAddress") ?? ""),
      phoneNumber: String(data.get("phoneNumber") ?? ""),
      preferredDay: String(data.get("preferredDay") ?? ""),
      partOfDay: String(data.get("partOfDay") ?? ""),
      kitchenIds: data.getAll("kitchenIds").map(Number),
      message: String(data.get("message") ?? ""),
    };
    setState({ kind: "sending" });
    try {
      await request("POST", "showroom-visits", { body, retries: 0 });
      setState({ kind: "sent", day: body.preferredDay });
    } catch (error) {
      const fieldErrors: Record<string, string> = {};
      if (isApiRequestError(error)) for (const [field, message] of Object.entries(error.fieldErrors)) fieldErrors[field.split(".")[0]!] ??= message;
      const told = isApiRequestError(error) && error.status !== 0 && error.status < 500;
      // The fields say what is wrong beside themselves; the summary says where to look.
      const message = Object.keys(fieldErrors).length > 0 ? "Niet alles is goed ingevuld: kijk bij de velden hieronder." : told ? error.message : "Het versturen lukte niet. Controleer je verbinding en probeer het opnieuw.";
      setState({ kind: "failed", message, fields: fieldErrors });
      const first = FIELD_ORDER.find((field) => fieldErrors[field]);
      requestAnimationFrame(() => (first ? form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus() : null));
    }
  }

  if (state.kind === "sent") {
    return (
      <div className={styles.success} role="status" data-testid="visit-sent">
        <h3>Bedankt, je aanvraag is verstuurd</h3>
        <p>We hebben je een bevestiging gemaild. Binnen één werkdag bellen we je om de tijd af te spreken.</p>
      </div>
    );
  }

  const errorId = (field: string) => (fields[field] ? `visit-${field}-error` : undefined);
  const error = (field: string) =>
    fields[field] ? (
      <p id={`visit-${field}-error`} className={styles.error}>
        {fields[field]}
      </p>
    ) : null;

  return (
    <form ref={form} method="post" action="/api/showroom-visits/" className={styles.form} onSubmit={submit} noValidate aria-labelledby="visit-title" data-testid="visit-form">
      {state.kind === "failed" ? (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor="visit-name">Naam</label>
          <input id="visit-name" name="name" autoComplete="name" required className={styles.input} aria-invalid={fields.name ? true : undefined} aria-describedby={errorId("name")} />
          {error("name")}
        </div>
        <div className={styles.field}>
          <label htmlFor="visit-phone">Telefoonnummer</label>
          <input id="visit-phone" name="phoneNumber" type="tel" autoComplete="tel" required className={styles.input} aria-invalid={fields.phoneNumber ? true : undefined} aria-describedby={errorId("phoneNumber")} />
          {error("phoneNumber")}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="visit-email">E-mailadres</label>
        <input id="visit-email" name="emailAddress" type="email" autoComplete="email" required className={styles.input} aria-invalid={fields.emailAddress ? true : undefined} aria-describedby={errorId("emailAddress")} />
        {error("emailAddress")}
      </div>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor="visit-day">Voorkeursdag</label>
          <input
            id="visit-day"
            name="preferredDay"
            type="date"
            min={firstDay}
            max={lastDay}
            required
            className={styles.input}
            aria-invalid={fields.preferredDay ? true : undefined}
            aria-describedby={errorId("preferredDay") ?? "visit-day-hint"}
          />
          <p id="visit-day-hint" className={styles.hint}>
            Vanaf morgen, op een dag dat we open zijn.
          </p>
          {error("preferredDay")}
        </div>
        <fieldset className={styles.fieldset} aria-describedby={errorId("partOfDay")}>
          <legend className={styles.legend}>Dagdeel</legend>
          <div className={styles.options}>
            {VISIT_PARTS_OF_DAY.map((part) => (
              <label key={part} className={styles.option}>
                <input type="radio" name="partOfDay" value={part} defaultChecked={part === "middag"} />
                {VISIT_PART_OF_DAY_LABELS[part]}
              </label>
            ))}
          </div>
          {error("partOfDay")}
        </fieldset>
      </div>
      {kitchens.length > 0 ? (
        <fieldset className={styles.fieldset} aria-describedby={errorId("kitchenIds")}>
          <legend className={styles.legend}>Welke keukens wil je zien? (mag ook geen)</legend>
          <div className={styles.options}>
            {kitchens.map((kitchen) => (
              <label key={kitchen.kitchenId} className={styles.option}>
                <input type="checkbox" name="kitchenIds" value={kitchen.kitchenId} />
                Keuken {kitchen.name}
              </label>
            ))}
          </div>
          {error("kitchenIds")}
        </fieldset>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="visit-message">Bericht (niet verplicht)</label>
        <textarea id="visit-message" name="message" rows={3} maxLength={1000} className={styles.input} aria-invalid={fields.message ? true : undefined} aria-describedby={errorId("message")} />
        {error("message")}
      </div>
      <div>
        <button type="submit" className={styles.button} disabled={state.kind === "sending"}>
          {state.kind === "sending" ? "Bezig met versturen…" : "Bezoek aanvragen"}
        </button>
      </div>
    </form>
  );
}
