/**
 * What the settings screen sends and how it reads a refusal, as pure
 * functions (issue 21, point 7): the five settings only, and the API's 422
 * per field as the form's errors, each under its own field.
 */
import { ApiFailure } from "../data/rest-mapping";

export const SHOP_SETTINGS_PATH = "/api/shop/settings/";
export const EDITABLE = ["smallOrderThreshold", "smallOrderFee", "pinOnDeliveryFee", "creditcardFee", "warrantyYears"] as const;

/** What the form sends: the five settings only (the answer's source and who saved it are not the form's). */
export function settingsBody(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(EDITABLE.map((name) => [name, values[name] ?? null]));
}

/** A refusal's fields as react-hook-form's errors, so each message shows under its field; null when it names none. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiFailure) || error.status !== 422) return null;
  return Object.keys(error.body.errors).length > 0 ? error.body.errors : null;
}
