"use client";
import { type ReactNode, useEffect, useState } from "react";

import { COPY } from "./copy";
import styles from "./product.module.css";

/** The options box's form and its button (options-box.tsx): the bar sends the one and watches the other. */
export const BUY_FORM_ID = "koop-formulier";
export const BUY_BUTTON_ID = "koop-knop";

/**
 * Height of the bar plus the shell's bottom menu under it (BOTTOM_MENU_HEIGHT):
 * a buy button behind them counts as out of view.
 */
const COVERED_AT_THE_BOTTOM_PX = 60 + 64;

/**
 * The sticky buy bar on phones: price, energy arrow and "In winkelwagen" just
 * above the bottom menu, whenever the options box's own button is not on the
 * screen. Its button submits the options box's form (`form` attribute), so it
 * adds the product with whatever is ticked there, exactly as the box's button
 * does. The bar is fixed, so showing it moves nothing on the page; the price and
 * arrow are rendered on the server and passed in. Without JavaScript it simply
 * stays (CSS shows it below 900 px; above, the buy box is beside the images).
 */
export function BuyBar({ children }: { children: ReactNode }) {
  const [buttonInView, setButtonInView] = useState(false);
  useEffect(() => {
    const button = document.getElementById(BUY_BUTTON_ID);
    if (!button) return;
    const observer = new IntersectionObserver(([entry]) => setButtonInView(entry?.isIntersecting ?? false), {
      rootMargin: `0px 0px -${COVERED_AT_THE_BOTTOM_PX}px 0px`,
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.buyBar} data-buy-bar="" data-hidden={buttonInView ? "" : undefined} data-testid="buy-bar">
      <div className={styles.buyBarPrice}>{children}</div>
      <button type="submit" form={BUY_FORM_ID} className={styles.buyBarButton}>
        {COPY.addToCart}
      </button>
    </div>
  );
}
