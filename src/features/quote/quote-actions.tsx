"use client";
/** "Bestel deze offerte" and "Offerte afwijzen" (with a confirmation) on the quote page. */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { CART_PAGE } from "@/config/paths";
import { isApiRequestError } from "@/lib/http";

import { QUOTE_COPY as COPY } from "./copy";
import { declineQuote, orderQuoteIntoCart } from "@/lib/cart/quote-cart";

const messageOf = (error: unknown) => (isApiRequestError(error) && error.message ? error.message : COPY.failed);

export function QuoteActions({ quoteId, token }: { quoteId: string; token: string | null }) {
  const router = useRouter();
  const [busy, setBusy] = useState<"order" | "decline" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");

  const order = async () => {
    setBusy("order");
    setError(null);
    try {
      await orderQuoteIntoCart(quoteId, token);
      router.push(CART_PAGE);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(null);
    }
  };

  const decline = async () => {
    setBusy("decline");
    setError(null);
    try {
      await declineQuote(quoteId, token, reason);
      setAsking(false);
      router.refresh();
    } catch (failure) {
      setError(messageOf(failure));
      setAsking(false);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Button variant="contained" color="success" size="large" onClick={() => void order()} disabled={busy !== null} data-testid="order-quote">
        {busy === "order" ? COPY.ordering : COPY.order}
      </Button>
      <Button variant="text" color="inherit" onClick={() => setAsking(true)} disabled={busy !== null} data-testid="decline-quote">
        {COPY.decline}
      </Button>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="afwijzen-titel">
        <DialogTitle id="afwijzen-titel">{COPY.declineTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{COPY.declineText}</DialogContentText>
          <TextField label={COPY.declineReason} value={reason} onChange={(event) => setReason(event.target.value)} multiline minRows={2} fullWidth sx={{ mt: 2 }} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{COPY.declineCancel}</Button>
          <Button color="error" variant="contained" onClick={() => void decline()} disabled={busy !== null} data-testid="confirm-decline">
            {COPY.declineConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
