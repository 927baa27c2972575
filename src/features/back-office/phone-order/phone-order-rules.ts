/**
 * The phone order's pure parts: the days it offers (the checkout's own
 * calendar, domain/delivery/delivery-calendar.ts, on the same special dates
 * and delivery rules the API serves), which payment methods fit the choice
 * (pin at the door or the desk, or a bank transfer), and the body of
 * `POST /api/orders/non-web/` with the cart's flat field names.
 */
import { SHOP_HOURS } from "@/config/site";
import { deliveryCalendar, firstPickUpDay } from "@/domain/delivery/delivery-calendar";
import type { Country } from "@/domain/delivery/holidays";

import type { DeliveryRule, SpecialDate } from "../data/types";

export const NON_WEB_PAYMENT_METHODS = ["pinOnDelivery", "pinOnPickup", "banktransfer"] as const;
export type NonWebPaymentMethod = (typeof NON_WEB_PAYMENT_METHODS)[number];

/** Pin at the door only for a delivery, pin at the desk only for a pick-up; a bank transfer always. */
export function paymentMethodsFor(deliveryType: string): NonWebPaymentMethod[] {
  return deliveryType === "pickUp" ? ["pinOnPickup", "banktransfer"] : ["pinOnDelivery", "banktransfer"];
}

export interface ChosenProduct {
  inStock: boolean;
  stockEstimatedDate: string | null;
}

export interface DaysInput {
  now: Date;
  products: readonly ChosenProduct[];
  specialDates: readonly SpecialDate[];
  rules: readonly DeliveryRule[];
  country: string | undefined;
  postalCode: string | undefined;
}

/** The delivery days the checkout would offer this order, and the first pick-up day with its words. */
export function phoneOrderDays({ now, products, specialDates, rules, country, postalCode }: DaysInput): { days: { date: string; label: string }[]; pickUp: { date: string | null; label: string } } {
  const region: Country = country === "BE" ? "BE" : "NL";
  const calendar = deliveryCalendar({ now, lines: products, specialDates, rules, country: region, postalCode: postalCode?.trim() || null });
  const pickUp = firstPickUpDay({ now, lines: products, specialDates, schedule: SHOP_HOURS });
  return { days: calendar.days, pickUp };
}

const CUSTOMER_FIELDS = ["firstName", "lastName", "emailAddress", "phoneNumber", "companyName", "vatNumber"] as const;
const ADDRESS_PARTS = ["Street", "HouseNumber", "HouseNumberAddition", "PostalCode", "City", "Country"] as const;
const ITEM_OPTIONS = ["assembly", "extraService", "extraWarranty"] as const;

function filled(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

/**
 * The form's values as the API takes them: the customer's and addresses'
 * fields by the cart's names (empty ones left out), the items with only the
 * options chosen, the day only for a delivery, take-back, floor and lift only
 * for a delivery, the invoice address only when one is given.
 */
export function phoneOrderBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { channel: values.channel === "shop" ? "shop" : "phone" };
  for (const name of CUSTOMER_FIELDS) if (filled(values[name])) body[name] = typeof values[name] === "string" ? (values[name] as string).trim() : values[name];
  for (const part of ADDRESS_PARTS) {
    const name = `shipping${part}`;
    if (filled(values[name])) body[name] = typeof values[name] === "string" ? (values[name] as string).trim() : values[name];
  }
  body.invoiceAddress = values.invoiceAddress === true;
  if (values.invoiceAddress === true) {
    for (const part of ADDRESS_PARTS) {
      const name = `invoice${part}`;
      if (filled(values[name])) body[name] = typeof values[name] === "string" ? (values[name] as string).trim() : values[name];
    }
  }
  const items = Array.isArray(values.items) ? (values.items as Record<string, unknown>[]) : [];
  body.items = items.map((item) => {
    const line: Record<string, unknown> = { productId: Number(item.productId), qty: Number(item.qty ?? 1) };
    for (const option of ITEM_OPTIONS) if (item[option] === true) line[option] = true;
    return line;
  });
  // Delivered or picked up; installation and extra service travel with each item.
  const pickUp = values.deliveryType === "pickUp";
  body.deliveryType = pickUp ? "pickUp" : "delivery";
  if (!pickUp) {
    if (filled(values.deliveryDay)) body.deliveryDay = values.deliveryDay;
    body.takeRetour = values.takeRetour === true;
    if (filled(values.floor)) body.floor = Number(values.floor);
    body.elevator = values.elevator === true;
  }
  if (filled(values.paymentMethod)) body.paymentMethod = values.paymentMethod;
  if (filled(values.note)) body.note = String(values.note).trim();
  return body;
}
