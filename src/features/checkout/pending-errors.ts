/**
 * Errors the server gave on placing the order for fields of an earlier step:
 * kept in sessionStorage when the customer follows the link to that step, which
 * shows them at its fields. Small and forgiving: no storage, no errors carried.
 */
import type { FieldError } from "./steps";

const KEY = "stekker-checkout-errors";

export function keepPendingErrors(errors: readonly FieldError[]): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(errors.filter((error) => error.field)));
  } catch {
    // not carried over
  }
}

/** The kept errors of the given fields, which are removed from the store. */
export function takePendingErrors(isMine: (field: string) => boolean): Record<string, string> {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return {};
    const errors = (JSON.parse(raw) as FieldError[]).filter((error) => typeof error?.field === "string" && typeof error.errorMessage === "string");
    const mine = errors.filter((error) => isMine(error.field as string));
    const rest = errors.filter((error) => !isMine(error.field as string));
    if (rest.length) globalThis.sessionStorage.setItem(KEY, JSON.stringify(rest));
    else globalThis.sessionStorage.removeItem(KEY);
    return Object.fromEntries(mine.map((error) => [error.field as string, error.errorMessage]));
  } catch {
    return {};
  }
}
