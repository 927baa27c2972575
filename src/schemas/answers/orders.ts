/** The answers of an order (src/server/orders/order-answer.ts), money in euros, moments as ISO 8601 text. */
import { z } from "zod";

import { FULFILMENT_STATUSES, PAYMENT_STATUSES } from "@/domain/orders/order-status";
import { REFUND_STATUSES } from "@/domain/orders/refunds";

import { invoiceSummarySchema } from "./invoices";

const euros = z.number();
const moment = z.iso.datetime();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const formValue = z.union([z.string(), z.number(), z.boolean()]).nullable();
const fieldsOf = (names: readonly string[]) => z.strictObject(Object.fromEntries(names.map((name) => [name, formValue])));

const orderLineSchema = z.strictObject({
  key: z.string(),
  productId: z.number().int(),
  combinationId: z.number().int().nullable(),
  name: z.string(),
  brandName: z.string(),
  ean: z.string(),
  categoryName: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  qty: z.number().int().positive(),
  unitPrice: euros,
  listPrice: euros,
  options: z.strictObject({ assembly: z.boolean(), extraService: z.boolean(), extraWarranty: z.boolean(), pickUpDiscount: z.boolean() }),
  optionPrices: z.strictObject({ assembly: euros.nullable(), extraService: euros.nullable(), extraWarranty: euros.nullable(), pickUpDiscount: euros.nullable() }),
});

const orderFields = {
  orderRef: z.string(),
  createdAt: moment,
  /** Decisions §10 (domain/orders/order-status.ts). */
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  paymentMethodLabel: z.string(),
  paidAt: moment.nullable(),
  state: z.enum(["withdrawn", "cancelled", "paid", "paymentFailed", "awaitingPayment", "payLater"]),
  canRetryPayment: z.boolean(),
  paymentDeadline: moment.nullable(),
  cancelledAt: moment.nullable(),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  pickUpCode: z.string().nullable(),
  deliveryWindow: z.string().nullable(),
  deliveryType: z.string(),
  deliveryDay: isoDate.nullable(),
  deliveryWeek: z.string().nullable(),
  pickUpDay: isoDate.nullable(),
  customer: fieldsOf(["firstName", "lastName", "emailAddress", "phoneNumber", "company", "companyName", "vatNumber"]),
  shippingAddress: fieldsOf(["shippingStreet", "shippingHouseNumber", "shippingHouseNumberAddition", "shippingPostalCode", "shippingCity", "shippingCountry"]),
  invoiceAddress: fieldsOf(["invoiceStreet", "invoiceHouseNumber", "invoiceHouseNumberAddition", "invoicePostalCode", "invoiceCity", "invoiceCountry"]).nullable(),
  floor: formValue,
  elevator: formValue,
  takeRetour: formValue,
  notes: formValue,
  reference: formValue,
  items: z.array(orderLineSchema),
  /** Money by total name; line totals include VAT, grandTotal is what was charged. */
  totals: z.record(z.string(), euros),
  vatTreatment: z.enum(["standard", "reverseCharge"]),
  reverseChargeVatNumber: z.string().nullable(),
  withdrawnAt: moment.nullable(),
  withdrawalRight: z.boolean(),
  withdrawalDeadline: isoDate.nullable(),
  canWithdraw: z.boolean(),
  /** The quote the order was placed from (issue 22), whose discount `discountExtra` holds; null for an ordinary order. */
  quoteId: z.string().nullable(),
};

const channel = z.enum(["web", "phone", "shop"]);

/** A note of staff on an order: POST /api/orders/{orderRef}/notes/ answers it. */
export const orderNoteAnswerSchema = z.strictObject({ noteId: z.number().int(), at: moment, staffName: z.string(), text: z.string() });


/**
 * What staff see of an order besides the customer's answer (issue 20, the back
 * office's order page): everything the customer gave and chose, the money, the
 * mails, the history and the notes, and what the caller may do next.
 */
