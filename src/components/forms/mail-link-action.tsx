"use client";

/**
 * The button behind a link in a double opt-in mail (the newsletter, a stock
 * alert): confirm, or stop. A click, not the opening of the page, does it: mail
 * scanners open links to check them, and must not confirm or unsubscribe
 * anyone. Without JavaScript the form goes to the API as it is (stopping with
 * `?_method=DELETE`, as an HTML form cannot send DELETE), which sends the
 * browser to the feature's page with the outcome.
 */
import { type FormEvent, useState } from "react";

import fields from "@/components/layout/plain-form.module.css";
import { isApiRequestError, request } from "@/lib/http";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done"; text: string } | { kind: "failed"; text: string };

export interface MailLinkActionProps {
  /** The API resource, as `request` names it: "newsletter-subscribers". */
  resource: string;
  /** The same route's path for the form without JavaScript: "/api/newsletter-subscribers/". */
  formAction: string;
  unsubscribe: boolean;
  token: string;
  label: string;
  /** What the page says once it is done; `status` is the answer's, where the route tells more than "done". */
  doneText: (status: string | undefined) => string;
  /** What it says when the route refused without naming the field, or for too many tries (429). */
  failedText: (tooOften: boolean) => string;
}

export function MailLinkAction({ resource, formAction, unsubscribe, token, label, doneText, failedText }: MailLinkActionProps) {
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      const answer = await request<{ status?: string } | null>(unsubscribe ? "DELETE" : "POST", resource, { body: { token } });
      setState({ kind: "done", text: doneText(answer?.status) });
    } catch (error) {
      // The field's own sentence: the error's message has it appended already (specification §8).
      const refused = isApiRequestError(error) ? error.fieldErrors.token : undefined;
      setState({ kind: "failed", text: refused ?? failedText(isApiRequestError(error) && error.status === 429) });
    }
  }

  return (
    <form className={fields.form} action={unsubscribe ? `${formAction}?_method=DELETE` : formAction} method="post" onSubmit={submit}>
      <input type="hidden" name="token" value={token} />
      {state.kind === "done" ? null : (
        <div>
          <button className={fields.button} type="submit" disabled={state.kind === "sending"}>
            {label}
          </button>
        </div>
      )}
      <p role="status" className={`${fields.message} ${state.kind === "failed" ? fields.error : fields.success}`}>
        {state.kind === "done" || state.kind === "failed" ? state.text : ""}
      </p>
    </form>
  );
}
