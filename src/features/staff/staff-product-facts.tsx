/**
 * What a member of staff sees on a product page besides a shopper (specification
 * §1: estimated stock dates, staff-only prices): the stock in numbers, when new
 * stock is expected, and the most they may take off to make amends. Rendered on
 * the server, and only for a signed-in member: a guest's page never holds it.
 */
import { dayAndMonth, parseIsoDay } from "@/domain/delivery/days";
import type { VisibleShopOnly } from "@/domain/catalogue/shop-only";
import { formatPrice } from "@/domain/money";
import type { ShopId } from "@/domain/staff/shops";

import { STAFF_COPY } from "./copy";
import { StaffShopFactRows } from "./staff-shop-facts";
import styles from "./staff.module.css";

export interface StaffProductFactsProps {
  productId: number;
  stock: number;
  stockEstimatedDate: string | null;
  makeAmendsDiscountCents: number | null;
  /** The shop-only flags' data (issue 21, part B): margin code, shop price, shops, shop options. */
  shopOnly?: VisibleShopOnly | null;
  /** The shop the member stands in (shop mode), for the shop icons. */
  shop?: ShopId | null;
}

export function StaffProductFacts({ productId, stock, stockEstimatedDate, makeAmendsDiscountCents, shopOnly = null, shop = null }: StaffProductFactsProps) {
  const expected = parseIsoDay(stockEstimatedDate);
  return (
    <section className={styles.facts} aria-labelledby="staff-facts-title">
      <h2 id="staff-facts-title" className={styles.factsTitle}>
        {STAFF_COPY.factsTitle}
      </h2>
      <dl className={styles.factList}>
        <dt>{STAFF_COPY.stock}</dt>
        <dd>{STAFF_COPY.stockCount(stock)}</dd>
        <dt>{STAFF_COPY.expectedStock}</dt>
        <dd>{expected ? dayAndMonth(expected) : STAFF_COPY.noExpectedStock}</dd>
        <dt>{STAFF_COPY.makeAmends}</dt>
        <dd>{makeAmendsDiscountCents ? STAFF_COPY.makeAmendsUpTo(formatPrice(makeAmendsDiscountCents)) : STAFF_COPY.noMakeAmends}</dd>
        <dt>{STAFF_COPY.productId}</dt>
        <dd>{productId}</dd>
        {shopOnly ? <StaffShopFactRows shopOnly={shopOnly} shop={shop} /> : null}
      </dl>
    </section>
  );
}
