/**
 * Checking one checkout field on blur with the shared schema (src/schemas/cart-input.ts,
 * the same one the API uses) plus what the checkout adds: required fields and
 * the country's postal code. The schema's messages name the API field
 * ("shippingPostalCode is ongeldig, ..."); a customer gets the Dutch label. Pure.
 */
import { vatNumberFormatProblem } from "@/domain/checkout/vat-number-message";
import { cartFieldsSchema } from "@/schemas/cart-input";

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

const DUTCH_POSTAL_CODE = /^[1-9]\d{3} [A-Z]{2}$/;
const BELGIAN_POSTAL_CODE = /^[1-9]\d{3}$/;

function invalidMessage(field: SchemaField, schemaMessage: string, country: Country, input?: unknown): string {
  const label = fieldLabel(field);
  if (field === "emailAddress") return CHECKOUT_COPY.invalid.emailAddress;
  if (field === "phoneNumber") return CHECKOUT_COPY.invalid.phoneNumber;
  if (field === "vatNumber") return (typeof input === "string" ? vatNumberFormatProblem(input) : null) ?? CHECKOUT_COPY.invalid.vatNumber;
  if (field.endsWith("PostalCode")) return country === "BE" ? CHECKOUT_COPY.invalid.postalCodeBE : CHECKOUT_COPY.invalid.postalCodeNL;
  if (field.endsWith("HouseNumber")) return CHECKOUT_COPY.invalid.houseNumber;
  const max = /hoogstens (\d+)/.exec(schemaMessage)?.[1];
  if (max) return CHECKOUT_COPY.invalid.tooLong(label, max);
  return CHECKOUT_COPY.invalid.generic(label);
}

export interface FieldCheck<T = unknown> {
  /** The value as the schema normalises it ("2311gj" → "2311 GJ"); the input when it is invalid. */
  value: T;
  error: string | null;
}

/** Checks one field: required-ness, the schema, and for a postal code the country's form. */
export function checkField(field: SchemaField, input: unknown, options: { required?: boolean; country?: Country } = {}): FieldCheck {
  const country = options.country ?? "NL";
  const empty = input === undefined || input === null || (typeof input === "string" && input.trim() === "");
  if (empty) return { value: typeof input === "string" ? "" : input, error: options.required ? CHECKOUT_COPY.required(fieldLabel(field)) : null };
  const result = cartFieldsSchema.shape[field].safeParse(input);
  if (!result.success) return { value: input, error: invalidMessage(field, result.error.issues[0]?.message ?? "", country, input) };
  const value = result.data;
  // The schema takes any two letters and a few characters; the form of a real VAT number is checked here, before VIES is asked.
  if (field === "vatNumber" && typeof value === "string") {
    const problem = vatNumberFormatProblem(value);
    if (problem) return { value, error: problem };
  }
  if (field.endsWith("PostalCode") && typeof value === "string" && !(country === "BE" ? BELGIAN_POSTAL_CODE : DUTCH_POSTAL_CODE).test(value)) {
    return { value, error: invalidMessage(field, "", country) };
  }
  return { value, error: null };
}

/** Checks a set of text fields at once (on "Verder"); answers the normalised values and the errors by field. */
export function checkFields(
  values: Readonly<Record<string, unknown>>,
  rules: Readonly<Partial<Record<SchemaField, { required?: boolean; country?: Country }>>>,
): { values: Record<string, unknown>; errors: Record<string, string> } {
  const normalised: Record<string, unknown> = { ...values };
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules) as [SchemaField, { required?: boolean; country?: Country }][]) {
    const check = checkField(field, values[field], rule);
    normalised[field] = check.value;
    if (check.error) errors[field] = check.error;
  }
  return { values: normalised, errors };
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
