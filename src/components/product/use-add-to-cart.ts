"use client";
import { useCallback, useState } from "react";

import { useCartActions } from "@/lib/cart/cart-provider";
import type { AddToCartProduct, CartItemOptions } from "@/lib/cart/types";

/** Adds the product and opens the dialog when the cart took it (the options box's button). */
export function useAddToCart(product: AddToCartProduct) {
  const { addToCart } = useCartActions();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const add = useCallback(
    async (options: Partial<CartItemOptions> = {}) => {
      if (busy) return;
      setBusy(true);
      try {
        const cart = await addToCart(product.productId, { ...options, combinationId: product.combinationId ?? null });
        if (cart) setAdded(true);
      } catch {
        // The provider told the shopper (notice) and rolled back.
      } finally {
        setBusy(false);
      }
    },
    [addToCart, busy, product.productId, product.combinationId],
  );
  return { add, busy, added, closeDialog: () => setAdded(false) };
}
