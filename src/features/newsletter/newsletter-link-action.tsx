"use client";

/**
 * The button behind a newsletter mail's link: confirm the sign-up, or leave the
 * list. A click, not the opening of the page, does it: mail scanners open links
 * to check them, and must not confirm or unsubscribe anyone. Without JavaScript
 * the form goes to the API as it is (unsubscribing with `?_method=DELETE`, as an
 * HTML form cannot send DELETE), which sends the browser back with the outcome.
 */
import { type FormEvent, useState } from "react";

import fields from "@/components/layout/plain-form.module.css";
import { isApiRequestError, request } from "@/lib/http";

import { NEWSLETTER_OUTCOMES } from "./copy";
import { NEWSLETTER_ENDPOINT } from "./newsletter-sign-up";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; text: string };

export function NewsletterLinkAction({ action, token, label }: { action: "confirm" | "unsubscribe"; token: string; label: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const unsubscribe = action === "unsubscribe";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      await request(unsubscribe ? "DELETE" : "POST", "newsletter-subscribers", { body: { token } });
      setState({ kind: "done" });
    } catch (error) {
      // The field's own sentence: the error's message has it appended already (specification §8).
      const refused = isApiRequestError(error) ? error.fieldErrors.token : undefined;
      setState({ kind: "failed", text: refused ?? NEWSLETTER_OUTCOMES[isApiRequestError(error) && error.status === 429 ? "te-vaak" : "niet-gelukt"].text });
    }
  }

  const done = NEWSLETTER_OUTCOMES[unsubscribe ? "afgemeld" : "bevestigd"].text;
  return (
    <form className={fields.form} action={unsubscribe ? `${NEWSLETTER_ENDPOINT}?_method=DELETE` : NEWSLETTER_ENDPOINT} method="post" onSubmit={submit}>
      <input type="hidden" name="token" value={token} />
      {state.kind === "done" ? null : (
        <div>
          <button className={fields.button} type="submit" disabled={state.kind === "sending"}>
            {label}
          </button>
        </div>
      )}
      <p role="status" className={`${fields.message} ${state.kind === "failed" ? fields.error : fields.success}`}>
        {state.kind === "done" ? done : state.kind === "failed" ? state.text : ""}
      </p>
    </form>
  );
}
