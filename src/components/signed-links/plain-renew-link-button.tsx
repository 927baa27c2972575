"use client";
/**
 * "Stuur me een nieuwe (afmeld)link" on the plain pages behind a mail's unsubscribe
 * or review link (no MUI there): asks POST /api/link-renewals/ and shows the shop's one answer.
 */
import { useState } from "react";

import fields from "@/components/layout/plain-form.module.css";

import { EXPIRED_LINK_COPY as COPY } from "./copy";

type State = { kind: "idle" | "sending" } | { kind: "done"; text: string } | { kind: "failed"; text: string };

export function PlainRenewLinkButton({ kind, token, label }: { kind: "newsletter" | "stockAlert" | "review"; token: string; label: string }) {
  const [state, setState] = useState<State>({ kind: "idle" });
  async function renew() {
    setState({ kind: "sending" });
    try {
      const response = await fetch("/api/link-renewals/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind, token }) });
      if (response.status === 429) return setState({ kind: "failed", text: COPY.tooMany });
      const answer = (await response.json()) as { data?: { message?: string } };
      if (!response.ok || !answer.data?.message) throw new Error(String(response.status));
      setState({ kind: "done", text: answer.data.message });
    } catch {
      setState({ kind: "failed", text: COPY.failed });
    }
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
