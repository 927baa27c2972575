/**
 * What an admin sends to plan deliveries (issue 20, decisions §12): a special
 * date (a day without deliveries or pick-up) and a delivery rule (on which
 * weekdays a country or postal code range gets deliveries). POST and PUT take
 * the whole record; PUT replaces it.
 */
import { z } from "zod";

import { parseIsoDay } from "@/domain/delivery/days";

import { formNumber } from "./form-text";

export const DELIVERY_PLANNING_BODY_LIMIT = 4096;

const country = z.enum(["NL", "BE"], "country moet NL of BE zijn");
const name = (label: string, max: number) =>
  z.string(`${label} is verplicht`).trim().min(1, `${label} is verplicht`).max(max, `${label} mag hoogstens ${max} tekens lang zijn`);

export const specialDateInputSchema = z.object({
  date: z
    .string("date is verplicht, als JJJJ-MM-DD")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "date moet een datum zijn als JJJJ-MM-DD, bijvoorbeeld 2026-12-24")
    .refine((value) => parseIsoDay(value) !== null, "date is geen bestaande datum"),
  // Absent or null: the day closes both countries.
  country: z.preprocess((value) => (value === "" ? null : value), country.nullable()).optional(),
  name: name("name", 100),
});

export type SpecialDateInput = z.output<typeof specialDateInputSchema>;

/** The first four digits of a postal code (NL 1000-9999, BE 1000-9999). */
const postalCodeDigits = (label: string) =>
  z
    .preprocess(
      (value) => formNumber(value === "" ? null : value),
      z.number(`${label} moet vier cijfers zijn`).int(`${label} moet vier cijfers zijn`).min(1000, `${label} moet vier cijfers zijn, 1000 tot 9999`).max(9999, `${label} moet vier cijfers zijn, 1000 tot 9999`).nullable(),
    )
    .optional();

export const deliveryRuleInputSchema = z
  .object({
    country,
    postalCodeFrom: postalCodeDigits("postalCodeFrom"),
    postalCodeTo: postalCodeDigits("postalCodeTo"),
    weekdays: z
      .array(z.preprocess(formNumber, z.number("Een weekdag is een getal van 1 (maandag) tot 7 (zondag)").int("Een weekdag is een getal van 1 (maandag) tot 7 (zondag)").min(1, "Een weekdag is een getal van 1 (maandag) tot 7 (zondag)").max(7, "Een weekdag is een getal van 1 (maandag) tot 7 (zondag)")), "weekdays moet een lijst van weekdagen zijn")
      .min(1, "Kies minstens één bezorgdag")
      .max(7, "Een week heeft zeven dagen")
      .refine((days) => new Set(days).size === days.length, "Noem elke weekdag één keer"),
    description: name("description", 200),
  })
  .superRefine((rule, context) => {
    const from = rule.postalCodeFrom ?? null;
    const to = rule.postalCodeTo ?? null;
    if ((from === null) !== (to === null)) {
      context.addIssue({ code: "custom", path: [from === null ? "postalCodeFrom" : "postalCodeTo"], message: "Vul beide postcodes van het gebied in, of geen van beide voor het hele land" });
    } else if (from !== null && to !== null && from > to) {
      context.addIssue({ code: "custom", path: ["postalCodeTo"], message: "postalCodeTo mag niet voor postalCodeFrom liggen" });
    }
  });

export type DeliveryRuleInput = z.output<typeof deliveryRuleInputSchema>;
