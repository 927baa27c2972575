/**
 * Orders taken by staff on the phone or in the shop (issue 20, decisions §10).
 * They go through the cart's own rules and the same placing as a web order
 * (server/orders/place-non-web-order.ts); these pure rules are only what is
 * different: which channels and payment methods staff may use, how the form's
 * list of items becomes the cart's items map, and that staff get exactly the
 * options they entered or hear why not, per item, named by its place in the list.
 */
import { itemKey } from "../cart/item-key";
import type { PaymentMethod } from "../cart/payment-methods";
import type { CartItems, ItemKey, ItemOptions } from "../cart/types";
import type { FieldProblem } from "../checkout/order-requirements";

/** Where an order was taken; `web` is the shop's own checkout. */
export const ORDER_CHANNELS = ["web", "phone", "shop"] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channels a member of staff enters an order for. */
export const NON_WEB_CHANNELS = ["phone", "shop"] as const;
export type NonWebChannel = (typeof NON_WEB_CHANNELS)[number];

/**
 * Rule: a non-web order is paid with pin (at the door or at the counter) or by
 * bank transfer. An online method needs the customer at a payment page, which
 * an order taken on the phone cannot offer.
 */
export const NON_WEB_PAYMENT_METHODS = ["pinOnDelivery", "pinOnPickup", "banktransfer"] as const satisfies readonly PaymentMethod[];

/** Delivered (with or without installation or extra service, per item) or collected. */
export const NON_WEB_DELIVERY_TYPES = ["delivery", "pickUp"] as const;
export type NonWebDeliveryType = (typeof NON_WEB_DELIVERY_TYPES)[number];

/** One line of the staff's form. */
export interface NonWebItem {
  productId: number;
  combinationId?: number | null;
  qty: number;
  assembly?: boolean;
  extraService?: boolean;
  extraWarranty?: boolean;
}

/** The Dutch sentences, in one place (decisions §8). */
export const NON_WEB_ORDER_COPY = {
  onlineMethod: (method: string) => `${method} is een online betaalmethode; kies bij een telefonische of winkelbestelling pinnen of bankoverschrijving`,
  duplicate: "Dit product staat al eerder in de bestelling; pas daar het aantal aan",
  notWithPickUp: (option: string) => `${option} kan niet bij afhalen`,
  notOffered: (option: string) => `${option} wordt bij dit product niet aangeboden`,
  excludedBy: (option: string) => `${option} kan niet samen met een andere bezorgdienst in één bestelling`,
  notCollectable: "Dit product kan niet worden afgehaald; kies bezorgen",
  shortage: "Niet alles is nog op voorraad.",
  shortItem: (name: string) => `Van ${name} is niet genoeg meer op voorraad; verlaag het aantal of kies een ander product`,
  optionNames: { assembly: "Installatie", extraService: "Extra service", extraWarranty: "Extra garantie" } as Record<keyof ItemOptions, string>,
} as const;

/** Rule: an online payment method is refused for a non-web order, naming the field. */
export function nonWebPaymentProblem(method: string): FieldProblem | null {
  return (NON_WEB_PAYMENT_METHODS as readonly string[]).includes(method) ? null : { field: "paymentMethod", errorMessage: NON_WEB_ORDER_COPY.onlineMethod(method) };
}

/** What the cart's rules are asked for (domain/cart/replace-items.ts), and where each key stood in the form's list. */
export interface NonWebCartRequest {
  requested: Record<ItemKey, { productId: number; combinationId: number | null; qty: number; options: ItemOptions }>;
  /** Item key → its index in the request's `items`. */
  positions: Map<ItemKey, number>;
}

/**
 * Rule: the form's list becomes the cart's items map. Each product (or product
 * in a combination) once; collecting puts pick-up on every item, and
 * installation or extra service cannot be collected.
 */
export function nonWebCartItems(items: readonly NonWebItem[], deliveryType: NonWebDeliveryType): { ok: true; request: NonWebCartRequest } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const request: NonWebCartRequest = { requested: {}, positions: new Map() };
  items.forEach((item, index) => {
    const key = itemKey(item.productId, item.combinationId);
    if (request.positions.has(key)) {
      problems.push({ field: `items.${index}.productId`, errorMessage: NON_WEB_ORDER_COPY.duplicate });
      return;
    }
    if (deliveryType === "pickUp") {
      for (const option of ["assembly", "extraService"] as const) {
        if (item[option]) problems.push({ field: `items.${index}.${option}`, errorMessage: NON_WEB_ORDER_COPY.notWithPickUp(NON_WEB_ORDER_COPY.optionNames[option]) });
      }
    }
    request.positions.set(key, index);
    request.requested[key] = {
      productId: item.productId,
      combinationId: item.combinationId ?? null,
      qty: item.qty,
      options: {
        assembly: item.assembly === true,
        extraService: item.extraService === true,
        extraWarranty: item.extraWarranty === true,
        pickUpDiscount: deliveryType === "pickUp",
      },
    };
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, request };
}

/**
 * Rule: staff get every option they asked for, or hear why not: the product
 * does not offer it, or (the cart's rule, specification §4) installation,
 * extra service and pick-up exclude each other across the order. An option
 * the product gives for free is no surprise and is not named.
 */
export function optionMismatches(request: NonWebCartRequest, applied: CartItems, offers: (key: ItemKey, option: keyof ItemOptions) => boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [key, wanted] of Object.entries(request.requested)) {
    const index = request.positions.get(key)!;
    const got = applied[key]?.options;
    if (!got) continue;
    for (const option of ["assembly", "extraService", "extraWarranty"] as const) {
      if (!wanted.options[option] || got[option]) continue;
      const name = NON_WEB_ORDER_COPY.optionNames[option];
      problems.push({ field: `items.${index}.${option}`, errorMessage: offers(key, option) ? NON_WEB_ORDER_COPY.excludedBy(name) : NON_WEB_ORDER_COPY.notOffered(name) });
    }
    if (wanted.options.pickUpDiscount && !got.pickUpDiscount) problems.push({ field: `items.${index}.productId`, errorMessage: NON_WEB_ORDER_COPY.notCollectable });
  }
  return problems;
}

/**
 * Rule: a problem the cart's rules name by item key (`items.123_4.qty`) is
 * named by the item's place in the staff's list (`items.0.qty`), as the form
 * sent it; every other field keeps its name.
 */
export function problemsByPosition(problems: readonly FieldProblem[], positions: ReadonlyMap<ItemKey, number>): FieldProblem[] {
  return problems.map((problem) => {
    const match = /^items\.([^.]+)(\..*)?$/.exec(problem.field);
    const index = match ? positions.get(match[1]!) : undefined;
    return index === undefined ? problem : { ...problem, field: `items.${index}${match![2] ?? ""}` };
  });
}
