/**
 * The field rules that every way of writing the catalogue shares (issue 21):
 * the back office's product form, the bulk actions, the CSV/XLSX import and
 * the shop's settings. One rule per kind of value, with the Dutch message a
 * member of staff reads beside the field; the form and the import must refuse
 * the same values for the same reason.
 *
 * Amounts are euros in JSON (decisions §1: a number with at most two decimals,
 * or a spreadsheet's text "1.299,00" / "1299.00" / "12,50") and become integer
 * cents here, so nothing after the schema computes with floats.
 */
import { z } from "zod";

import { isValidEan13 } from "@/domain/catalogue/ean";
import { parseIsoDay } from "@/domain/delivery/days";

/** The most any amount in the catalogue may be: a kitchen, not a house. */
export const MAX_CATALOGUE_EUROS = 1_000_000;

/**
 * Text a spreadsheet or a form sends for an amount, as a number of euros:
 * "1299", "1299.5", "1.299,50", "12,50", "€ 12,50". Anything else is passed on
 * unchanged, for the number check to refuse with its message.
 */
export function euroText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.replace(/€/g, "").replace(/\s+/g, "");
  if (/^\d{1,7}([.,]\d{1,2})?$/.test(text)) return Number(text.replace(",", "."));
  // Dutch thousands with dots and decimals with a comma: 1.299,00
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) return Number(text.replace(/\./g, "").replace(",", "."));
  return value;
}

const hasAtMostTwoDecimals = (euros: number) => Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6;

/** An amount in euros (zero allowed), as integer cents. */
export const euroCents = (label: string) =>
  z.preprocess(
    euroText,
    z
      .number(`${label}: geef een bedrag in euro's, bijvoorbeeld 499.00`)
      .min(0, `${label} kan niet negatief zijn`)
      .max(MAX_CATALOGUE_EUROS, `${label} is te hoog`)
      .refine(hasAtMostTwoDecimals, `${label} heeft hoogstens twee decimalen`)
      .transform((euros) => Math.round(euros * 100)),
  );

/** An amount that may be absent: null, an empty field or an empty spreadsheet cell mean "none". */
export const optionalEuroCents = (label: string) => z.preprocess((value) => (value === "" || value === undefined ? null : value), euroCents(label).nullable());

/** EAN-13 with its check digit (GS1). */
export const eanField = z
  .string("EAN is verplicht: dertien cijfers")
  .trim()
  .regex(/^\d{13}$/, "EAN moet uit precies dertien cijfers bestaan")
  .refine(isValidEan13, "EAN klopt niet: het controlecijfer (het laatste cijfer) hoort anders te zijn");

/** The last part of a product's address: lower-case letters, digits and single hyphens. */
export const slugField = z
  .string("Slug is verplicht")
  .trim()
  .min(2, "Slug is te kort")
  .max(120, "Slug mag hoogstens 120 tekens lang zijn")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug mag alleen kleine letters, cijfers en enkele streepjes bevatten, zoals bosch-wgg244a9nl");

/** A calendar day as JJJJ-MM-DD; empty means none. */
export const optionalIsoDay = (label: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z
      .string(`${label} moet een datum zijn als JJJJ-MM-DD`)
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} moet een datum zijn als JJJJ-MM-DD, bijvoorbeeld 2026-12-24`)
      .refine((day) => parseIsoDay(day) !== null, `${label} is geen bestaande datum`)
      .nullable(),
  );

/** A count of appliances in stock: a whole number from 0. */
export const stockCount = (label: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : value),
    z.number(`${label} moet een heel getal zijn`).int(`${label} moet een heel getal zijn`).min(0, `${label} kan niet negatief zijn`).max(999_999, `${label} is te hoog`),
  );

/** Yes or no, also as a spreadsheet writes it (ja/nee, true/false, 1/0). */
export const yesNo = (label: string) =>
  z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const text = value.trim().toLowerCase();
    if (["ja", "true", "1", "waar", "yes"].includes(text)) return true;
    if (["nee", "false", "0", "onwaar", "no", ""].includes(text)) return false;
    return value;
  }, z.boolean(`${label} moet ja of nee zijn`));

/** Required text of at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z.string(`${label} is verplicht`).trim().min(1, `${label} is verplicht`).max(max, `${label} mag hoogstens ${max} tekens lang zijn`);
