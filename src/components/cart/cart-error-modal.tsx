"use client";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

import { MuiTheme } from "@/components/theme/mui-theme";
import { CART_COPY } from "@/lib/cart/copy";

interface CartErrorModalProps {
  onClose: () => void;
  onNewCart: () => void;
}

/** Specification §2 and §4: the cart answered 403 three times. Closing it clears the error state. */
export function CartErrorModal({ onClose, onNewCart }: CartErrorModalProps) {
  return (
    <MuiTheme cacheKey="overlay">
      <Dialog open onClose={onClose} aria-labelledby="cart-error-title" aria-describedby="cart-error-text">
        <DialogTitle id="cart-error-title">{CART_COPY.modalTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cart-error-text">{CART_COPY.modalText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{CART_COPY.modalClose}</Button>
          <Button variant="contained" onClick={onNewCart} autoFocus>
            {CART_COPY.modalNewCart}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
