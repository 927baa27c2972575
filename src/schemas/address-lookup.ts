/**
 * What `POST /api/carts/address/` takes, and what an address form may check in
 * the browser before asking: a postal code of the chosen country, a house number
 * and perhaps an addition. Shared so that both say the same in the same words.
 */
import { z } from "zod";

/** A lookup is a few short fields; anything larger is not a form. */
export const ADDRESS_LOOKUP_BODY_LIMIT = 4 * 1024;

export const ADDRESS_COUNTRIES = ["NL", "BE"] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

// Dutch "1234 AB" (never starting with 0, and without SA, SD, SS, which PostNL does
// not use), Belgian four digits (decisions §8).
const DUTCH_POSTAL_CODE = /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/;
const BELGIAN_POSTAL_CODE = /^[1-9]\d{3}$/;

/** "2382as", "2382 AS", " 2382  as " → "2382 AS"; a Belgian code stays as it is. */
export function normalisePostalCode(value: string): string {
  return value.trim().toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, "$1 $2");
}

const emptyToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);
// A form sends text, JSON may send a number: both are a house number.
const numberToText = (value: unknown) => (typeof value === "number" ? String(value) : value);

export const addressLookupSchema = z
  .object({
    postalCode: z.string("Vul een postcode in, bijvoorbeeld 2382 AS of 1000").transform(normalisePostalCode),
    houseNumber: z.preprocess(
      numberToText,
      z
        .string("Vul een huisnummer in, bijvoorbeeld 12")
        .trim()
        .regex(/^[1-9]\d{0,5}$/, "Vul een huisnummer in met alleen cijfers, bijvoorbeeld 12; een toevoeging zoals A gaat in het veld ernaast"),
    ),
    houseNumberAddition: z.preprocess(
      emptyToUndefined,
      z
        .string("Een toevoeging is tekst, bijvoorbeeld A")
        .trim()
        .max(10, "Een toevoeging heeft hoogstens 10 tekens")
        .regex(/^[0-9A-Za-z][0-9A-Za-z /-]*$/, "Een toevoeging bestaat uit letters en cijfers, bijvoorbeeld A of 2")
        .optional(),
    ),
    country: z.enum(ADDRESS_COUNTRIES, "Kies Nederland (NL) of België (BE)"),
  })
  .superRefine((input, context) => {
    // Checked against the country, so that a Belgian code in a Dutch form gets the Dutch example.
    // zod runs this even when a field failed; a missing country or code has its own message then.
    if (typeof input.postalCode !== "string" || !(ADDRESS_COUNTRIES as readonly unknown[]).includes(input.country)) return;
    const valid = input.country === "NL" ? DUTCH_POSTAL_CODE.test(input.postalCode) : BELGIAN_POSTAL_CODE.test(input.postalCode);
    if (!valid) {
      context.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: input.country === "NL" ? "Vul een Nederlandse postcode in met vier cijfers en twee letters, bijvoorbeeld 2382 AS" : "Vul een Belgische postcode in met vier cijfers, bijvoorbeeld 1000",
      });
    }
  });

export type AddressLookupInput = z.output<typeof addressLookupSchema>;
