/**
 * The checkout's field names and messages, without the schema: the schema's and the
 * API's messages name the API field ("shippingPostalCode is ongeldig, ..."); a
 * customer gets the Dutch label. The checks themselves are in field-checks.ts, which
 * brings zod and is loaded when the customer first touches a field. Pure.
 */
import type { cartFieldsSchema } from "@/schemas/cart-input";

import { CHECKOUT_COPY } from "./copy";

export type SchemaField = keyof typeof cartFieldsSchema.shape;
export type Country = "NL" | "BE";

/** The Dutch label of an API field: `shippingPostalCode` → "Postcode". */
export function fieldLabel(field: string): string {
  const name = field.split(".")[0] ?? field;
  const bare = name.replace(/^(shipping|invoice)(?=[A-Z])/, "");
  const key = bare.charAt(0).toLowerCase() + bare.slice(1);
  const labels: Readonly<Record<string, string | undefined>> = CHECKOUT_COPY.labels;
  return labels[key] ?? labels[name] ?? name;
}

/** A message of the API or the schema, with the API field name at its start replaced by the label. */
export function customerMessage(field: string | undefined, message: string): string {
  if (!field) return message;
  const name = field.split(".")[0] ?? field;
  return message.startsWith(`${name} `) ? `${fieldLabel(name)}${message.slice(name.length)}` : message;
}

/**
 * The fields that differ from the cart, for a PUT that sends only those; an
 * emptied text goes as null (clears it), an untouched absent field not at all.
 */
export function changedFields(values: object, cart: object): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const next = typeof value === "string" && value.trim() === "" ? null : value;
    const before: unknown = Reflect.get(cart, field) ?? null;
    if (next !== before) changes[field] = next;
  }
  return changes;
}
