/**
 * What the last step repeats of the earlier ones (issue 5), as lines of text
 * per block, each block with the step where it is changed. Pure.
 */
import { PICK_UP_POINT } from "@/config/site";
import { isBusinessCustomer } from "@/domain/business-customer";
import type { Cart } from "@/lib/cart/types";

import { CHECKOUT_COPY as COPY } from "./copy";
import type { CheckoutStepId } from "./steps";

export interface ReviewBlock {
  key: "contact" | "address" | "invoiceAddress" | "delivery";
  title: string;
  step: CheckoutStepId;
  lines: string[];
}

const join = (...parts: (string | null | undefined)[]) => parts.filter((part) => part !== null && part !== undefined && part !== "").join(" ");

function addressLines(cart: Cart, prefix: "shipping" | "invoice"): string[] {
  const country = cart[`${prefix}Country`];
  return [
    join(cart[`${prefix}Street`], cart[`${prefix}HouseNumber`], cart[`${prefix}HouseNumberAddition`]),
    join(cart[`${prefix}PostalCode`], cart[`${prefix}City`]),
    country ? COPY.details.countries[country] : "",
  ].filter(Boolean);
}

function deliveryLines(cart: Cart): string[] {
  if (cart.deliveryType === "pickUp") {
    // The pick-up point, then the day as its own sentence ("Af te halen vanaf zondag 22 november").
    const label = cart.deliveryOptions?.pickUp.label;
    return [`${PICK_UP_POINT.name}, ${PICK_UP_POINT.street}, ${PICK_UP_POINT.postalCode} ${PICK_UP_POINT.city}`, ...(label ? [label] : [])];
  }
  const lines = [COPY.delivery.typeNow[cart.deliveryType]];
  const day = cart.deliveryDay ? (cart.deliveryOptions?.days.find((option) => option.date === cart.deliveryDay)?.label ?? cart.deliveryDay) : null;
  const week = cart.deliveryWeek ? (cart.deliveryOptions?.weeks.find((option) => option.week === cart.deliveryWeek)?.label ?? cart.deliveryWeek) : null;
  lines.push(day ? COPY.payment.day(day) : week ? COPY.payment.week(week) : COPY.payment.noMoment);
  if (cart.disableFloorSelection !== true && typeof cart.floor === "number") lines.push(COPY.payment.floor(COPY.delivery.floorName(cart.floor), cart.elevator === true && cart.floor > 0));
  if (cart.takeRetour) lines.push(COPY.payment.retour);
  return lines;
}

/**
 * The customer's addresses. With pick-up nothing is delivered: the customer's
 * address is the invoice address ("Je adres" when a separate invoice address
 * was given), never a "Bezorgadres".
 */
function addressBlocks(cart: Cart): ReviewBlock[] {
  const pickUp = cart.deliveryType === "pickUp";
  if (pickUp && !cart.invoiceAddress) return [{ key: "invoiceAddress", title: COPY.payment.invoiceAddress, step: "gegevens", lines: addressLines(cart, "shipping") }];
  return [
    { key: "address", title: pickUp ? COPY.payment.ownAddress : COPY.payment.address, step: "gegevens", lines: addressLines(cart, "shipping") },
    { key: "invoiceAddress", title: COPY.payment.invoiceAddress, step: "gegevens", lines: cart.invoiceAddress ? addressLines(cart, "invoice") : [COPY.payment.sameAsShipping] },
  ];
}

export function reviewBlocks(cart: Cart): ReviewBlock[] {
  return [
    {
      key: "contact",
      title: COPY.payment.contact,
      step: "gegevens",
      lines: [join(cart.firstName, cart.lastName), cart.emailAddress ?? "", cart.phoneNumber ?? "", cart.company ? join(cart.companyName, cart.vatNumber ? `(${cart.vatNumber})` : null) : ""].filter(Boolean),
    },
    ...addressBlocks(cart),
    { key: "delivery", title: cart.deliveryType === "pickUp" ? COPY.payment.pickUpTitle : COPY.payment.delivery, step: "bezorgen", lines: deliveryLines(cart) },
  ];
}

/** The notes field's label and hint: for the deliverer, or (pick-up) about the order. */
export function notesField(cart: Pick<Cart, "deliveryType">): { label: string; hint: string } {
  return cart.deliveryType === "pickUp" ? { label: COPY.labels.notesPickUp, hint: COPY.payment.notesHintPickUp } : { label: COPY.labels.notes, hint: COPY.payment.notesHint };
}

/** The last step's note on the right of withdrawal: the consumer's 14 days, or for a business order (decisions §1) that it does not apply. */
export function withdrawalNote(cart: Pick<Cart, "company" | "companyName" | "vatNumber">): { text: string; link: string } {
  return isBusinessCustomer(cart) ? { text: COPY.payment.withdrawalBusiness, link: COPY.payment.returnsLink } : { text: COPY.payment.withdrawal, link: COPY.payment.withdrawalLink };
}
