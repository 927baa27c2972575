/**
 * Checking one checkout field on blur with the shared schema (src/schemas/cart-input.ts,
 * the same one the API uses) plus what the checkout adds: required fields and
 * the country's postal code. Pure.
 *
 * This module brings zod (90 KB gzipped) to the browser: the steps load it when the
 * customer first touches a field (use-field-checks.ts), not with the page (issue 24).
 */
import { vatNumberFormatProblem } from "@/domain/checkout/vat-number-message";
import { cartFieldsSchema } from "@/schemas/cart-input";

import { CHECKOUT_COPY } from "./copy";
import { type Country, fieldLabel, type SchemaField } from "./field-validation";

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

/** The signature of `checkField`, for the pure parts that are handed it. */
export type CheckField = typeof checkField;
