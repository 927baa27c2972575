/** The answers of an order (src/server/orders/order-answer.ts), money in euros, moments as ISO 8601 text. */
import { z } from "zod";
import { PAYMENT_STATUSES } from "@/domain/orders/order-status";

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
};

/** GET: the order, and for a bank transfer the page with the account number and payment reference. */
export const orderAnswerSchema = z.strictObject({ ...orderFields, paymentPageUrl: z.string().nullable() });

export const withdrawalAnswerSchema = z.strictObject(orderFields);

export const paymentRedirectAnswerSchema = z.strictObject({ orderRef: z.string(), paymentUrl: z.string() });

export type OrderAnswer = z.infer<typeof orderAnswerSchema>;
export type OrderLineAnswer = OrderAnswer["items"][number];
