"use client";
import { ButtonLink } from "@/components/links";
import { TOTAL_LINES } from "@/domain/cart/total-lines";
import { formatPrice } from "@/domain/money";
import type { Cart } from "@/lib/cart/types";

import styles from "./cart.module.css";
import { CART_PAGE_COPY as COPY } from "./copy";

const cents = (euros: number) => Math.round(euros * 100);

type Line = { key: string; label: string; amount: number; sign: 1 | -1 };


/** Every non-zero total on its own line, the grand total, then cashback as money back afterwards. */
export function CartSummary({ cart }: { cart: Cart }) {
  const items = Object.values(cart.items);
  const count = items.reduce((sum, item) => sum + item.qty, 0);
  const itemsTotal = items.reduce((sum, item) => sum + (item.product?.listPrice ?? 0) * item.qty, 0);
  const fee = cart.paymentMethods.find((method) => method.id === cart.paymentMethod)?.fee ?? 0;
  const lines: Line[] = [
    { key: "items", label: COPY.totals.items(count), amount: itemsTotal, sign: 1 },
    ...TOTAL_LINES.filter(({ key }) => cart.totals[key] !== 0).map(({ key, sign }) => ({ key, label: COPY.totals[key as keyof typeof COPY.totals] as string, amount: cart.totals[key], sign })),
    ...(fee ? [{ key: "paymentFee", label: COPY.totals.paymentFee, amount: fee, sign: 1 as const }] : []),
  ];
  return (
    <section className={styles.summary} aria-labelledby="overzicht-titel">
      <h2 id="overzicht-titel" className={styles.sectionTitle}>
        {COPY.overview}
      </h2>
      <dl className={styles.totals}>
        {lines.map((line) => (
          <div key={line.key} className={styles.totalLine} data-testid={`total-${line.key}`}>
            <dt>{line.label}</dt>
            <dd className={line.sign < 0 ? styles.good : undefined}>
              {line.sign < 0 ? "- " : ""}
              {formatPrice(cents(line.amount))}
            </dd>
          </div>
        ))}
        <div className={styles.grandTotal} data-testid="total-grandTotal">
          <dt>
            {COPY.totals.grandTotal} <span className={styles.vat}>{COPY.totals.inclVat}</span>
          </dt>
          {/* Read out when a change recomputes it. */}
          <dd aria-live="polite" aria-atomic="true">
            {formatPrice(cents(cart.totals.grandTotal))}
          </dd>
        </div>
        {cart.totals.cashbackTotal ? (
          <div className={styles.cashback} data-testid="total-cashbackTotal">
            <dt>{COPY.totals.cashback}</dt>
            <dd className={styles.good}>{formatPrice(cents(cart.totals.cashbackTotal))}</dd>
          </div>
        ) : null}
      </dl>
      {cart.totals.cashbackTotal ? <p className={styles.note}>{COPY.totals.cashbackNote}</p> : null}

      <h2 className={styles.sectionTitle}>{COPY.deliveryTitle}</h2>
      <p className={styles.deliveryType} data-testid="delivery-type">
        {COPY.deliveryType[cart.deliveryType]}
      </p>
      <p className={styles.note}>{COPY.deliveryDayNote}</p>

      <h2 className={styles.sectionTitle}>{COPY.paymentTitle}</h2>
      <ul className={styles.payments} data-testid="payment-methods">
        {cart.paymentMethods.map((method) => (
          <li key={method.id}>
            {method.label}
            {method.fee ? <span className={styles.fee}> {COPY.paymentFee(formatPrice(cents(method.fee)))}</span> : null}
          </li>
        ))}
      </ul>

      <ButtonLink href="/bestellen/" variant="contained" color="success" size="large" fullWidth sx={{ mt: 2 }}>
        {COPY.checkout}
      </ButtonLink>
      <ButtonLink href="/" variant="text" fullWidth sx={{ mt: 1 }}>
        {COPY.continueShopping}
      </ButtonLink>
    </section>
  );
}
