/**
 * The read side counts in cents; JSON carries euros with at most two decimals
 * (decisions §1). Every field named `…Cents` leaves the API renamed without the
 * suffix and converted, so a new money field cannot slip out in cents:
 * `{ priceCents: 54995 }` becomes `{ price: 549.95 }`.
 */
import { centsToEuros } from "@/domain/money";

type WithoutCents<K> = K extends `${infer Base}Cents` ? Base : K;

export type InEuros<T> = T extends readonly (infer Item)[]
  ? InEuros<Item>[]
  : T extends object
    ? { [K in keyof T as WithoutCents<K>]: InEuros<T[K]> }
    : T;

export function inEuros<T>(value: T): InEuros<T> {
  return convert(value) as InEuros<T>;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const money = key.endsWith("Cents") && key.length > 5;
    if (money && typeof field === "number") result[key.slice(0, -5)] = centsToEuros(field);
    else if (money && field === null) result[key.slice(0, -5)] = null;
    else result[key] = convert(field);
  }
  return result;
}
