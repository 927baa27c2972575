"use client";
/**
 * The cart page in quote mode (specification §4, issue 22): which quote the
 * cart orders, with the way back to it; and when the items no longer match the
 * quote, every difference and the button that puts the quote back (checkout
 * is blocked meanwhile, here and on the server).
 */
import { useState } from "react";

import { IntentLink } from "@/components/intent-link";
import { quotePagePath } from "@/config/paths";
import { orderQuoteIntoCart } from "@/lib/cart/quote-cart";
import type { QuoteMode } from "@/lib/cart/quote-mode";
import { isApiRequestError } from "@/lib/http";

import shared from "@/components/layout/shared.module.css";

import styles from "./cart.module.css";
import { CART_PAGE_COPY } from "./copy";

const COPY = CART_PAGE_COPY.quote;

export function QuoteBanner({ mode }: { mode: QuoteMode }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const restore = async () => {
    setBusy(true);
    setError(null);
    try {
      await orderQuoteIntoCart(mode.quoteId, null);
    } catch (failure) {
      setError(isApiRequestError(failure) && failure.message ? failure.message : COPY.restoreFailed);
    } finally {
      setBusy(false);
    }
  };
  const differs = mode.differences.length > 0;
  return (
    <div className={styles.quoteBanner}>
      <div className={`${styles.alert} ${styles.alertInfo}`} data-testid="quote-banner">
        <strong>{COPY.ordering(mode.quoteId)}</strong> {COPY.exact} <IntentLink href={quotePagePath(mode.quoteId)}>{COPY.back}</IntentLink>
      </div>
      {differs ? (
        <div className={`${styles.alert} ${styles.alertWarning}`} role="alert" data-testid="quote-differences">
          <p className={styles.alertTitle}>{COPY.differsTitle(mode.quoteId)}</p>
          <ul className={styles.quoteDifferences}>
            {mode.differences.map((difference) => (
              <li key={`${difference.kind}-${difference.productId ?? ""}`}>{difference.message}</li>
            ))}
          </ul>
          {COPY.differsHint}
          <div>
            <button type="button" className={`${shared.button} ${styles.buttonSmall}`} onClick={() => void restore()} disabled={busy}>
              {COPY.restore}
            </button>
          </div>
          {error ? <p role="alert">{error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
