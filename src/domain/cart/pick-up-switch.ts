/**
 * Switching between delivery and pick-up (issue 19, point 3). Pick-up and the
 * services that come with a delivery exclude each other (specification §4):
 * installation and extra service are done at the customer's home, and the old
 * appliance is taken back at the door. So choosing pick-up drops them; the
 * customer is told first what is dropped, and the choices are remembered (a cart
 * field, `deliveryChoicesBeforePickUp`, so that a reload keeps them), so that
 * choosing delivery again brings them back. Extra warranty is no delivery
 * service: it stays. Pure; generic over the item type, so the browser's items
 * and the server's follow the same rule.
 */
import { formatEuro } from "../money";
import { OPTION_LABELS } from "./option-labels";
import type { ItemKey, ItemOptions } from "./types";

/** The item options that only a delivery can have (extra warranty is not one). */
export const DELIVERY_ONLY_SERVICES = ["assembly", "extraService"] as const;
export type DeliveryOnlyService = (typeof DELIVERY_ONLY_SERVICES)[number];

/** What pick-up set aside: per item the services it had, and whether the old appliance was to be taken back. */
export interface DeliveryChoicesBeforePickUp {
  items: Record<ItemKey, DeliveryOnlyService[]>;
  takeRetour: boolean;
}

interface WithOptions {
  options: ItemOptions;
}

/** The cart as this rule sees it: its items' options, the take-back choice and the amounts the services cost now. */
export interface SwitchableCart<Item extends WithOptions> {
  items: Readonly<Record<ItemKey, Item>>;
  takeRetour: boolean | null;
  /** The cart's totals of the two services, in cents (what is dropped is what the customer pays for them now). */
  totals: { assemblyTotal: number; extraServiceTotal: number };
}

export type DroppedByPickUp =
  | { kind: DeliveryOnlyService; cents: number }
  | { kind: "takeRetour"; cents: 0 };

/** Rule: pick-up drops installation and extra service (with what they cost now) and the take-back of the old appliance; nothing else. */
export function whatPickUpDrops<Item extends WithOptions>(cart: SwitchableCart<Item>): DroppedByPickUp[] {
  const all = Object.values(cart.items);
  const dropped: DroppedByPickUp[] = [];
  if (all.some((item) => item.options.assembly)) dropped.push({ kind: "assembly", cents: cart.totals.assemblyTotal });
  if (all.some((item) => item.options.extraService)) dropped.push({ kind: "extraService", cents: cart.totals.extraServiceTotal });
  if (cart.takeRetour === true) dropped.push({ kind: "takeRetour", cents: 0 });
  return dropped;
}

/** Rule: choosing pick-up asks first only when it drops something the customer chose. */
export function pickUpNeedsConfirmation<Item extends WithOptions>(cart: SwitchableCart<Item>): boolean {
  return whatPickUpDrops(cart).length > 0;
}

export interface PickUpSwitch<Item> {
  items: Record<ItemKey, Item>;
  takeRetour: boolean;
  deliveryChoicesBeforePickUp: DeliveryChoicesBeforePickUp | null;
}

/**
 * Rule: choosing pick-up turns pick-up on for the given items (every item, in
 * the checkout; the one ticked, in the cart), turns installation and extra
 * service off on every item and the take-back off, and remembers exactly what
 * was on. Nothing on, nothing remembered.
 */
export function choosePickUp<Item extends WithOptions>(cart: Omit<SwitchableCart<Item>, "totals">, pickUpKeys: readonly ItemKey[]): PickUpSwitch<Item> {
  const remembered: Record<ItemKey, DeliveryOnlyService[]> = {};
  const items: Record<ItemKey, Item> = {};
  for (const [key, item] of Object.entries(cart.items)) {
    const services = DELIVERY_ONLY_SERVICES.filter((service) => item.options[service]);
    if (services.length) remembered[key] = services;
    items[key] = { ...item, options: { ...item.options, assembly: false, extraService: false, pickUpDiscount: item.options.pickUpDiscount || pickUpKeys.includes(key) } };
  }
  const takeRetour = cart.takeRetour === true;
  const anything = Object.keys(remembered).length > 0 || takeRetour;
  return { items, takeRetour: false, deliveryChoicesBeforePickUp: anything ? { items: remembered, takeRetour } : null };
}

