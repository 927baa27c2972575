/**
 * Decisions §14: while the built-in test provider takes the payments, every
 * page says so, at the top and in the normal flow (it covers nothing). The same
 * for every visitor, so a shared copy of a page stays right.
 */
import styles from "./shell.module.css";

export const TEST_SHOP_COPY = { label: "Testwinkel", notice: "Testwinkel: betalingen zijn niet echt" } as const;

export function TestShopBand() {
  return (
    <aside className={styles.testShopBand} aria-label={TEST_SHOP_COPY.label} data-test-shop-band>
      {TEST_SHOP_COPY.notice}
    </aside>
  );
}
