"use client";
/**
 * Mounts the cart for every page (root layout): the provider, the notice when a
 * change did not go through, and the error modal of specification §2, whose
 * code loads only when three 403s open it.
 */
import Snackbar from "@mui/material/Snackbar";
import Alert from "@mui/material/Alert";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";

import { CartProvider, useCart } from "@/lib/cart/cart-provider";

const CartErrorModal = dynamic(() => import("./cart-error-modal").then((module) => module.CartErrorModal), { ssr: false });

function CartOverlays() {
  const { modalOpen, closeModal, startNewCart, notice, dismissNotice } = useCart();
  return (
    <>
      {modalOpen ? <CartErrorModal onClose={closeModal} onNewCart={startNewCart} /> : null}
      <Snackbar
        key={notice?.id}
        open={notice !== null && !modalOpen}
        autoHideDuration={8000}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") dismissNotice();
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        sx={{ bottom: { xs: 80, md: 24 } }}
      >
        <Alert severity="error" variant="filled" onClose={dismissNotice} sx={{ width: "100%" }}>
          {notice?.message}
        </Alert>
      </Snackbar>
    </>
  );
}

export function CartRoot({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      {children}
      <CartOverlays />
    </CartProvider>
  );
}
