/**
 * Schemas for path segments. Ids are digits only: `z.coerce.number()` would take
 * "0x1f", "1e3" or " 7" and look up a product nobody asked for.
 */
import { z } from "zod";

import { MAX_INT4 } from "@/server/db/ids";

/** A positive database id (PostgreSQL `integer`), as text in the path. */
export function idParam(name: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, `${name} moet een positief geheel getal zijn`)
    .transform(Number)
    .refine((value) => value <= MAX_INT4, `${name} is te groot`);
}

/** A slug or code in the path: lower-case letters, digits and dashes. */
export function slugParam(name: string) {
  return z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${name} bestaat uit kleine letters, cijfers en streepjes`).max(100, `${name} is te lang`);
}
