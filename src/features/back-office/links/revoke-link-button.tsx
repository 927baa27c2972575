"use client";
/**
 * "Link intrekken" on an order and a quote (decisions §14): asks first, then
 * raises the record's link generation through the API, so every link the
 * customer got stops working at once and a new one is mailed. A refusal shows
 * the API's reason; the record is read again after.
 */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useState } from "react";
import { useNotify, useRefresh } from "react-admin";

import { BACK_OFFICE_COPY as COPY } from "../copy";

const L = COPY.orders.revokeLink;

interface Props {
  /** "bestelling" or "offerte", as the dialog names it. */
  what: string;
  emailAddress: string;
  revoke: () => Promise<unknown>;
}

export function RevokeLinkButton({ what, emailAddress, revoke }: Props) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await revoke();
      notify(L.done, { type: "success" });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" color="warning" disabled={busy} onClick={() => setOpen(true)}>
        {L.button}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="link-intrekken-titel">
        <DialogTitle id="link-intrekken-titel">{L.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{L.text(what, emailAddress)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{L.keep}</Button>
          <Button color="warning" variant="contained" disabled={busy} onClick={() => void confirm()}>
            {L.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
