/**
 * What the last step repeats of the earlier ones (issue 5), as lines of text
 * per block, each block with the step where it is changed. Pure.
 */
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
    const label = cart.deliveryOptions?.pickUp.label;
    return [label ? COPY.payment.pickUpAt(label) : COPY.delivery.pickUp];
  }
  const lines = [COPY.delivery.typeNow[cart.deliveryType]];
  const day = cart.deliveryDay ? (cart.deliveryOptions?.days.find((option) => option.date === cart.deliveryDay)?.label ?? cart.deliveryDay) : null;
  const week = cart.deliveryWeek ? (cart.deliveryOptions?.weeks.find((option) => option.week === cart.deliveryWeek)?.label ?? cart.deliveryWeek) : null;
  lines.push(day ? COPY.payment.day(day) : week ? COPY.payment.week(week) : COPY.payment.noMoment);
  if (cart.disableFloorSelection !== true && typeof cart.floor === "number") lines.push(COPY.payment.floor(COPY.delivery.floorName(cart.floor), cart.elevator === true && cart.floor > 0));
  if (cart.takeRetour) lines.push(COPY.payment.retour);
  return lines;
}

export function reviewBlocks(cart: Cart): ReviewBlock[] {
  const blocks: ReviewBlock[] = [
    {
      key: "contact",
      title: COPY.payment.contact,
      step: "gegevens",
      lines: [join(cart.firstName, cart.lastName), cart.emailAddress ?? "", cart.phoneNumber ?? "", cart.company ? join(cart.companyName, cart.vatNumber ? `(${cart.vatNumber})` : null) : ""].filter(Boolean),
    },
    { key: "address", title: COPY.payment.address, step: "gegevens", lines: addressLines(cart, "shipping") },
    { key: "invoiceAddress", title: COPY.payment.invoiceAddress, step: "gegevens", lines: cart.invoiceAddress ? addressLines(cart, "invoice") : [COPY.payment.sameAsShipping] },
    { key: "delivery", title: COPY.payment.delivery, step: "bezorgen", lines: deliveryLines(cart) },
  ];
  return blocks;
}
