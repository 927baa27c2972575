/**
 * The shapes the back office reads, as the issue 20 contract names them. The
 * routes' own zod schemas (src/schemas/answers) are written beside this UI;
 * these types say only what the screens use, so a field the API adds breaks
 * nothing here.
 */

import type { FulfilmentStatus, PaymentStatus } from "@/domain/orders/order-status";

export type { FulfilmentStatus, PaymentStatus };
export type OrderChannel = "web" | "phone" | "shop";
export type WorkKind = "pickUpToday" | "deliverTomorrow" | "awaitingPayment" | "withdrawals";

/** One row of `GET /api/orders/`. */
export interface OrderListItem {
  orderRef: string;
  placedAt: string;
  customerName: string;
  companyName: string | null;
  emailAddress: string;
  phoneNumber: string | null;
  postalCode: string;
  city: string;
  country: string;
  grandTotal: number;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  fulfilmentStatus: FulfilmentStatus;
  deliveryType: string;
  deliveryDay: string | null;
  deliveryWeek: string | null;
  channel: OrderChannel;
}

export type FormValue = string | number | boolean | null;

export interface OrderLine {
  key: string;
  productId: number;
  name: string;
  brandName: string;
  ean: string;
  qty: number;
  unitPrice: number;
  options: Record<string, boolean>;
  optionPrices: Record<string, number | null>;
}

/** The staff's part of `GET /api/orders/{orderRef}/`. */
export interface BackOfficeOrderFacts {
  channel: OrderChannel;
  fulfilmentStatus: FulfilmentStatus;
  paymentStatus: PaymentStatus;
  customer?: Record<string, FormValue>;
  payments: { paymentId: string; provider: string; method: string; amount: number; status: string; createdAt: string }[];
  refunds: { refundId: string | number; amount: number; status: string; reason: string | null; createdAt: string; staffName: string | null }[];
  refundable: number;
  mails: { kind: string; dueAt: string; sentAt: string | null }[];
  history: { at: string; kind: "payment" | "fulfilment" | "link"; fromStatus: string | null; toStatus: string; actor: string; staffName: string | null; note: string | null }[];
  notes: { noteId: string | number; at: string; staffName: string; text: string }[];
  allowedFulfilment: FulfilmentStatus[];
  allowedPayment: PaymentStatus[];
  pickUpCode: string | null;
  deliveryWindow: string | null;
  invoice: { invoiceNumber: string; issuedAt: string } | null;
}

/** `GET /api/orders/{orderRef}/` as staff see it: the customer's order answer plus `backOffice`. */
export interface BackOfficeOrder {
  id: string;
  orderRef: string;
  createdAt: string;
  paymentMethod: string;
  paymentMethodLabel?: string;
  deliveryType: string;
  deliveryDay: string | null;
  deliveryWeek: string | null;
  pickUpDay?: string | null;
  customer: Record<string, FormValue>;
  shippingAddress: Record<string, FormValue>;
  invoiceAddress: Record<string, FormValue> | null;
  floor: FormValue;
  elevator: FormValue;
  takeRetour: FormValue;
  notes: FormValue;
  reference?: FormValue;
  items: OrderLine[];
  totals: Record<string, number>;
  vatTreatment?: string;
  reverseChargeVatNumber?: string | null;
  backOffice?: BackOfficeOrderFacts;
}

export interface WorkCounts {
  pickUpToday: number;
  deliverTomorrow: number;
  awaitingPayment: number;
  withdrawals: number;
}

export interface SystemTask {
  category: string;
  pending: number;
  oldestPendingSince: string | null;
}

/** One product of `GET /api/products/?q=`, as the phone order's search uses it. */
export interface ProductHit {
  productId: number;
  name: string;
  brand: { name: string } | string;
  sellingPrice?: number;
  inStock: boolean;
  stockEstimatedDate: string | null;
}

export interface SpecialDate {
  specialDateId: number;
  date: string;
  country: "NL" | "BE" | null;
  name: string;
}

export interface DeliveryRule {
  deliveryRuleId: number;
  country: "NL" | "BE";
  postalCodeFrom: number | null;
  postalCodeTo: number | null;
  weekdays: number[];
  description: string;
}
