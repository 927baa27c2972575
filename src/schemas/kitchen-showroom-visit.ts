/**
 * What a guest sends to POST /api/showroom-visits/ (a visit to the showroom in
 * Zoeterwoude), as JSON or as a form: name, e-mail address, phone number, the
 * preferred day and part of it, the kitchens of interest and a message. Whether
 * the day can be planned (opening hours, closed days) is the domain's rule,
 * checked by the use case against the shop's calendar.
 */
import { z } from "zod";

import { VISIT_PARTS_OF_DAY } from "@/domain/kitchens/showroom-visit";

import { newsletterEmailAddress } from "./newsletter";

export const SHOWROOM_VISIT_BODY_LIMIT = 8 * 1024;

export const SHOWROOM_VISIT_MESSAGES = {
  name: "Vul je naam in",
  phone: "Vul een telefoonnummer in waarop we je kunnen bellen, bijvoorbeeld 06 12345678",
  day: "Kies de dag waarop je wilt komen",
  partOfDay: "Kies ochtend, middag of avond",
  kitchens: "Kies keukens uit de lijst",
  message: "Je bericht is te lang (maximaal 1000 tekens)",
} as const;

/** One id from JSON, or from a form (text), as a positive whole number. */
const kitchenId = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number(SHOWROOM_VISIT_MESSAGES.kitchens).int(SHOWROOM_VISIT_MESSAGES.kitchens).positive(SHOWROOM_VISIT_MESSAGES.kitchens).max(2_147_483_647, SHOWROOM_VISIT_MESSAGES.kitchens),
);

export const showroomVisitSchema = z.object({
  name: z.string(SHOWROOM_VISIT_MESSAGES.name).trim().min(2, SHOWROOM_VISIT_MESSAGES.name).max(100, SHOWROOM_VISIT_MESSAGES.name),
  emailAddress: newsletterEmailAddress,
  phoneNumber: z
    .string(SHOWROOM_VISIT_MESSAGES.phone)
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, SHOWROOM_VISIT_MESSAGES.phone),
  preferredDay: z.string(SHOWROOM_VISIT_MESSAGES.day).regex(/^\d{4}-\d{2}-\d{2}$/, SHOWROOM_VISIT_MESSAGES.day),
  partOfDay: z.enum(VISIT_PARTS_OF_DAY, SHOWROOM_VISIT_MESSAGES.partOfDay),
  /** A form sends one value per ticked box, or one when only one is ticked. */
  kitchenIds: z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(kitchenId, SHOWROOM_VISIT_MESSAGES.kitchens).max(12, SHOWROOM_VISIT_MESSAGES.kitchens))
    .transform((ids) => [...new Set(ids)]),
  message: z
    .string(SHOWROOM_VISIT_MESSAGES.message)
    .trim()
    .max(1000, SHOWROOM_VISIT_MESSAGES.message)
    .optional()
    .transform((text) => (text ? text : null)),
});

export type ShowroomVisitInput = z.output<typeof showroomVisitSchema>;
