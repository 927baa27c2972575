"use client";

/**
 * The button behind a stock-alert mail's link: confirm the alert, or stop the
 * address's alerts. A click, not the opening of the page, does it: mail
 * scanners open links to check them. Without JavaScript the form goes to the
 * API as it is (stopping with `?_method=DELETE`, as an HTML form cannot send
 * DELETE), which sends the browser to /weer-op-voorraad/ with the outcome.
 */
import { type FormEvent, useState } from "react";

import fields from "@/components/layout/plain-form.module.css";
import { isApiRequestError, request } from "@/lib/http";

import { STOCK_ALERT_OUTCOMES } from "./copy";
import { STOCK_ALERT_ENDPOINT } from "./stock-alert-form";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done"; text: string } | { kind: "failed"; text: string };

export function StockAlertLinkAction({ action, token, label }: { action: "confirm" | "unsubscribe"; token: string; label: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const unsubscribe = action === "unsubscribe";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ kind: "sending" });
    try {
      const answer = await request<{ status?: string }>(unsubscribe ? "DELETE" : "POST", "stock-alerts", { body: { token } });
      const outcome = unsubscribe ? "afgemeld" : answer?.status === "sent" ? "al-verstuurd" : "bevestigd";
      setState({ kind: "done", text: STOCK_ALERT_OUTCOMES[outcome].text });
    } catch (error) {
      const refused = isApiRequestError(error) ? error.fieldErrors.token : undefined;
      setState({ kind: "failed", text: refused ?? STOCK_ALERT_OUTCOMES[isApiRequestError(error) && error.status === 429 ? "te-vaak" : "niet-gelukt"].text });
    }
  }

  return (
    <form className={fields.form} action={unsubscribe ? `${STOCK_ALERT_ENDPOINT}?_method=DELETE` : STOCK_ALERT_ENDPOINT} method="post" onSubmit={submit}>
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