export const backOfficeSchema = z.strictObject({
  channel,
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Every field the customer gave at checkout (names, addresses, company, floor, elevator, takeRetour, notes…), as given. */
  customer: z.record(z.string(), formValue),
  /** Every item with its options (assembly, extraService, extraWarranty, pickUpDiscount) and their prices; the order-wide choices (floor, elevator, takeRetour) are in `customer`. */
  lines: z.array(orderLineSchema),
  totals: z.record(z.string(), euros),
  payments: z.array(z.strictObject({ paymentId: z.string(), provider: z.string(), method: z.string(), amount: euros, status: z.string(), createdAt: moment })),
  refunds: z.array(z.strictObject({ refundId: z.string(), amount: euros, status: z.string(), reason: z.string().nullable(), createdAt: moment, staffName: z.string().nullable() })),
  /** Euros that can still be given back: what came in, less what was refunded or is being refunded. */
  refundable: euros,
  mails: z.array(z.strictObject({ kind: z.string(), dueAt: moment, sentAt: moment.nullable() })),
  history: z.array(
    z.strictObject({
      at: moment,
      kind: z.enum(["payment", "fulfilment", "link"]),
      fromStatus: z.string(),
      toStatus: z.string(),
      actor: z.enum(["customer", "staff", "system"]),
      staffName: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  notes: z.array(orderNoteAnswerSchema),
  /** The fulfilment and payment statuses the caller's role may move the order to now (domain/orders/order-status.ts). */
  allowedFulfilment: z.array(z.enum(FULFILMENT_STATUSES)),
  allowedPayment: z.array(z.enum(PAYMENT_STATUSES)),
  pickUpCode: z.string().nullable(),
  deliveryWindow: z.string().nullable(),
  invoice: invoiceSummarySchema.nullable(),
});

/** GET: the order, and for a bank transfer the page with the account number and payment reference; for staff also `backOffice`. */
/** `invoice`: the order's invoice once issued, downloadable at /api/orders/{orderRef}/invoice/; null before. */
export const orderAnswerSchema = z.strictObject({
  ...orderFields,
  paymentPageUrl: z.string().nullable(),
  invoice: invoiceSummarySchema.nullable(),
  /** The money given back, as the customer sees it: confirmed refunds, and those under way. */
  refunds: z.array(z.strictObject({ amount: euros, status: z.enum(["pending", "refunded"]), confirmedAt: moment.nullable() })),
  backOffice: backOfficeSchema.optional(),
});

/** One order in the back office's list (GET /api/orders/). */
export const orderListItemSchema = z.strictObject({
  orderRef: z.string(),
  placedAt: moment,
  customerName: z.string(),
  companyName: z.string().nullable(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  grandTotal: euros,
  paymentMethod: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  deliveryType: z.string(),
  deliveryDay: isoDate.nullable(),
  deliveryWeek: z.string().nullable(),
  channel,
});

export const orderListAnswerSchema = z.strictObject({ items: z.array(orderListItemSchema), total: z.number().int().nonnegative() });

/** GET /api/orders/work/: how many orders are on each of the day's work lists (domain/orders/order-work.ts). */
export const orderWorkAnswerSchema = z.strictObject({
  pickUpToday: z.number().int().nonnegative(),
  deliverTomorrow: z.number().int().nonnegative(),
  awaitingPayment: z.number().int().nonnegative(),
  withdrawals: z.number().int().nonnegative(),
});

export const withdrawalAnswerSchema = z.strictObject(orderFields);

export const paymentRedirectAnswerSchema = z.strictObject({ orderRef: z.string(), paymentUrl: z.string() });

export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
export type BackOfficeAnswer = z.infer<typeof backOfficeSchema>;
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OrderLineAnswer = OrderAnswer["items"][number];

/**
 * The staff's view of an order's statuses: the answer of the transition routes
 * (POST …/fulfilment/, …/payment-status/; server/order-transitions/staff-order-status.ts).
 */
export const staffOrderStatusAnswerSchema = z.strictObject({
  orderRef: z.string(),
  paymentMethod: z.string(),
  deliveryType: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  paidAt: moment.nullable(),
  cancelledAt: moment.nullable(),
  pickUpCode: z.string().nullable(),
  deliveryWindow: z.string().nullable(),
  grandTotal: euros,
  refundable: euros,
  refunds: z.array(
    z.strictObject({
      refundId: z.string(),
      amount: euros,
      status: z.enum(REFUND_STATUSES),
      reason: z.string().nullable(),
      createdAt: moment,
      confirmedAt: moment.nullable(),
    }),
  ),
  allowedFulfilment: z.array(z.enum(FULFILMENT_STATUSES)),
  allowedPayment: z.array(z.enum(PAYMENT_STATUSES)),
});

/** POST …/refunds/: the refund as the provider answered it (pending until it confirms). */
export const refundAnswerSchema = z.strictObject({ refundId: z.string(), amount: euros, status: z.enum(REFUND_STATUSES), orderRef: z.string(), refundable: euros });
