"use client";

/**
 * The newsletter's sign-up form: in every page's footer and on /nieuwsbrief/.
 * Without JavaScript it is a plain HTML form; the API then sends the browser to
 * /nieuwsbrief/ with the outcome. With JavaScript it checks the address with
 * the API's own schema (loaded only when the form is sent: the footer is on
 * every page, zod is not), sends it, and says how it went in place.
 */
import { type FormEvent, useId, useRef, useState } from "react";

import { EmailAddressField } from "@/components/forms/email-address-field";
import fields from "@/components/layout/plain-form.module.css";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { isApiRequestError, request } from "@/lib/http";

import { NEWSLETTER_COPY as COPY, NEWSLETTER_OUTCOMES, type NewsletterOutcome } from "./copy";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "invalid"; text: string } | { kind: "failed"; text: string };

export const NEWSLETTER_ENDPOINT = "/api/newsletter-subscribers/";

export function NewsletterSignUp({ outcome }: { outcome?: NewsletterOutcome }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>(() => {
    if (!outcome) return { kind: "idle" };
    const shown = NEWSLETTER_OUTCOMES[outcome];
    if (outcome === "aangemeld") return { kind: "sent" };
    if (outcome === "ongeldig-adres") return { kind: "invalid", text: shown.text };
    return shown.tone === "error" ? { kind: "failed", text: shown.text } : { kind: "idle" };
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { newsletterEmailAddress } = await import("@/schemas/newsletter");
    const checked = newsletterEmailAddress.safeParse(new FormData(form).get("emailAddress") ?? "");
    if (!checked.success) {
      setState({ kind: "invalid", text: checked.error.issues[0]?.message ?? NEWSLETTER_OUTCOMES["ongeldig-adres"].text });
      input.current?.focus();
      return;
    }
    setState({ kind: "sending" });
    try {
      await request("POST", "newsletter-subscribers", { body: { emailAddress: checked.data } });
      form.reset();
      setState({ kind: "sent" });
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors.emailAddress) {
        setState({ kind: "invalid", text: error.fieldErrors.emailAddress });
        input.current?.focus();
      } else {
        // The server's sentences for a limit or an outage say when to try again; anything else (offline, a timeout) gets the general one.
        const told = isApiRequestError(error) && (error.status === 429 || error.status === 503);
        setState({ kind: "failed", text: told ? error.message : NEWSLETTER_OUTCOMES["niet-gelukt"].text });
      }
    }
  }

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