/**
 * Rule: choosing delivery turns pick-up off on every item and brings back what
 * pick-up set aside: each remembered service on the items still in the cart
 * whose product still offers it, and the take-back. The memory is used up.
 */
export function chooseDelivery<Item extends WithOptions>(
  cart: Pick<SwitchableCart<Item>, "items" | "takeRetour">,
  remembered: DeliveryChoicesBeforePickUp | null,
  offers: (key: ItemKey, service: DeliveryOnlyService) => boolean,
): PickUpSwitch<Item> {
  const items: Record<ItemKey, Item> = {};
  for (const [key, item] of Object.entries(cart.items)) {
    const options = { ...item.options, pickUpDiscount: false };
    for (const service of remembered?.items[key] ?? []) if (offers(key, service)) options[service] = true;
    items[key] = { ...item, options };
  }
  return { items, takeRetour: remembered?.takeRetour === true || cart.takeRetour === true, deliveryChoicesBeforePickUp: null };
}

/** What choosing delivery brought back, for the customer to hear: the services now on that were off. */
export function whatDeliveryRestored<Item extends WithOptions>(before: Pick<SwitchableCart<Item>, "items" | "takeRetour">, after: Pick<SwitchableCart<Item>, "items" | "takeRetour">): ("takeRetour" | DeliveryOnlyService)[] {
  const on = (cart: typeof before, service: DeliveryOnlyService) => Object.values(cart.items).some((item) => item.options[service]);
  const restored: ("takeRetour" | DeliveryOnlyService)[] = DELIVERY_ONLY_SERVICES.filter((service) => on(after, service) && !on(before, service));
  if (after.takeRetour === true && before.takeRetour !== true) restored.push("takeRetour");
  return restored;
}

/** The Dutch words of the switch (decisions §8). */
export const PICK_UP_SWITCH_COPY = {
  names: {
    assembly: OPTION_LABELS.assembly.toLowerCase(),
    extraService: OPTION_LABELS.extraService.toLowerCase(),
    takeRetour: "het meenemen van je oude apparaat",
  },
  free: "gratis",
  title: "Afhalen in plaats van bezorgen?",
  confirm: "Ja, ik haal het af",
  cancel: "Nee, laten bezorgen",
  restoredPrefix: "Weer aan:",
  afterwards: "Kies je later toch weer voor bezorgen, dan zetten we dit terug.",
} as const;

/** "Bij afhalen vervalt: installatie en montage (€ 79,00), het meenemen van je oude apparaat." */
export function pickUpDropSentence(dropped: readonly DroppedByPickUp[]): string {
  const parts = dropped.map((entry) => {
    const name = PICK_UP_SWITCH_COPY.names[entry.kind];
    if (entry.kind === "takeRetour") return name;
    return `${name} (${entry.cents > 0 ? formatEuro(entry.cents) : PICK_UP_SWITCH_COPY.free})`;
  });
  return `Bij afhalen vervalt: ${parts.join(", ")}.`;
}

/** "Weer aan: installatie en montage, het meenemen van je oude apparaat." */
export function deliveryRestoredSentence(restored: readonly ("takeRetour" | DeliveryOnlyService)[]): string {
  if (restored.length === 0) return "";
  return `${PICK_UP_SWITCH_COPY.restoredPrefix} ${restored.map((kind) => PICK_UP_SWITCH_COPY.names[kind]).join(", ")}.`;
}

/** Rule: the pick-up discount collecting gives: each item's pick-up discount times its quantity (as totals.ts counts it once pick-up is on); 0 when none applies. */
export function pickUpDiscountIfCollected(lines: Iterable<{ qty: number; pickUpDiscountCents: number | null }>): number {
  let cents = 0;
  for (const line of lines) cents += (line.pickUpDiscountCents ?? 0) * line.qty;
  return cents;
}
