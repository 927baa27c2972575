"use client";

/**
 * The newsletter's sign-up form: in every page's footer and on /nieuwsbrief/.
 * Without JavaScript it is a plain HTML form; the API then sends the browser to
 * /nieuwsbrief/ with the outcome. With JavaScript it checks the address with
 * the API's own schema (loaded only when the form is sent: the footer is on
 * every page, zod is not), sends it, and says how it went in place.
 */
import { useId } from "react";

import { EmailAddressField } from "@/components/forms/email-address-field";
import fields from "@/components/layout/plain-form.module.css";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { type SignUpState, useEmailSignUp } from "@/lib/forms/use-email-sign-up";

import { NEWSLETTER_COPY as COPY, NEWSLETTER_OUTCOMES, type NewsletterOutcome } from "./copy";


export const NEWSLETTER_ENDPOINT = "/api/newsletter-subscribers/";

/** The outcome a form sent without JavaScript came back with (/nieuwsbrief/?melding=…), as the form's state. */
function initialState(outcome: NewsletterOutcome | undefined): SignUpState {
  if (!outcome) return { kind: "idle" };
  const shown = NEWSLETTER_OUTCOMES[outcome];
  if (outcome === "aangemeld") return { kind: "sent" };
  if (outcome === "ongeldig-adres") return { kind: "invalid", text: shown.text };
  return shown.tone === "error" ? { kind: "failed", text: shown.text } : { kind: "idle" };
}

export function NewsletterSignUp({ outcome }: { outcome?: NewsletterOutcome }) {
  const id = useId();
  // The server's sentences for a limit or an outage say when to try again.
  const { state, input, submit } = useEmailSignUp({
    resource: "newsletter-subscribers",
    invalidText: NEWSLETTER_OUTCOMES["ongeldig-adres"].text,
    failedText: NEWSLETTER_OUTCOMES["niet-gelukt"].text,
    toldStatuses: [429, 503],
    initial: initialState(outcome),
  });

  return (
    <form className={fields.form} action={NEWSLETTER_ENDPOINT} method="post" noValidate onSubmit={submit} aria-describedby={`${id}-hint`}>
      <EmailAddressField id={id} label={COPY.emailLabel} inputRef={input} error={state.kind === "invalid" ? state.text : null}>
        <button className={fields.button} type="submit" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? COPY.sending : COPY.submit}
        </button>
      </EmailAddressField>
      {/* One live region, present from the start, so that screen readers announce what appears in it. */}
      <p role="status" className={`${fields.message} ${state.kind === "failed" ? fields.error : fields.success}`}>
        {state.kind === "sent" ? NEWSLETTER_OUTCOMES.aangemeld.text : state.kind === "failed" ? state.text : ""}
      </p>
      <p id={`${id}-hint`} className={fields.hint}>
        {COPY.privacy}{" "}
        <a href={PRIVACY_STATEMENT_PATH}>{COPY.privacyLink}</a>.
      </p>
    </form>
  );
}
