"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";

import { ButtonLink } from "@/components/links";
import { formatShopMoment } from "@/domain/opening-hours";

import { WITHDRAWAL_COPY as COPY } from "./copy";

interface Props {
  orderRef: string;
  token: string | null;
  orderHref: string;
  /** Already formatted when the order was withdrawn before. */
  withdrawnAt: string | null;
  open: boolean;
  /** Why it cannot be withdrawn: the term is over, or a business order has no right of withdrawal. */
  closedText?: string;
}

/** The confirming button; the answer's moment is what the e-mail states too. */
export function WithdrawalConfirmation({ orderRef, token, orderHref, withdrawnAt, open, closedText = COPY.closed }: Props) {
  const [state, setState] = useState<{ kind: "idle" | "busy" | "failed" } | { kind: "done"; moment: string }>(
    withdrawnAt ? { kind: "done", moment: withdrawnAt } : { kind: "idle" },
  );
  async function confirm() {
    setState({ kind: "busy" });
    try {
      const response = await fetch(`/api/orders/${orderRef}/withdrawal/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ confirm: true, ...(token ? { token } : {}) }),
      });
      const answer = (await response.json()) as { data?: { withdrawnAt?: string | null } };
      if (!response.ok || !answer.data?.withdrawnAt) throw new Error(String(response.status));
      setState({ kind: "done", moment: formatShopMoment(new Date(answer.data.withdrawnAt)) });
    } catch {
      setState({ kind: "failed" });
    }
  }
  if (state.kind === "done") {
    return (
      <Alert severity="success" role="status">
        <Typography component="p">{COPY.done(state.moment)}</Typography>
        <Typography component="p">{COPY.doneMail}</Typography>
      </Alert>
    );
  }
  if (!open) return <Alert severity="info">{closedText}</Alert>;
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h3">
        {COPY.confirmQuestion}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Button variant="contained" color="error" onClick={confirm} disabled={state.kind === "busy"}>
          {state.kind === "busy" ? COPY.sending : COPY.confirm}
        </Button>
        <ButtonLink href={orderHref} variant="outlined">
          {COPY.cancel}
        </ButtonLink>
      </Stack>
      {state.kind === "failed" ? (
        <Alert severity="error" role="alert">
          {COPY.failed}
        </Alert>
      ) : null}
    </Stack>
  );
}
