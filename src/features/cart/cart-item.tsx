"use client";
import { memo } from "react";

import { EnergyLabelArrow } from "@/components/product/energy-label-arrow";
import shared from "@/components/layout/shared.module.css";
import { shownAmount } from "@/domain/cart/vat";
import { describeExtraWarranty } from "@/domain/catalogue/warranty";
import { formatEuro, formatPrice } from "@/domain/money";
import { MAX_QUANTITY } from "@/lib/cart/items";
import type { CartItemView, CartOptionKey, CartProductView } from "@/lib/cart/types";

import styles from "./cart.module.css";
import { CART_PAGE_COPY as COPY } from "./copy";

interface OptionRow {
  key: CartOptionKey;
  label: string;
  /** Per unit, in cents; negative is a discount. */
  amount: number;
  free: boolean;
  /** Free and not to be turned off. */
  included: boolean;
}

export function optionRows(product: CartProductView): OptionRow[] {
  const rows: OptionRow[] = [];
  if (product.assemblyPriceCents !== null || product.freeAssembly)
    rows.push({ key: "assembly", label: COPY.options.assembly, amount: product.freeAssembly ? 0 : (product.assemblyPriceCents ?? 0), free: product.freeAssembly, included: product.freeAssembly && !product.freeAssemblyDismissable });
  if (product.extraServicePriceCents !== null || product.freeExtraService)
    rows.push({ key: "extraService", label: COPY.options.extraService, amount: product.freeExtraService ? 0 : (product.extraServicePriceCents ?? 0), free: product.freeExtraService, included: product.freeExtraService });
  if (product.extraWarrantyPriceCents !== null || product.freeExtraWarranty)
    rows.push({ key: "extraWarranty", label: `${COPY.options.extraWarranty}: ${describeExtraWarranty(product.warranty.years, product.warranty.extraYears)}`, amount: product.freeExtraWarranty ? 0 : (product.extraWarrantyPriceCents ?? 0), free: product.freeExtraWarranty, included: product.freeExtraWarranty && !product.freeExtraWarrantyDismissable });
  if (product.pickUpDiscountPriceCents) rows.push({ key: "pickUpDiscount", label: COPY.options.pickUpDiscount, amount: -product.pickUpDiscountPriceCents, free: false, included: false });
  return rows;
}

interface CartItemRowProps {
  itemKey: string;
  item: CartItemView;
  /** Show the prices excluding VAT (a business customer's choice, or reverse charge). */
  exclVat?: boolean;
  onQuantity: (key: string, qty: number) => void;
  onOption: (key: string, option: CartOptionKey, on: boolean) => void;
  onRemove: (key: string) => void;
}

/**
 * One product in the cart: image, name, energy class, options with their prices, quantity and remove.
 * Memoised: the page renders again as the app state and the browser's copy of the cart arrive, and a
 * row whose item did not change need not (issue 24).
 */
export const CartItemRow = memo(function CartItemRow({ itemKey, item, exclVat = false, onQuantity, onOption, onRemove }: CartItemRowProps) {
  // Every price in the row, in cents as shown: including VAT, or excluding it.
  const cents = (amount: number) => shownAmount(amount, exclVat);
  const product = item.product;
  const name = product ? `${product.brand.name} ${product.name}` : COPY.unknownProduct;
  const domId = `artikel-${itemKey}`;
  const rows = product ? optionRows(product) : [];
  const quantities = Array.from({ length: Math.max(MAX_QUANTITY, item.qty) }, (_, index) => index + 1);
  return (
    <article className={styles.item} aria-labelledby={`${domId}-naam`} data-testid="cart-item" data-item-key={itemKey}>
      <div className={styles.itemImage}>
        {product ? (
          // A drawn SVG: a plain img.
          <img src={product.image.url} alt="" width={96} height={96} />
        ) : null}
      </div>
      <div className={styles.itemMain}>
        <h3 className={styles.itemName} id={`${domId}-naam`}>
          {product ? (
            <a href={product.url}>
              <span className={styles.brand}>{product.brand.name}</span> {product.name}
            </a>
          ) : (
            name
          )}
        </h3>
        {product ? (
          <p className={styles.unitLine}>
            {product.energyClass ? <EnergyLabelArrow energyClass={product.energyClass} /> : null}
            <span>{(exclVat ? COPY.unitPriceExclVat : COPY.unitPrice)(formatPrice(cents(product.sellingPriceCents)))}</span>
          </p>
        ) : null}
        {rows.length > 0 ? (
          <fieldset className={styles.options}>
            <legend className={shared.visuallyHidden}>{COPY.optionsFor(name)}</legend>
            <ul>
              {rows.map((row) => {
                const id = `${domId}-${row.key}`;
                const checked = row.included || item.options[row.key];
                const priceText = row.free ? COPY.free : row.amount < 0 ? `- ${formatPrice(cents(-row.amount))}` : `+ ${formatPrice(cents(row.amount))}`;
                const spoken = row.free ? COPY.free.toLowerCase() : row.amount < 0 ? `korting ${formatEuro(cents(-row.amount))}` : `meerprijs ${formatEuro(cents(row.amount))}`;
                return (
                  <li key={row.key} className={styles.option}>
                    <input
                      id={id}
                      type="checkbox"
                      checked={checked}
                      disabled={row.included}
                      onChange={(event) => onOption(itemKey, row.key, event.target.checked)}
                    />
                    <label htmlFor={id}>
                      {row.label}
                      <span className={shared.visuallyHidden}>
                        , {row.included ? COPY.included.toLowerCase() : spoken}
                      </span>
                    </label>
                    <span aria-hidden className={row.amount < 0 || row.free ? styles.optionPriceGood : styles.optionPrice}>
                      {row.included ? COPY.included : priceText}
                    </span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
      </div>
      <div className={styles.itemBuy}>
        <label htmlFor={`${domId}-aantal`} className={shared.visuallyHidden}>
          {COPY.quantityFor(name)}
        </label>
        <select id={`${domId}-aantal`} className={styles.quantity} value={item.qty} onChange={(event) => onQuantity(itemKey, Number(event.target.value))}>
          {quantities.map((qty) => (
            <option key={qty} value={qty}>
              {qty}
            </option>
          ))}
        </select>
        {product ? (
          <p className={styles.linePrice}>
            {product.cashDeskDiscountCents ? <s className={styles.was}>{formatPrice(cents(product.priceCents * item.qty))}</s> : null}
            <strong>{formatPrice(cents(product.sellingPriceCents * item.qty))}</strong>
          </p>
        ) : null}
        <button type="button" className={styles.remove} onClick={() => onRemove(itemKey)}>
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
          </svg>
          <span className={shared.visuallyHidden}>{COPY.removeFor(name)}</span>
          <span aria-hidden>{COPY.remove}</span>
        </button>
      </div>
    </article>
  );
});
