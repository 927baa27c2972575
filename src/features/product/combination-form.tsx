"use client";
/**
 * 'Combinatie in winkelwagen': every part goes into the cart under the
 * combination's id, so the cart keeps them together. Without JavaScript the
 * form still leads to the cart page.
 */
import { type FormEvent, useState } from "react";

import { AddedToCartDialog } from "@/components/product/lazy-dialogs";
import { CART_PAGE } from "@/config/paths";
import { useCartActions } from "@/lib/cart/cart-provider";
import type { AddToCartProduct } from "@/lib/cart/types";

import { COPY } from "./copy";
import styles from "./product.module.css";
import shared from "@/components/layout/shared.module.css";

interface CombinationFormProps {
  combinationId: number;
  name: string;
  productIds: number[];
  /** What the confirmation shows: the combination as one thing. */
  summary: AddToCartProduct;
}

export function CombinationForm({ combinationId, name, productIds, summary }: CombinationFormProps) {
  const { addToCart } = useCartActions();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      let ok = true;
      for (const productId of productIds) ok = (await addToCart(productId, { combinationId })) !== null && ok;
      setAdded(ok);
    } catch {
      // The cart told the shopper and rolled back.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="get" action={CART_PAGE} className={styles.combinationForm} onSubmit={(event) => void onSubmit(event)}>
      <input type="hidden" name="combinatie" value={combinationId} />
      <button type="submit" className={styles.combinationButton} aria-busy={busy || undefined}>
        {COPY.addCombination}
        <span className={shared.visuallyHidden}>: {name}</span>
      </button>
      {added ? <AddedToCartDialog product={summary} onClose={() => setAdded(false)} offerOptions={false} /> : null}
    </form>
  );
}
