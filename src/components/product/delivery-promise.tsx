import { deliveryPromise, type DeliveryPromise as Promise_ } from "@/domain/catalogue/delivery-promise";

import styles from "./product.module.css";

interface DeliveryPromiseProps {
  /** The promise as the read side computed it; otherwise computed here from the stock and the clock. */
  promise?: Promise_;
  inStock: boolean;
  stockEstimatedDate: string | null;
  now: Date;
}

/** The delivery promise under a price: 'Morgen in huis', the expected day, or sold out (decisions §3). */
export function DeliveryPromise({ promise, inStock, stockEstimatedDate, now }: DeliveryPromiseProps) {
  const { kind, label } = promise ?? deliveryPromise({ inStock, stockEstimatedDate }, now);
  const soon = kind === "tomorrow" || (kind === "date" && inStock);
  return (
    <p className={`${styles.delivery} ${soon ? styles.deliveryNow : styles.deliveryLater}`}>
      {soon ? (
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden focusable="false" style={{ flex: "none", alignSelf: "center", fill: "currentColor" }}>
          <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z" />
        </svg>
      ) : null}
      {label}
    </p>
  );
}
