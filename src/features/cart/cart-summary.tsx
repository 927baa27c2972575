"use client";
import { memo } from "react";

import { PaymentLogo } from "@/components/cart/payment-logo";
import { PricesExclVatToggle } from "@/components/cart/prices-excl-vat-toggle";
import { VatTotalLines } from "@/components/cart/vat-total-lines";
import { IntentLink } from "@/components/intent-link";
import { CHECKOUT_PAGE } from "@/config/paths";
import { formatAmount, freeDeliveryShortfallCents, freeDeliveryShortfallText } from "@/domain/cart/delivery-cost";
import { inShoppersOrder } from "@/domain/cart/payment-method-order";
import { VAT_LABELS } from "@/domain/cart/total-lines";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import { shownAmount } from "@/domain/cart/vat";
import { formatPrice } from "@/domain/money";
import { summaryLines } from "@/lib/cart/summary-lines";
import type { Cart } from "@/lib/cart/types";

import shared from "@/components/layout/shared.module.css";

import styles from "./cart.module.css";
import { CART_PAGE_COPY as COPY } from "./copy";


interface CartSummaryProps {
  cart: Cart;
  /** The shop's small-order rule, for the note how much more is needed for free delivery. */
  smallOrder?: SmallOrderPolicy;
  /** A business customer's choice to see prices excluding VAT (lib/cart/vat-display.ts). */
  exclVatChosen?: boolean;
  onChooseExclVat?: (on: boolean) => void;
  /** A quote cart (issue 22): its extra discount is the quote's; `blocked` while the items differ from the quote. */
  quoteMode?: { blocked: boolean } | null;
}

/**
 * Every non-zero total on its own line, the VAT and the grand total, then
 * cashback as money back afterwards. A business customer may switch the
 * amounts to excluding VAT; with reverse charge they are (domain/cart/vat.ts).
 */
export const CartSummary = memo(function CartSummary({ cart, smallOrder, exclVatChosen = false, onChooseExclVat, quoteMode = null }: CartSummaryProps) {
  const { count, lines, cashback, vatLines, reverseCharge, mayChooseExclVat, exclVat } = summaryLines(cart, exclVatChosen);
  const shortfall = smallOrder ? freeDeliveryShortfallCents(cart.totals, smallOrder) : 0;
  return (
    <section className={styles.summary} aria-labelledby="overzicht-titel">
      <h2 id="overzicht-titel" className={styles.sectionTitle}>
        {COPY.overview}
      </h2>
      {mayChooseExclVat && onChooseExclVat ? <PricesExclVatToggle className={styles.vatToggle} checked={exclVatChosen} onChange={onChooseExclVat} /> : null}
      <dl className={styles.totals}>
        {lines.map((line) => (
          <div key={line.key} className={styles.totalLine} data-testid={`total-${line.key}`}>
            <dt>{line.key === "items" ? COPY.totals.items(count) : quoteMode && line.key === "discountExtra" ? COPY.quote.discount : COPY.totals[line.key]}</dt>
            {line.cents === 0 ? (
              <dd className={styles.good}>{COPY.free}</dd>
            ) : (
              <dd className={line.sign < 0 ? styles.good : undefined}>
                {line.sign < 0 ? "- " : ""}
                {formatPrice(line.cents)}
              </dd>
            )}
          </div>
        ))}
        <VatTotalLines lines={vatLines} classes={styles} testIdPrefix="total" />
        {cashback ? (
          <div className={styles.cashback} data-testid="total-cashbackTotal">
            <dt>{COPY.totals.cashback}</dt>
            <dd className={styles.good}>{formatPrice(cashback)}</dd>
          </div>
        ) : null}
      </dl>
      {shortfall > 0 && smallOrder ? (
        <p className={styles.note} data-testid="free-delivery-note">
          <strong>{freeDeliveryShortfallText(shortfall)}</strong> {COPY.freeDeliveryFrom(formatAmount(smallOrder.thresholdCents))}
        </p>
      ) : null}
      {reverseCharge ? (
        <p className={styles.note} data-testid="reverse-charge">
          {VAT_LABELS.reverseChargeNote}
        </p>
      ) : null}
      {cart.totals.cashbackTotal ? <p className={styles.note}>{COPY.totals.cashbackNote}</p> : null}

      <h2 className={styles.sectionTitle}>{COPY.deliveryTitle}</h2>
      <p className={styles.deliveryType} data-testid="delivery-type">
        {COPY.deliveryType[cart.deliveryType]}
      </p>
      {/* Pick-up has no delivery day: it says from when the order can be collected. */}
      <p className={styles.note}>{cart.deliveryType === "pickUp" ? (cart.deliveryOptions?.pickUp.label ?? null) : quoteMode && cart.deliveryOptions?.weeks.length ? COPY.quote.deliveryWeekNote : COPY.deliveryDayNote}</p>

      <h2 className={styles.sectionTitle}>{COPY.paymentTitle}</h2>
      <ul className={styles.payments} data-testid="payment-methods">
        {inShoppersOrder(cart.paymentMethods, cart.shippingCountry).map((method) => (
          <li key={method.id}>
            <PaymentLogo method={method.id} className={styles.paymentLogo} />
            {method.label}
            {method.feeCents ? <span className={styles.fee}> {COPY.paymentFee(formatPrice(shownAmount(method.feeCents, exclVat)))}</span> : null}
          </li>
        ))}
      </ul>

      {/* Until an address is known the methods are those of the Netherlands; a Belgian shopper is told what changes. */}
      {cart.shippingCountry ? null : <p className={styles.note}>{COPY.paymentBelgium}</p>}
      {quoteMode?.blocked ? (
        <button type="button" className={`${shared.button} ${shared.buttonSuccess} ${styles.buttonCheckout}`} disabled data-testid="checkout-blocked">
          {COPY.quote.checkoutBlocked}
        </button>
      ) : (
        <IntentLink href={CHECKOUT_PAGE} className={`${shared.button} ${shared.buttonSuccess} ${styles.buttonCheckout}`}>
          {COPY.checkout}
        </IntentLink>
      )}
      <IntentLink href="/" className={`${shared.button} ${shared.buttonText} ${styles.buttonText}`}>
        {COPY.continueShopping}
      </IntentLink>
    </section>
  );
});
