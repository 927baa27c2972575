/**
 * What step 2 says of each choice, computed from the cart so that it is true for
 * this cart (issue 19, point 10): the pick-up discount only when one applies,
 * with its amount; "no delivery costs" only when there are any to save; the
 * take-back's help as it goes with or without installation. Pure.
 */
import { PICK_UP_POINT } from "@/config/site";
import { pickUpDiscountIfCollected } from "@/domain/cart/pick-up-switch";
import { formatEuro } from "@/domain/money";
import type { Cart, DeliveryTypeView } from "@/lib/cart/types";

import { CHECKOUT_COPY as COPY } from "./copy";

/** The day the checkout chooses for the customer: the first it offers (issue 19, point 10). */
export function firstOfferedDay(days: readonly { date: string }[]): string {
  return days[0]?.date ?? "";
}

type NotesCart = Pick<Cart, "items" | "deliveryType" | "totals">;

/** The pick-up discount collecting gives this cart, in cents. */
export function pickUpDiscountOf(cart: Pick<Cart, "items">): number {
  return pickUpDiscountIfCollected(Object.values(cart.items).map((item) => ({ qty: item.qty, pickUpDiscountCents: item.product?.pickUpDiscountPriceCents ?? null })));
}

/** What delivering costs this cart and collecting saves: the products' delivery costs, and the small-order fee while it is charged. */
export function deliveryCostsOf(cart: NotesCart): number {
  const products = Object.values(cart.items).reduce((sum, item) => sum + (item.product?.deliveryCostCents ?? 0) * item.qty, 0);
  return cart.deliveryType === "pickUp" ? products : cart.totals.deliveryTotal + cart.totals.shippingTotal;
}

/** The line under each of the two choices. */
export function deliveryChoiceNotes(cart: NotesCart): { deliver: string; pickUp: string } {
  const discount = pickUpDiscountOf(cart);
  const costs = deliveryCostsOf(cart);
  const pickUp =
    discount > 0
      ? COPY.delivery.pickUpDiscountNote(formatEuro(discount), costs > 0)
      : costs > 0
        ? COPY.delivery.pickUpNoCostsNote
        : `${PICK_UP_POINT.street}, ${PICK_UP_POINT.city}`;
  return { deliver: COPY.delivery.deliverNote, pickUp };
}

/** With installation our fitter disconnects the old appliance; without it, the customer has it ready, disconnected. */
export function takeRetourNote(deliveryType: DeliveryTypeView): string {
  return deliveryType === "assembly" ? COPY.delivery.takeRetourNoteAssembly : COPY.delivery.takeRetourNote;
}
