"use client";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import NextLink from "next/link";

import { MuiTheme } from "@/components/theme/mui-theme";
import { CART_PAGE } from "@/config/paths";
import { formatPrice } from "@/domain/money";
import type { AddToCartProduct } from "@/lib/cart/types";

import styles from "./product.module.css";

export const ADDED_COPY = {
  title: "Toegevoegd aan je winkelwagen",
  extraOptions: "Extra opties kiezen",
  toCart: "Naar winkelwagen",
  continue: "Verder winkelen",
  choices: "Gekozen opties",
  free: "Gratis",
  total: "Totaal",
} as const;

/** An option added with the product, and what it costs (a negative amount is money off, such as the pick-up discount). */
export interface AddedChoice {
  label: string;
  amountCents: number;
}

interface AddedToCartDialogProps {
  product: AddToCartProduct;
  onClose: () => void;
  /** False on the product page itself, where the options are right there. */
  offerOptions?: boolean;
  /** The options chosen with it on the product page, and the total with them. */
  choices?: readonly AddedChoice[];
  totalCents?: number;
}

/** The confirmation after an add (Coolblue's pattern): what was added, then on to options or the cart. */
export function AddedToCartDialog({ product, onClose, offerOptions = true, choices = [], totalCents }: AddedToCartDialogProps) {
  return (
    <MuiTheme cacheKey="overlay">
      <Dialog open onClose={onClose} aria-labelledby="added-title" aria-describedby="added-product" fullWidth maxWidth="sm">
        <DialogTitle id="added-title" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <CheckCircleIcon color="success" aria-hidden />
          {ADDED_COPY.title}
        </DialogTitle>
        <DialogContent>
          <div className={styles.addedProduct} id="added-product">
            {product.image ? (
              <img src={product.image.url} alt="" width={80} height={80} className={styles.addedImage} />
            ) : null}
            <p className={styles.addedName}>
              <strong>{product.brand}</strong> {product.name}
            </p>
            <p className={styles.addedPrice}>{formatPrice(product.priceCents)}</p>
          </div>
          {choices.length > 0 ? (
            <ul className={styles.addedChoices} aria-label={ADDED_COPY.choices}>
              {choices.map((choice) => (
                <li key={choice.label}>
                  <span>{choice.label}</span>
                  <span>{choice.amountCents === 0 ? ADDED_COPY.free : `${choice.amountCents < 0 ? "− " : "+ "}${formatPrice(Math.abs(choice.amountCents))}`}</span>
                </li>
              ))}
              {totalCents !== undefined ? (
                <li className={styles.addedTotal}>
                  <span>{ADDED_COPY.total}</span>
                  <span>{formatPrice(totalCents)}</span>
                </li>
              ) : null}
            </ul>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: "wrap", gap: 1, px: 3, pb: 2 }}>
          {offerOptions ? (
            <Button component={NextLink} href={`${product.url}#extra-opties`} onClick={onClose} variant="outlined">
              {ADDED_COPY.extraOptions}
            </Button>
          ) : (
            <Button onClick={onClose}>{ADDED_COPY.continue}</Button>
          )}
          <Button component={NextLink} href={CART_PAGE} variant="contained" color="success" autoFocus>
            {ADDED_COPY.toCart}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiTheme>
  );
}
