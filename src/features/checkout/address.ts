/**
 * The address look-up of the details step (issue 5): POST /api/carts/address/
 * finds street and city from a Dutch postal code and house number (PDOK on the
 * server). Pure parts here, the hook in use-address-lookup.ts.
 */
import type { CheckField } from "./field-checks";
import type { Country } from "./field-validation";

export type AddressPrefix = "shipping" | "invoice";

export interface AddressLookupInput {
  postalCode: string;
  houseNumber: string;
  houseNumberAddition: string | null;
  country: Country;
}

export type AddressLookupAnswer =
  | { status: "found"; street: string; city: string; postalCode: string; houseNumber: string; houseNumberAddition: string | null; additions: string[] }
  | { status: "notFound" }
  | { status: "unavailable" }
  | { status: "manual" };

export type AddressLookupState = { status: "idle" } | { status: "loading" } | AddressLookupAnswer;

/**
 * What to ask, once both postal code and house number are valid; null when there is nothing to ask (yet), or for Belgium.
 * `checkField` is handed in (null until the checks are loaded, use-field-checks.ts), so that this stays free of zod.
 */
export function addressLookupInput(checkField: CheckField | null, country: Country, postalCode: string, houseNumber: string, houseNumberAddition: string): AddressLookupInput | null {
  if (country !== "NL" || checkField === null) return null;
  const postal = checkField("shippingPostalCode", postalCode, { required: true, country });
  const number = checkField("shippingHouseNumber", houseNumber, { required: true, country });
  const addition = checkField("shippingHouseNumberAddition", houseNumberAddition);
  if (postal.error || number.error || addition.error) return null;
  return { postalCode: String(postal.value), houseNumber: String(number.value), houseNumberAddition: addition.value ? String(addition.value) : null, country };
}

/** Street and city are typed in by the customer: chosen so, in Belgium, or when the look-up could not help. */
export function needsManualAddress(country: Country, manualEntry: boolean, lookup: AddressLookupState): boolean {
  return manualEntry || country === "BE" || lookup.status === "notFound" || lookup.status === "unavailable" || lookup.status === "manual";
}

/**
 * The errors of a submit, less those the shopper cannot act on yet: while the
 * street and city come from the lookup (a Dutch address, not typed by hand), a
 * missing or wrong postal code or house number is what to fix, and "Vul je
 * straat in" beside it would suggest typing what the lookup will fill in.
 */
export function errorsToShow(errors: Readonly<Record<string, string>>, manual: Readonly<Record<AddressPrefix, boolean>>): Record<string, string> {
  const shown = { ...errors };
  for (const prefix of ["shipping", "invoice"] as const) {
    if (manual[prefix] || !(shown[addressField(prefix, "PostalCode")] || shown[addressField(prefix, "HouseNumber")])) continue;
    delete shown[addressField(prefix, "Street")];
    delete shown[addressField(prefix, "City")];
  }
  return shown;
}

/** The six address fields of a prefix, as the cart names them. */
export const addressField = (prefix: AddressPrefix, part: "Street" | "HouseNumber" | "HouseNumberAddition" | "PostalCode" | "City" | "Country" | "ManualEntry") =>
  `${prefix}${part}` as const;
