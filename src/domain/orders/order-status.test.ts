import { describe, expect, it } from "vitest";

import {
  allowedFulfilmentChanges,
  allowedPaymentChanges,
  FULFILMENT_STATUSES,
  FULFILMENT_TRANSITIONS,
  fulfilmentChange,
  type FulfilmentStatus,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  paymentChange,
  type PaymentStatus,
  paymentStatusOfAttempt,
  type StatusActor,
} from "./order-status";

const ACTORS: StatusActor[] = ["customer", "staff", "admin", "system"];

/** The whole table, written out once more by hand: a change to the rules must change this test too. */
const EXPECTED_FULFILMENT: Record<FulfilmentStatus, Partial<Record<FulfilmentStatus, StatusActor[]>>> = {
  new: { processing: ["staff", "admin"], readyForPickup: ["staff", "admin"], outForDelivery: ["staff", "admin"], cancelled: ["staff", "admin", "system"], withdrawn: ["customer", "staff", "admin"] },
  processing: { readyForPickup: ["staff", "admin"], outForDelivery: ["staff", "admin"], cancelled: ["staff", "admin", "system"], withdrawn: ["customer", "staff", "admin"] },
  readyForPickup: { completed: ["staff", "admin"], processing: ["staff", "admin"], cancelled: ["staff", "admin"], withdrawn: ["customer", "staff", "admin"] },
  outForDelivery: { completed: ["staff", "admin"], processing: ["staff", "admin"], withdrawn: ["customer", "staff", "admin"] },
  completed: { withdrawn: ["customer", "staff", "admin"], returned: ["staff", "admin"] },
  withdrawn: { returned: ["staff", "admin"] },
  cancelled: {},
  returned: {},
};

const EXPECTED_PAYMENT: Record<PaymentStatus, Partial<Record<PaymentStatus, StatusActor[]>>> = {
  open: { pending: ["system"], paid: ["system"], failed: ["system"], expired: ["system"] },
  pending: { paid: ["staff", "admin", "system"], open: ["system"], failed: ["system"], expired: ["system"] },
  failed: { open: ["customer", "system"], pending: ["system"], paid: ["system"], expired: ["system"] },
  expired: { paid: ["system"] },
  paid: { partiallyRefunded: ["staff", "admin", "system"], refunded: ["staff", "admin", "system"] },
  partiallyRefunded: { partiallyRefunded: ["staff", "admin", "system"], refunded: ["staff", "admin", "system"] },
  refunded: {},
};

/** Facts under which only the table decides: paid, so no payment rule refuses; the delivery type fits the target. */
function paidOrder(fulfilmentStatus: FulfilmentStatus, to: FulfilmentStatus) {
  return { deliveryType: to === "readyForPickup" || fulfilmentStatus === "readyForPickup" ? "pickUp" : "delivery", paymentMethod: "ideal", paymentStatus: "paid", fulfilmentStatus };
}

