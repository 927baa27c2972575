"use client";
/**
 * The order's buttons: one per fulfilment status the API allows now
 * (`allowedFulfilment`), "Betaling ontvangen" when a pin or transfer payment
 * may be recorded (`allowedPayment`), and "Terugbetalen" while something is
 * refundable, and "Link intrekken" always (decisions §14). Cancelling asks first; "Onderweg" asks the time window; the
 * refund opens a dialog with the whole amount filled in. A refusal shows the
 * API's reason and changes nothing on screen.
 */
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useDataProvider, useNotify, useRefresh } from "react-admin";

import { BACK_OFFICE_COPY as COPY } from "../copy";
import type { BackOfficeDataProvider } from "../data/data-provider";
import type { BackOfficeOrder, FulfilmentStatus } from "../data/types";
import { formatEuros } from "../format";
import { RevokeLinkButton } from "../links/revoke-link-button";
import { fulfilmentActionLabel, fulfilmentActionNeeds, normalDeliveryWindow, refundAmount, wholeRefund } from "./order-action-rules";
import { Section } from "./section";

const A = COPY.orders.actions;
const R = COPY.orders.refund;

/** Runs one change with the page's busy state, the notice and a fresh order after. */
function useOrderChange() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: "success" });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: "error" });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function CancelDialog({ open, busy, onClose, onConfirm }: { open: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="annuleren-titel">
      <DialogTitle id="annuleren-titel">{A.cancelTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{A.cancelText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{A.keep}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {A.cancelConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryWindowDialog({ open, busy, onClose, onSend }: { open: boolean; busy: boolean; onClose: () => void; onSend: (window: string) => void }) {
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const window = normalDeliveryWindow(value);
    if (!window) return setProblem(A.windowInvalid);
    setProblem(null);
    onSend(window);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="onderweg-titel">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="onderweg-titel">{A.windowTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{A.windowText}</DialogContentText>
          <TextField autoFocus label={A.windowLabel} value={value} onChange={(event) => setValue(event.target.value)} error={problem !== null} helperText={problem ?? " "} fullWidth variant="outlined" margin="normal" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{A.keep}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {A.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function RefundDialog({ order, open, busy, onClose, onRefund }: { order: BackOfficeOrder; open: boolean; busy: boolean; onClose: () => void; onRefund: (amount: number, reason: string, key: string) => void }) {
  const refundable = order.backOffice?.refundable ?? 0;
  const [amountText, setAmountText] = useState(wholeRefund(refundable));
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // One key per dialog: a second press of the button (or a retry after a lost answer) is the same refund to the API.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = refundAmount(amountText, refundable);
    if ("problem" in checked) return setProblem(checked.problem);
    setProblem(null);
    onRefund(checked.amount, reason.trim(), idempotencyKey);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="terugbetalen-titel">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="terugbetalen-titel">{R.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{R.intro(formatEuros(refundable))}</DialogContentText>
          <TextField
            autoFocus
            label={R.amount}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={problem !== null}
            helperText={problem ?? " "}
            fullWidth
            variant="outlined"
            margin="normal"
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <TextField label={R.reason} value={reason} onChange={(event) => setReason(event.target.value)} fullWidth multiline minRows={2} variant="outlined" margin="normal" slotProps={{ htmlInput: { maxLength: 500 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{A.keep}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {R.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export function OrderActions({ order }: { order: BackOfficeOrder }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { busy, run } = useOrderChange();
  const [asking, setAsking] = useState<"confirmation" | "deliveryWindow" | "refund" | null>(null);
  const facts = order.backOffice!;
  const paymentReceived = facts.allowedPayment.includes("paid");
  const refundable = facts.refundable > 0;

  const change = (to: FulfilmentStatus, extra: { deliveryWindow?: string } = {}) =>
    run(() => dataProvider.changeFulfilment(order.orderRef, { status: to, ...extra }), A.done).then((done) => done && setAsking(null));

  const press = (to: FulfilmentStatus) => {
    const needs = fulfilmentActionNeeds(to);
    if (needs) setAsking(needs);
    else void change(to);
  };

  const nothing = facts.allowedFulfilment.length === 0 && !paymentReceived && !refundable;
  return (
    <Section title={COPY.orders.show.actions} id="acties">
      {nothing ? <Typography>{COPY.orders.show.noActions}</Typography> : null}
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {facts.allowedFulfilment.map((to) => (
          <Button key={to} variant={to === "cancelled" ? "outlined" : "contained"} color={to === "cancelled" ? "error" : "primary"} disabled={busy} onClick={() => press(to)}>
            {fulfilmentActionLabel(to, order.deliveryType)}
          </Button>
        ))}
        {paymentReceived ? (
          <Button variant="contained" color="secondary" disabled={busy} onClick={() => void run(() => dataProvider.recordPayment(order.orderRef, { status: "paid" }), A.paymentDone)}>
            {A.paymentReceived}
          </Button>
        ) : null}
        {refundable ? (
          <Button variant="outlined" disabled={busy} onClick={() => setAsking("refund")}>
            {A.refund}
          </Button>
        ) : null}
        <RevokeLinkButton what="bestelling" emailAddress={String(order.customer.emailAddress ?? "")} revoke={() => dataProvider.revokeOrderLink(order.orderRef)} />
      </Box>
      <CancelDialog open={asking === "confirmation"} busy={busy} onClose={() => setAsking(null)} onConfirm={() => void change("cancelled")} />
      {asking === "deliveryWindow" ? <DeliveryWindowDialog open busy={busy} onClose={() => setAsking(null)} onSend={(window) => void change("outForDelivery", { deliveryWindow: window })} /> : null}
      {asking === "refund" ? (
        <RefundDialog
          order={order}
          open
          busy={busy}
          onClose={() => setAsking(null)}
          onRefund={(amount, reason, key) =>
            void run(() => dataProvider.refund(order.orderRef, { amount, ...(reason ? { reason } : {}) }, key), R.done).then((done) => done && setAsking(null))
          }
        />
      ) : null}
    </Section>
  );
}
