import { deliveryPromise, type DeliveryPromise as Promise_ } from "@/domain/catalogue/delivery-promise";

import styles from "./product.module.css";

interface DeliveryPromiseProps {
  /** The promise as the read side computed it; otherwise computed here from the stock and the clock. */
  promise?: Promise_;
  inStock: boolean;
  stockEstimatedDate: string | null;
  now: Date;
}

/** The delivery promise under a price: 'Morgen in huis', the expected day, or sold out (decisions §3). A tick (CSS) when it is soon. */
export function DeliveryPromise({ promise, inStock, stockEstimatedDate, now }: DeliveryPromiseProps) {
  const { kind, label } = promise ?? deliveryPromise({ inStock, stockEstimatedDate }, now);
  const soon = kind === "tomorrow" || (kind === "date" && inStock);
  return (
    <p className={`${styles.delivery} ${soon ? styles.deliveryNow : styles.deliveryLater}`}>
      {label}
    </p>
  );
}
