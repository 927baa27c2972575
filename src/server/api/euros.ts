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

/** Each key's euro name (null: not money), worked out once: a listing has thousands of keys and a few dozen names. */
const euroNames = new Map<string, string | null>();
const MAX_REMEMBERED_NAMES = 5000;

function euroName(key: string): string | null {
  let name = euroNames.get(key);
  if (name === undefined) {
    name = key.length > 5 && key.endsWith("Cents") ? key.slice(0, -5) : null;
    if (euroNames.size < MAX_REMEMBERED_NAMES) euroNames.set(key, name);
  }
  return name;
}

function convert(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map(convert);
  if (value instanceof Date) return value;
  const result: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const field = source[key];
    const name = euroName(key);
    if (name !== null && typeof field === "number") result[name] = centsToEuros(field);
    else if (name !== null && field === null) result[name] = null;
    else result[key] = convert(field);
  }
  return result;
}
