"use client";
/**
 * The question before pick-up drops what the customer chose for a delivery
 * (issue 19, point 3): installation, extra service, the take-back of the old
 * appliance, each with its price (domain/cart/pick-up-switch.ts). The cart and
 * the checkout ask it alike; nothing changes until the customer says yes.
 */
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

import { MuiTheme } from "@/components/theme/mui-theme";
import { type DroppedByPickUp, PICK_UP_SWITCH_COPY as COPY, pickUpDropSentence } from "@/domain/cart/pick-up-switch";

interface PickUpConfirmDialogProps {
  dropped: readonly DroppedByPickUp[];
  onConfirm: () => void;
  onCancel: () => void;
}

export function PickUpConfirmDialog({ dropped, onConfirm, onCancel }: PickUpConfirmDialogProps) {
  // Its own theme, as every overlay has: the cart page has no MUI provider (issue 24).
  return (
    <MuiTheme cacheKey="overlay">
      <Dialog open onClose={onCancel} aria-labelledby="afhalen-vraag-titel" aria-describedby="afhalen-vraag-tekst" data-testid="pick-up-confirm">
        <DialogTitle id="afhalen-vraag-titel">{COPY.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="afhalen-vraag-tekst">{pickUpDropSentence(dropped)}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{COPY.afterwards}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* Keeping the delivery is the safe answer: it has the focus. */}
          <Button onClick={onCancel} autoFocus>
            {COPY.cancel}
          </Button>
          <Button variant="contained" onClick={onConfirm}>
            {COPY.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
