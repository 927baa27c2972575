/** An order as the server hands it to the order pages (src/server/orders/order-answer.ts), money in euros. */
export interface OrderLineView {
  key: string;
  productId: number;
  name: string;
  brandName: string;
  url: string;
  imageUrl: string;
  qty: number;
  unitPrice: number;
  options: { assembly: boolean; extraService: boolean; extraWarranty: boolean; pickUpDiscount: boolean };
}

export type PaymentStatusView = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";

export interface OrderView {
  orderRef: string;
  createdAt: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentMethodLabel: string;
  canRetryPayment: boolean;
  /** For a bank transfer: the page with the account number and payment reference. */
  paymentPageUrl?: string | null;
  deliveryType: string;
  deliveryDay: string | null;
  deliveryWeek: string | null;
  customer: Record<string, unknown>;
  shippingAddress: Record<string, unknown>;
  items: OrderLineView[];
  totals: Record<string, number>;
  withdrawnAt: string | null;
  withdrawalDeadline: string;
  canWithdraw: boolean;
}
