/**
 * What `POST /api/quotes/` takes (issue 22, point 1): what the customer wants,
 * who they are, where and when, as JSON or as the fields of a multipart form
 * (every value then text). Each field has its own Dutch message, so the form
 * puts it beside that field; the page's form checks with the same schema.
 *
 * The preferred week depends on the day: `quoteRequestSchemaFor(today)`.
 */
import { z } from "zod";

import { type Day } from "@/domain/delivery/days";
import { QUOTE_KINDS } from "@/domain/quotes/quote-request";
import { isPreferredWeekAllowed } from "@/domain/quotes/quote-weeks";

import { ADDRESS_COUNTRIES, normalisePostalCode } from "./address-lookup";
import { formNumber } from "./form-text";

/** The fields as JSON or form text: a few kilobytes of text at most (the files come on top, in a multipart form). */
export const QUOTE_REQUEST_BODY_LIMIT = 32 * 1024;

export const QUOTE_TEXT_LIMITS = { name: 50, companyName: 100, street: 100, city: 60, measurements: 2000, wishes: 4000 } as const;

const MAX_INT4 = 2_147_483_647;
const DUTCH_POSTAL_CODE = /^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/;
const BELGIAN_POSTAL_CODE = /^[1-9]\d{3}$/;

const blankToUndefined = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value);
/** A form's checkbox sends "on" (or "true"); JSON sends true. Absent is no. */
const checkbox = (value: unknown) => (value === "on" || value === "true" || value === "1" ? true : value === "false" || value === "" || value === undefined ? false : value);

const requiredText = (missing: string, max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string(missing).trim().min(1, missing).max(max, tooLong));

export const quoteRequestFields = {
  kind: z.enum(QUOTE_KINDS, "Kies wat je wilt: een keuken, inbouwapparaten of een verbouwing"),
  kitchenId: z.preprocess(
    (value) => formNumber(blankToUndefined(value)),
    z.number("Deze keuken kennen we niet").int("Deze keuken kennen we niet").positive("Deze keuken kennen we niet").max(MAX_INT4, "Deze keuken kennen we niet").optional(),
  ),
  firstName: requiredText("Vul je voornaam in", QUOTE_TEXT_LIMITS.name, `Je voornaam mag hoogstens ${QUOTE_TEXT_LIMITS.name} tekens lang zijn`),
  lastName: requiredText("Vul je achternaam in", QUOTE_TEXT_LIMITS.name, `Je achternaam mag hoogstens ${QUOTE_TEXT_LIMITS.name} tekens lang zijn`),
  emailAddress: z.preprocess(
    blankToUndefined,
    z.string("Vul je e-mailadres in").trim().max(254, "Dit e-mailadres is te lang").pipe(z.email("Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl")),
  ),
  phoneNumber: z.preprocess(
    blankToUndefined,
    z
      .string("Vul je telefoonnummer in, dan kunnen we je bellen over de offerte")
      .trim()
      .max(20, "Dit telefoonnummer is te lang")
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, "Vul een geldig telefoonnummer in, bijvoorbeeld 071 760 00 00 of +32 2 123 45 67"),
  ),
  company: z.preprocess(checkbox, z.boolean("Zakelijk is ja of nee")),
  companyName: z.preprocess(blankToUndefined, z.string("Vul de naam van je bedrijf in").trim().max(QUOTE_TEXT_LIMITS.companyName, `De bedrijfsnaam mag hoogstens ${QUOTE_TEXT_LIMITS.companyName} tekens lang zijn`).optional()),
  postalCode: z.preprocess(blankToUndefined, z.string("Vul je postcode in, bijvoorbeeld 2382 AS").max(10, "Deze postcode is te lang").transform(normalisePostalCode)),
  houseNumber: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : blankToUndefined(value)),
    z
      .string("Vul je huisnummer in, bijvoorbeeld 12")
      .trim()
      .max(16, "Dit huisnummer is te lang")
      .regex(/^[1-9]\d{0,5}(?:[ -]?[0-9A-Za-z][0-9A-Za-z /-]{0,9})?$/, "Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12 A"),
  ),
  street: requiredText("Vul je straat in", QUOTE_TEXT_LIMITS.street, `De straat mag hoogstens ${QUOTE_TEXT_LIMITS.street} tekens lang zijn`),
  city: requiredText("Vul je woonplaats in", QUOTE_TEXT_LIMITS.city, `De woonplaats mag hoogstens ${QUOTE_TEXT_LIMITS.city} tekens lang zijn`),
  country: z.preprocess((value) => blankToUndefined(value) ?? "NL", z.enum(ADDRESS_COUNTRIES, "Kies Nederland of België")),
  preferredWeek: z.preprocess(blankToUndefined, z.string("Kies een week uit de lijst").regex(/^\d{4}-W\d{2}$/, "Kies een week uit de lijst").optional()),
  measurements: z.preprocess(
    (value) => blankToUndefined(value) ?? "",
    z.string("De maten zijn tekst").trim().max(QUOTE_TEXT_LIMITS.measurements, `De maten mogen hoogstens ${QUOTE_TEXT_LIMITS.measurements} tekens lang zijn`),
  ),
  wishes: requiredText("Vertel ons kort wat je wilt", QUOTE_TEXT_LIMITS.wishes, `Je wensen mogen hoogstens ${QUOTE_TEXT_LIMITS.wishes} tekens lang zijn`),
};

/** The request's fields, checked for the shop's day `today` (the preferred week may not lie in the past). */
export function quoteRequestSchemaFor(today: Day) {
  // `when`: the rules across fields run even when another field failed, so one answer names every problem.
  return z.object(quoteRequestFields).superRefine((input, context) => {
    if (input.company === true && (typeof input.companyName !== "string" || input.companyName === "")) {
      context.addIssue({ code: "custom", path: ["companyName"], message: "Vul de naam van je bedrijf in" });
    }
    if (typeof input.postalCode === "string" && (ADDRESS_COUNTRIES as readonly unknown[]).includes(input.country)) {
      const valid = input.country === "NL" ? DUTCH_POSTAL_CODE.test(input.postalCode) : BELGIAN_POSTAL_CODE.test(input.postalCode);
      if (!valid) {
        context.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: input.country === "NL" ? "Vul een Nederlandse postcode in met vier cijfers en twee letters, bijvoorbeeld 2382 AS" : "Vul een Belgische postcode in met vier cijfers, bijvoorbeeld 1000",
        });
      }
    }
    if (typeof input.preferredWeek === "string" && /^\d{4}-W\d{2}$/.test(input.preferredWeek) && !isPreferredWeekAllowed(input.preferredWeek, today)) {
      context.addIssue({ code: "custom", path: ["preferredWeek"], message: "Deze week is al voorbij of bestaat niet; kies een week uit de lijst" });
    }
  }, { when: () => true });
}

export type QuoteRequestInput = z.output<ReturnType<typeof quoteRequestSchemaFor>>;
/** The fields as the form holds them (text, before checking). */
export type QuoteRequestFieldName = keyof typeof quoteRequestFields;
