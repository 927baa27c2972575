/**
 * What a member of staff sees on a product page besides a shopper (specification
 * §1: estimated stock dates, staff-only prices): the stock in numbers, when new
 * stock is expected, and the most they may take off to make amends. Rendered on
 * the server, and only for a signed-in member: a guest's page never holds it.
 */
import { dayAndMonth, parseIsoDay } from "@/domain/delivery/days";
import { formatPrice } from "@/domain/money";

import { STAFF_COPY } from "./copy";
import styles from "./staff.module.css";

export interface StaffProductFactsProps {
  productId: number;
  stock: number;
  stockEstimatedDate: string | null;
  makeAmendsDiscountCents: number | null;
}

export function StaffProductFacts({ productId, stock, stockEstimatedDate, makeAmendsDiscountCents }: StaffProductFactsProps) {
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
      </dl>
    </section>
  );
}