describe("the fulfilment transitions (decisions §10)", () => {
  it("the table holds exactly the allowed changes and who may make them", () => {
    expect(FULFILMENT_TRANSITIONS).toEqual(EXPECTED_FULFILMENT);
  });

  for (const from of FULFILMENT_STATUSES) {
    for (const to of FULFILMENT_STATUSES) {
      for (const actor of ACTORS) {
        const allowed = EXPECTED_FULFILMENT[from][to]?.includes(actor) ?? false;
        it(`${from} → ${to} by ${actor}: ${allowed ? "allowed" : "refused"}`, () => {
          const verdict = fulfilmentChange(paidOrder(from, to), to, actor);
          expect(verdict.allowed).toBe(allowed);
          if (!verdict.allowed) expect(verdict.reason).toMatch(/\w/);
        });
      }
    }
  }

  it("rule: ready for pick-up only for a pick-up order, out for delivery only for a delivery", () => {
    expect(fulfilmentChange({ deliveryType: "delivery", paymentMethod: "ideal", paymentStatus: "paid", fulfilmentStatus: "new" }, "readyForPickup", "staff")).toEqual({ allowed: false, reason: "Deze bestelling wordt bezorgd, niet afgehaald." });
    expect(fulfilmentChange({ deliveryType: "pickUp", paymentMethod: "ideal", paymentStatus: "paid", fulfilmentStatus: "new" }, "outForDelivery", "staff")).toEqual({ allowed: false, reason: "Deze bestelling wordt afgehaald, niet bezorgd." });
  });

  it("rule: goods go out only for money that is in, or for pin on the spot", () => {
    const transfer = { deliveryType: "delivery", paymentMethod: "banktransfer", paymentStatus: "pending", fulfilmentStatus: "processing" };
    expect(fulfilmentChange(transfer, "outForDelivery", "staff").allowed).toBe(false);
    expect(fulfilmentChange({ ...transfer, paymentMethod: "pinOnDelivery" }, "outForDelivery", "staff").allowed).toBe(true);
    expect(fulfilmentChange({ ...transfer, deliveryType: "pickUp", paymentMethod: "pinOnPickup" }, "readyForPickup", "staff").allowed).toBe(true);
  });

  it("rule: an order is completed only once it is paid (pin is recorded first)", () => {
    const atTheDesk = { deliveryType: "pickUp", paymentMethod: "pinOnPickup", paymentStatus: "pending", fulfilmentStatus: "readyForPickup" };
    expect(fulfilmentChange(atTheDesk, "completed", "staff")).toEqual({ allowed: false, reason: "Registreer eerst de pinbetaling aan de balie." });
    expect(fulfilmentChange({ ...atTheDesk, paymentStatus: "paid" }, "completed", "staff").allowed).toBe(true);
  });

  it("lists what staff can do next, in the table's order", () => {
    expect(allowedFulfilmentChanges({ deliveryType: "pickUp", paymentMethod: "ideal", paymentStatus: "paid", fulfilmentStatus: "new" }, "staff")).toEqual(["processing", "readyForPickup", "cancelled", "withdrawn"]);
    expect(allowedFulfilmentChanges({ deliveryType: "delivery", paymentMethod: "ideal", paymentStatus: "paid", fulfilmentStatus: "cancelled" }, "admin")).toEqual([]);
  });
});

describe("the payment transitions (decisions §10)", () => {
  it("the table holds exactly the allowed changes and who may make them", () => {
    expect(PAYMENT_TRANSITIONS).toEqual(EXPECTED_PAYMENT);
  });

  for (const from of PAYMENT_STATUSES) {
    for (const to of PAYMENT_STATUSES) {
      for (const actor of ACTORS) {
        const allowed = EXPECTED_PAYMENT[from][to]?.includes(actor) ?? false;
        it(`${from} → ${to} by ${actor}: ${allowed ? "allowed" : "refused"}`, () => {
          // Pin at the door: staff may record it, so only the table decides.
          const verdict = paymentChange({ deliveryType: "delivery", paymentMethod: "pinOnDelivery", paymentStatus: from, fulfilmentStatus: "new" }, to, actor);
          expect(verdict.allowed).toBe(allowed);
        });
      }
    }
  }

  it("rule: staff record a pin or transfer payment, never an online one", () => {
    const order = { deliveryType: "delivery", paymentStatus: "pending", fulfilmentStatus: "new" };
    expect(paymentChange({ ...order, paymentMethod: "banktransfer" }, "paid", "staff").allowed).toBe(true);
    expect(paymentChange({ ...order, paymentMethod: "creditcard" }, "paid", "staff")).toEqual({ allowed: false, reason: "Een online betaling meldt de betaalprovider zelf." });
  });

  it("rule: nothing is recorded as paid by staff on a cancelled order", () => {
    expect(paymentChange({ deliveryType: "delivery", paymentMethod: "banktransfer", paymentStatus: "pending", fulfilmentStatus: "cancelled" }, "paid", "staff").allowed).toBe(false);
  });

  it("offers staff no refund as a status (refunds go by amount)", () => {
    expect(allowedPaymentChanges({ deliveryType: "delivery", paymentMethod: "pinOnDelivery", paymentStatus: "paid", fulfilmentStatus: "completed" }, "staff")).toEqual([]);
    expect(allowedPaymentChanges({ deliveryType: "delivery", paymentMethod: "pinOnDelivery", paymentStatus: "pending", fulfilmentStatus: "new" }, "staff")).toEqual(["paid"]);
  });
});

describe("rule: a payment attempt's word becomes the order's payment status", () => {
  it.each([
    ["paid", "ideal", "paid"],
    ["open", "ideal", "open"],
    ["open", "banktransfer", "pending"],
    ["authorized", "creditcard", "pending"],
    ["failed", "ideal", "failed"],
    ["canceled", "ideal", "failed"],
    ["expired", "bancontact", "failed"],
  ])("%s (%s) → %s", (attempt, method, expected) => {
    expect(paymentStatusOfAttempt(attempt, method)).toBe(expected);
  });
});
