"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useState } from "react";

import { askForNewLink } from "./ask-for-new-link";
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
    setState(await askForNewLink({ kind, id, token }));
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
