/**
 * The details step's form (issue 5) as plain data: its values from the cart,
 * the rules per field (the shared schema plus what is required), and what goes
 * to the cart. Pure.
 */
import type { Cart, CartFieldsPatch } from "@/lib/cart/types";

import type { AddressPrefix } from "./address";
import type { Country, SchemaField } from "./field-validation";

const ADDRESS_TEXT = ["PostalCode", "HouseNumber", "HouseNumberAddition", "Street", "City"] as const;

export const DETAILS_TEXT_FIELDS = [
  "firstName",
  "lastName",
  "emailAddress",
  "phoneNumber",
  "companyName",
  "vatNumber",
  ...ADDRESS_TEXT.map((part) => `shipping${part}` as const),
  ...ADDRESS_TEXT.map((part) => `invoice${part}` as const),
] as const satisfies readonly SchemaField[];

export type DetailsTextField = (typeof DETAILS_TEXT_FIELDS)[number];

export type DetailsValues = Record<DetailsTextField, string> & {
  company: boolean;
  invoiceAddress: boolean;
  shippingCountry: Country;
  invoiceCountry: Country;
  shippingManualEntry: boolean;
  invoiceManualEntry: boolean;
};

const country = (value: unknown, fallback: Country): Country => (value === "NL" || value === "BE" ? value : fallback);

export function detailsValues(cart: Cart, defaultCountry: Country = "NL"): DetailsValues {
  const text = Object.fromEntries(DETAILS_TEXT_FIELDS.map((field) => [field, cart[field] == null ? "" : String(cart[field])])) as Record<DetailsTextField, string>;
  const shippingCountry = country(cart.shippingCountry, defaultCountry);
  return {
    ...text,
    company: cart.company === true,
    invoiceAddress: cart.invoiceAddress === true,
    shippingCountry,
    invoiceCountry: country(cart.invoiceCountry, shippingCountry),
    shippingManualEntry: cart.shippingManualEntry === true,
    invoiceManualEntry: cart.invoiceManualEntry === true,
  };
}

export type Rules = Partial<Record<SchemaField, { required?: boolean; country?: Country }>>;

function addressRules(prefix: AddressPrefix, countryOf: Country): Rules {
  return {
    [`${prefix}PostalCode`]: { required: true, country: countryOf },
    [`${prefix}HouseNumber`]: { required: true },
    [`${prefix}HouseNumberAddition`]: {},
    [`${prefix}Street`]: { required: true },
    [`${prefix}City`]: { required: true },
  };
}

/** Which fields count now, and which are required: the company's only when ordering as a business, the invoice address only when it differs. */
export function detailsRules(values: Pick<DetailsValues, "company" | "invoiceAddress" | "shippingCountry" | "invoiceCountry">): Rules {
  return {
    firstName: { required: true },
    lastName: { required: true },
    emailAddress: { required: true },
    phoneNumber: { required: true },
    ...(values.company ? { companyName: { required: true }, vatNumber: {} } : {}),
    ...addressRules("shipping", values.shippingCountry),
    ...(values.invoiceAddress ? addressRules("invoice", values.invoiceCountry) : {}),
  };
}

/** What the step saves: the checked values of the fields that count, the switches, the countries and how the address was entered. */
export function detailsPatch(values: DetailsValues, checked: Readonly<Record<string, unknown>>, rules: Rules): CartFieldsPatch {
  const patch: Record<string, unknown> = {
    company: values.company,
    invoiceAddress: values.invoiceAddress,
    shippingCountry: values.shippingCountry,
    shippingManualEntry: values.shippingManualEntry,
  };
  for (const field of Object.keys(rules)) patch[field] = checked[field];
  if (values.invoiceAddress) {
    patch.invoiceCountry = values.invoiceCountry;
    patch.invoiceManualEntry = values.invoiceManualEntry;
  }
  return patch as CartFieldsPatch;
}
