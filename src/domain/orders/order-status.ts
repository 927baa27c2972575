/**
 * An order's two statuses after checkout and who may change them (decisions
 * §10): the payment (is the money in?) and the fulfilment (where are the
 * goods?). Pure tables, so that the back office's buttons, the API's refusals
 * and the background jobs follow one set of rules, and a table test can walk
 * every pair.
 */

export const PAYMENT_STATUSES = ["open", "pending", "paid", "failed", "expired", "refunded", "partiallyRefunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FULFILMENT_STATUSES = ["new", "processing", "readyForPickup", "outForDelivery", "completed", "cancelled", "withdrawn", "returned"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * Who makes a change: the customer (the withdrawal function, paying again),
 * staff and admins in the back office, or the shop itself (the payment
 * provider's news, the payment term running out).
 */
export type StatusActor = "customer" | "staff" | "admin" | "system";

type Table<S extends string> = Readonly<Record<S, Readonly<Partial<Record<S, readonly StatusActor[]>>>>>;

const STAFF = ["staff", "admin"] as const;
const STAFF_OR_SYSTEM = ["staff", "admin", "system"] as const;
const WITHDRAWERS = ["customer", "staff", "admin"] as const;

/**
 * Rule: the fulfilment changes, from → to → who. Cancelling is for orders not
 * yet on their way (a van out cannot be cancelled, only refused at the door
 * and brought back); a withdrawal (decisions §7) can come at any moment until
 * the goods are back; what comes back is `returned`.
 */
export const FULFILMENT_TRANSITIONS: Table<FulfilmentStatus> = {
  new: { processing: STAFF, readyForPickup: STAFF, outForDelivery: STAFF, cancelled: STAFF_OR_SYSTEM, withdrawn: WITHDRAWERS },
  processing: { readyForPickup: STAFF, outForDelivery: STAFF, cancelled: STAFF_OR_SYSTEM, withdrawn: WITHDRAWERS },
  readyForPickup: { completed: STAFF, processing: STAFF, cancelled: STAFF, withdrawn: WITHDRAWERS },
  // Back to processing: nobody was home, or the delivery was refused; it is planned again.
  outForDelivery: { completed: STAFF, processing: STAFF, withdrawn: WITHDRAWERS },
  completed: { withdrawn: WITHDRAWERS, returned: STAFF },
  withdrawn: { returned: STAFF },
  cancelled: {},
  returned: {},
};

/**
 * Rule: the payment changes, from → to → who. The provider's news is the
 * shop's (system); staff record a payment made at the door, at the counter or
 * by a transfer the provider does not see, and refund. A payment that arrives
 * after its term (expired → paid) is recorded, so that staff see money to
 * give back.
 */
export const PAYMENT_TRANSITIONS: Table<PaymentStatus> = {
  open: { pending: ["system"], paid: ["system"], failed: ["system"], expired: ["system"] },
  pending: { paid: STAFF_OR_SYSTEM, open: ["system"], failed: ["system"], expired: ["system"] },
  // The customer pays again ("Betaal alsnog"): a new attempt opens.
  failed: { open: ["customer", "system"], pending: ["system"], paid: ["system"], expired: ["system"] },
  expired: { paid: ["system"] },
  paid: { partiallyRefunded: STAFF_OR_SYSTEM, refunded: STAFF_OR_SYSTEM },
  partiallyRefunded: { partiallyRefunded: STAFF_OR_SYSTEM, refunded: STAFF_OR_SYSTEM },
  refunded: {},
};

export interface StatusFacts {
  deliveryType: string;
  paymentMethod: string;
  paymentStatus: string;
  fulfilmentStatus: string;
}

export type ChangeVerdict = { allowed: true } | { allowed: false; reason: string };

/** Pin at the door or at the counter: the goods go out before the money is in. */
export function paidOnHandOver(paymentMethod: string): boolean {
  return paymentMethod === "pinOnDelivery" || paymentMethod === "pinOnPickup";
}

const MONEY_IN: ReadonlySet<string> = new Set<PaymentStatus>(["paid", "partiallyRefunded", "refunded"]);

/** Rule: the money came in (some or all of it may have gone back since). */
export function moneyCameIn(paymentStatus: string): boolean {
  return MONEY_IN.has(paymentStatus);
}

function actorName(actor: StatusActor): string {
  return { customer: "de klant", staff: "een medewerker", admin: "een beheerder", system: "de winkel zelf" }[actor];
}

/** Rule: whether `actor` may move the order's fulfilment to `to`, and if not, why (in words for the one who tried). */
export function fulfilmentChange(order: StatusFacts, to: FulfilmentStatus, actor: StatusActor): ChangeVerdict {
  const from = order.fulfilmentStatus as FulfilmentStatus;
  const label = `${FULFILMENT_STATUS_LABELS[from] ?? from} → ${FULFILMENT_STATUS_LABELS[to]}`;
  const actors = FULFILMENT_TRANSITIONS[from]?.[to];
  if (!actors) return { allowed: false, reason: `Een bestelling met de status ${FULFILMENT_STATUS_LABELS[from] ?? from} kan niet naar ${FULFILMENT_STATUS_LABELS[to]}.` };
  if (!actors.includes(actor)) return { allowed: false, reason: `De wijziging ${label} mag niet door ${actorName(actor)} worden gedaan.` };
  const pickUp = order.deliveryType === "pickUp";
  if (to === "readyForPickup" && !pickUp) return { allowed: false, reason: "Deze bestelling wordt bezorgd, niet afgehaald." };
  if (to === "outForDelivery" && pickUp) return { allowed: false, reason: "Deze bestelling wordt afgehaald, niet bezorgd." };
  // Goods leave (or are set aside) only for money that is in, or that is paid on the spot when they are handed over.
  if ((to === "readyForPickup" || to === "outForDelivery") && !moneyCameIn(order.paymentStatus) && !paidOnHandOver(order.paymentMethod)) {
    return { allowed: false, reason: "De betaling is nog niet binnen: deze bestelling kan nog niet mee." };
  }
  if (to === "completed" && !moneyCameIn(order.paymentStatus)) {
    return { allowed: false, reason: pickUp ? "Registreer eerst de pinbetaling aan de balie." : "Registreer eerst de pinbetaling aan de deur." };
  }
  return { allowed: true };
}

/** Rule: whether `actor` may move the order's payment to `to`, and if not, why. */
export function paymentChange(order: StatusFacts, to: PaymentStatus, actor: StatusActor): ChangeVerdict {
  const from = order.paymentStatus as PaymentStatus;
  const actors = PAYMENT_TRANSITIONS[from]?.[to];
  if (!actors) return { allowed: false, reason: `Een betaling met de status ${PAYMENT_STATUS_LABELS[from] ?? from} kan niet naar ${PAYMENT_STATUS_LABELS[to]}.` };
  if (!actors.includes(actor)) return { allowed: false, reason: `De wijziging ${PAYMENT_STATUS_LABELS[from]} → ${PAYMENT_STATUS_LABELS[to]} mag niet door ${actorName(actor)} worden gedaan.` };
  // Staff record only what the provider cannot see: pin, and a transfer that reached the account directly.
  if (to === "paid" && actor !== "system" && !paidOnHandOver(order.paymentMethod) && order.paymentMethod !== "banktransfer") {
    return { allowed: false, reason: "Een online betaling meldt de betaalprovider zelf." };
  }
  if (to === "paid" && (order.fulfilmentStatus === "cancelled" || order.fulfilmentStatus === "withdrawn") && actor !== "system") {
    return { allowed: false, reason: "Deze bestelling is geannuleerd of herroepen: er valt niets meer te betalen." };
  }
  return { allowed: true };
}

/** The fulfilment statuses `actor` can move the order to now, in the table's order. */
export function allowedFulfilmentChanges(order: StatusFacts, actor: StatusActor): FulfilmentStatus[] {
  return FULFILMENT_STATUSES.filter((to) => fulfilmentChange(order, to, actor).allowed);
}

/** The payment statuses `actor` can move the order to now (refunds are asked for by amount, so they are not offered here). */
export function allowedPaymentChanges(order: StatusFacts, actor: StatusActor): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((to) => to !== "refunded" && to !== "partiallyRefunded" && paymentChange(order, to, actor).allowed);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isFulfilmentStatus(value: string): value is FulfilmentStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(value);
}

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  open: "Betaling gestart",
  pending: "Wacht op betaling",
  paid: "Betaald",
  failed: "Betaling mislukt",
  expired: "Betaaltermijn verlopen",
  refunded: "Terugbetaald",
  partiallyRefunded: "Deels terugbetaald",
};

export const FULFILMENT_STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  new: "Nieuw",
  processing: "In behandeling",
  readyForPickup: "Klaar voor afhalen",
  outForDelivery: "Onderweg",
  completed: "Afgerond",
  cancelled: "Geannuleerd",
  withdrawn: "Herroepen",
  returned: "Retour ontvangen",
};

/**
 * Rule: how the provider's word for one payment attempt becomes the order's
 * payment status. A failed, cancelled or expired attempt leaves the order
 * `failed`: the customer may pay again until the order's own term runs out,
 * which is what `expired` means for an order.
 */
export function paymentStatusOfAttempt(attempt: string, paymentMethod: string): PaymentStatus {
  switch (attempt) {
    case "paid":
      return "paid";
    case "open":
      return paymentMethod === "banktransfer" ? "pending" : "open";
    case "pending":
    case "authorized":
      return "pending";
    default:
      return "failed";
  }
}
