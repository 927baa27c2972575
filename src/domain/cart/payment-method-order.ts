/**
 * The order the payment methods are offered in (issue 19, point 10): the
 * shopper's own bank method first (iDEAL for a Dutch address, Bancontact for a
 * Belgian one, as a shopper of that country expects), then card, the pin
 * methods, and bank transfer last, since the order waits for the transfer. The
 * rules of which methods a cart may use stay in payment-methods.ts.
 */
import type { Country, PaymentMethod } from "./payment-methods";

const HOME_METHOD: Record<Country, PaymentMethod> = { NL: "ideal", BE: "bancontact" };

const THEN: readonly PaymentMethod[] = ["ideal", "bancontact", "creditcard", "pinOnPickup", "pinOnDelivery", "banktransfer"];

/** Rule: the shipping country's own bank method first, then the rest in the shop's order; without an address the shop's own country (NL). */
export function inShoppersOrder<Method extends { id: PaymentMethod }>(methods: readonly Method[], country: Country | null | undefined): Method[] {
  const home = HOME_METHOD[country ?? "NL"];
  const rank = (id: PaymentMethod) => (id === home ? -1 : THEN.indexOf(id));
  return [...methods].sort((a, b) => rank(a.id) - rank(b.id));
}
