"use client";
/**
 * Mounts the cart for every page (root layout): the provider, the product
 * cards' buttons, the notice when a change did not go through, and the error
 * modal of specification §2. The overlays' code loads only when one opens, so
 * that a page's first load hydrates none of them.
 */
import dynamic from "next/dynamic";
import type { ReactNode } from "react";

import { CardActions } from "@/components/product/card-actions";
import { CartProvider, useCart } from "@/lib/cart/cart-provider";

const CartErrorModal = dynamic(() => import("./cart-error-modal").then((module) => module.CartErrorModal), { ssr: false });
const CartNotice = dynamic(() => import("./cart-notice").then((module) => module.CartNotice), { ssr: false });

function CartOverlays() {
  const { modalOpen, closeModal, startNewCart, notice, dismissNotice } = useCart();
  return (
    <>
      {modalOpen ? <CartErrorModal onClose={closeModal} onNewCart={startNewCart} /> : null}
      {notice && !modalOpen ? <CartNotice notice={notice} onClose={dismissNotice} /> : null}
    </>
  );
}

export function CartRoot({ children }: { children: ReactNode }) {
  return (
    <CartProvider>
      {children}
      <CartOverlays />
      <CardActions />
    </CartProvider>
  );
}
