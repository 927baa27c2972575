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
  /** For pick-up: the first day the order can be collected (ISO date). */
  pickUpDay: string | null;
  customer: Record<string, unknown>;
  shippingAddress: Record<string, unknown>;
  /** A separate invoice address, or null when it is the shipping address. */
  invoiceAddress: Record<string, unknown> | null;
  floor: unknown;
  elevator: unknown;
  items: OrderLineView[];
  /** Money in euros by total name; line totals include VAT, `grandTotal` is what was charged. */
  totals: Record<string, number>;
  /** "reverseCharge": no VAT charged, the totals' grandTotal excludes VAT (domain/cart/vat.ts). */
  vatTreatment: "standard" | "reverseCharge";
  /** With reverse charge, the customer's VAT number the invoice names; otherwise null. */
  reverseChargeVatNumber: string | null;
  withdrawnAt: string | null;
  /** False for a business order: no statutory right of withdrawal. */
  withdrawalRight: boolean;
  /** Null while the day of receipt is unknown. */
  withdrawalDeadline: string | null;
  canWithdraw: boolean;
}
