"use client";
/**
 * 'In winkelwagen' (issue 4): a real add to the browser's cart, then the
 * confirmation dialog. It stays a link to the product's options box, so that
 * without JavaScript (or before hydration) the shopper still gets there.
 */
import dynamic from "next/dynamic";
import { type MouseEvent, type ReactNode, useCallback, useState, useSyncExternalStore } from "react";

import { useCart } from "@/lib/cart/cart-provider";
import type { AddToCartProduct, CartItemOptions } from "@/lib/cart/types";

const AddedToCartDialog = dynamic(() => import("./added-to-cart-dialog").then((module) => module.AddedToCartDialog), { ssr: false });

const noSubscription = () => () => undefined;

/** Adds the product and opens the dialog when the cart took it. */
export function useAddToCart(product: AddToCartProduct) {
  const { addToCart } = useCart();
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

interface AddToCartButtonProps {
  product: AddToCartProduct;
  /** Where the link goes without JavaScript. */
  fallbackHref: string;
  className?: string;
  children: ReactNode;
  offerOptions?: boolean;
}

export function AddToCartButton({ product, fallbackHref, className, children, offerOptions = true }: AddToCartButtonProps) {
  const { add, busy, added, closeDialog } = useAddToCart(product);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void add();
  };
  return (
    <>
      <a
        href={fallbackHref}
        className={className}
        onClick={onClick}
        onKeyDown={(event) => {
          // A button also answers the space bar.
          if (hydrated && event.key === " ") {
            event.preventDefault();
            void add();
          }
        }}
        role={hydrated ? "button" : undefined}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        data-testid="add-to-cart"
      >
        {children}
      </a>
      {added ? <AddedToCartDialog product={product} onClose={closeDialog} offerOptions={offerOptions} /> : null}
    </>
  );
}
