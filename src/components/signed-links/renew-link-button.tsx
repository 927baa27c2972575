"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useState } from "react";

import { EXPIRED_LINK_COPY as COPY } from "./copy";

interface Props {
  kind: "order" | "quote";
  id: string;
  token: string;
}

/** Asks the shop to mail a new link (POST /api/link-renewals/); shows the shop's one answer, which says nothing about the order or quote. */
export function RenewLinkButton({ kind, id, token }: Props) {
  const [state, setState] = useState<{ kind: "idle" | "busy" | "tooMany" | "failed" } | { kind: "done"; message: string }>({ kind: "idle" });
  async function renew() {
    setState({ kind: "busy" });
    try {
      const response = await fetch("/api/link-renewals/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind, id, token }) });
      if (response.status === 429) return setState({ kind: "tooMany" });
      const answer = (await response.json()) as { data?: { message?: string } };
      if (!response.ok || !answer.data?.message) throw new Error(String(response.status));
      setState({ kind: "done", message: answer.data.message });
    } catch {
      setState({ kind: "failed" });
    }
  }
  if (state.kind === "done") {
    return (
      <Alert severity="success" role="status">
        {state.message}
      </Alert>
    );
  }
  return (
    <>
      <Button variant="contained" onClick={renew} disabled={state.kind === "busy"} sx={{ alignSelf: "flex-start" }}>
        {state.kind === "busy" ? COPY.sending : COPY.renew}
      </Button>
      {state.kind === "tooMany" || state.kind === "failed" ? (
        <Alert severity="error" role="alert">
          {state.kind === "tooMany" ? COPY.tooMany : COPY.failed}
        </Alert>
      ) : null}
    </>
  );
}
