"use client";
/**
 * "Stuur me een nieuwe (afmeld)link" on the plain pages behind a mail's unsubscribe
 * or review link (no MUI there): asks POST /api/link-renewals/ and shows the shop's one answer.
 */
import { useState } from "react";

import fields from "@/components/layout/plain-form.module.css";

import { askForNewLink } from "./ask-for-new-link";
import { EXPIRED_LINK_COPY as COPY } from "./copy";

type State = { kind: "idle" | "sending" } | { kind: "done"; text: string } | { kind: "failed"; text: string };

export function PlainRenewLinkButton({ kind, token, label }: { kind: "newsletter" | "stockAlert" | "review"; token: string; label: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  async function renew() {
    setState({ kind: "sending" });
    const outcome = await askForNewLink({ kind, token });
    if (outcome.kind === "done") setState({ kind: "done", text: outcome.message });
    else setState({ kind: "failed", text: outcome.kind === "tooMany" ? COPY.tooMany : COPY.failed });
  }
  return (
    <div className={fields.form}>
      {state.kind === "done" ? null : (
        <div>
          <button className={fields.button} type="button" onClick={() => void renew()} disabled={state.kind === "sending"}>
            {state.kind === "sending" ? COPY.sending : label}
          </button>
        </div>
      )}
      <p role="status" className={`${fields.message} ${state.kind === "failed" ? fields.error : fields.success}`}>
        {state.kind === "done" || state.kind === "failed" ? state.text : ""}
      </p>
    </div>
  );
}
