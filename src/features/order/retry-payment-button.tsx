"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { useState } from "react";

import { ORDER_COPY as COPY } from "./copy";

/** Starts a new payment for the same order and goes to the payment page (another site, for Mollie). */
export function RetryPaymentButton({ orderRef, token }: { orderRef: string; token: string | null }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function retry() {
    setState("busy");
    try {
      const response = await fetch(`/api/orders/${orderRef}/payments/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(token ? { token } : {}),
      });
      const answer = (await response.json()) as { data?: { paymentUrl?: string | null } };
      const url = answer.data?.paymentUrl;
      if (!response.ok || !url) throw new Error(String(response.status));
      window.location.assign(url);
    } catch {
      setState("failed");
    }
  }
  return (
    <>
      <Button variant="contained" color="success" onClick={retry} disabled={state === "busy"}>
        {state === "busy" ? COPY.retrying : COPY.retry}
      </Button>
      {state === "failed" ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {COPY.retryFailed}
        </Alert>
      ) : null}
    </>
  );
}
