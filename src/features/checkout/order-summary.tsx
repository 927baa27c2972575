"use client";
/**
 * The order beside the form: the items, every non-zero total line, the VAT and
 * the grand total, cashback apart. A business customer may show the amounts
 * excluding VAT; with reverse charge they are (domain/cart/vat.ts). Memoised:
 * the step renders again as the app state and the browser's copy of the cart
 * arrive, and the summary of an unchanged cart need not (issue 24).
 */
import { memo } from "react";

import { PricesExclVatToggle } from "@/components/cart/prices-excl-vat-toggle";
import { VatTotalLines } from "@/components/cart/vat-total-lines";
import { VAT_LABELS } from "@/domain/cart/total-lines";
import { formatPrice } from "@/domain/money";
import { summaryLines } from "@/lib/cart/summary-lines";
import type { Cart } from "@/lib/cart/types";
import { usePricesExclVat } from "@/lib/cart/vat-display";

import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";

export const OrderSummary = memo(function OrderSummary({ cart }: { cart: Cart }) {
  const [exclVatChosen, chooseExclVat] = usePricesExclVat();
  const { count, lines, cashback, vatLines, reverseCharge, mayChooseExclVat } = summaryLines(cart, exclVatChosen);
  return (
    <section className={styles.summary} aria-labelledby="bestelling-overzicht">
      <h2 id="bestelling-overzicht">{COPY.summary.title}</h2>
      <ul className={styles.summaryItems}>
        {Object.entries(cart.items).map(([key, item]) => (
          <li key={key} className={styles.summaryItem}>
            {item.product ? <img src={item.product.image.url} alt="" width={48} height={48} /> : <span />}
            <span>
              {COPY.summary.quantity(item.qty)} {item.product ? `${item.product.brand.name} ${item.product.name}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {mayChooseExclVat ? <PricesExclVatToggle className={styles.vatToggle} checked={exclVatChosen} onChange={chooseExclVat} /> : null}
      <dl className={styles.totals}>
        {lines.map((line) => (
          <div key={line.key} className={styles.totalLine} data-testid={`checkout-total-${line.key}`}>
            <dt>{line.key === "items" ? COPY.summary.items(count) : COPY.summary.totals[line.key as Exclude<typeof line.key, "items">]}</dt>
            {line.cents === 0 ? (
              <dd className={styles.good}>{COPY.summary.free}</dd>
            ) : (
              <dd className={line.sign < 0 ? styles.good : undefined}>
                {line.sign < 0 ? "- " : ""}
                {formatPrice(line.cents)}
              </dd>
            )}
          </div>
        ))}
        <VatTotalLines lines={vatLines} classes={styles} testIdPrefix="checkout-total" />
        {cashback ? (
          <div className={styles.cashback}>
            <dt>{COPY.summary.cashback}</dt>
            <dd className={styles.good}>{formatPrice(cashback)}</dd>
          </div>
        ) : null}
      </dl>
      {reverseCharge ? (
        <p className={styles.vatNote} data-testid="checkout-reverse-charge">
          {VAT_LABELS.reverseChargeNote}
        </p>
      ) : null}
    </section>
  );
});
