/**
 * The tag manager's queue (`window.dataLayer`) and the events the shop puts on
 * it. Events wait here; the tag manager itself loads only after cookie consent
 * (decisions §7). The cart's events (specification §7): add_to_cart and
 * remove_from_cart with GA4's item fields, currency EUR and a customer value.
 */
import { centsToEuros, eurosToCents } from "@/domain/money";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type DataLayerReader = (entry: object) => void;
/** Readers of the shop's own entries besides the tag manager: gtag.js, which reads only its commands (lib/consent/analytics-tag.ts). */
const readers = new Set<DataLayerReader>();

export function pushToDataLayer(...entries: object[]): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(...entries);
  for (const reader of readers) for (const entry of entries) reader(entry);
}

/**
 * Hands `reader` every entry the shop pushed so far, in order, and every later
 * one: so a tag that loads after consent still gets the events that waited.
 */
export function readDataLayer(reader: DataLayerReader): void {
  if (typeof window === "undefined") return;
  for (const entry of window.dataLayer ?? []) if (isShopEntry(entry)) reader(entry);
  readers.add(reader);
}

/** A plain object the shop pushed, as opposed to a gtag() command (an `arguments` object). */
function isShopEntry(entry: unknown): entry is object {
  return typeof entry === "object" && entry !== null && Object.prototype.toString.call(entry) === "[object Object]";
}

export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_ean: string;
  price: number;
  quantity: number;
  discount: number;
}

export interface CartEvent {
  event: "add_to_cart" | "remove_from_cart";
  ecommerce: { currency: "EUR"; value: number; items: DataLayerItem[] };
  /** Who the visitor is to the shop: a guest, or a logged-in role. */
  customer: { type: string; fingerprint: string | null };
}


export function cartEvent(event: CartEvent["event"], items: DataLayerItem[], customer: CartEvent["customer"]): CartEvent {
  // Summed in cents: euros added as floats drift (0.1 + 0.2).
  const value = centsToEuros(items.reduce((sum, item) => sum + (eurosToCents(item.price) - eurosToCents(item.discount)) * item.quantity, 0));
  return { event, ecommerce: { currency: "EUR", value, items }, customer };
}

export function pushCartEvent(payload: CartEvent): void {
  // GA4 asks to clear the previous ecommerce object first.
  pushToDataLayer({ ecommerce: null }, payload);
}
