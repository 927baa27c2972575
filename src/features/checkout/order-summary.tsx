"use client";
/** The order beside the form: the items, every non-zero total line and the grand total, cashback apart. */
import { formatPrice } from "@/domain/money";
import { summaryLines } from "@/lib/cart/summary-lines";
import type { Cart } from "@/lib/cart/types";

import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";

export function OrderSummary({ cart }: { cart: Cart }) {
  const { count, lines, grandTotal, cashback } = summaryLines(cart);
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
      <dl className={styles.totals}>
        {lines.map((line) => (
          <div key={line.key} className={styles.totalLine} data-testid={`checkout-total-${line.key}`}>
            <dt>{line.key === "items" ? COPY.summary.items(count) : COPY.summary.totals[line.key as Exclude<typeof line.key, "items">]}</dt>
            <dd className={line.sign < 0 ? styles.good : undefined}>
              {line.sign < 0 ? "- " : ""}
              {formatPrice(line.cents)}
            </dd>
          </div>
        ))}
        <div className={styles.grandTotal} data-testid="checkout-total-grandTotal">
          <dt>
            {COPY.summary.grandTotal} <span className={styles.vat}>{COPY.summary.inclVat}</span>
          </dt>
          <dd aria-live="polite" aria-atomic="true">
            {formatPrice(grandTotal)}
          </dd>
        </div>
        {cashback ? (
          <div className={styles.cashback}>
            <dt>{COPY.summary.cashback}</dt>
            <dd className={styles.good}>{formatPrice(cashback)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
