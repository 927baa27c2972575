/**
 * What staff send to build and handle a quote (issue 22, point 2): the list's
 * query, the offer (lines, discounts, validity, note, the version read), sending
 * it, a change of status, and one line added from the shop's pages. Money in
 * euros at the edge, as the cart's; the server turns it into cents.
 */
import { z } from "zod";

import { MAX_QUANTITY_PER_ITEM } from "@/domain/cart/quantity";
import { parseIsoDay } from "@/domain/delivery/days";
import { QUOTE_STATUSES } from "@/domain/quotes/quote-status";

import { MAX_CART_ITEMS } from "./cart-input";
import { formFlag, formNumber } from "./form-text";

export const QUOTE_OFFER_BODY_LIMIT = 64 * 1024;
export const QUOTE_SORTS = ["createdAt", "quoteId", "updatedAt", "validUntil", "customerName"] as const;
export const QUOTE_LIST_PAGE_SIZE = 25;
export const MAX_QUOTE_SEARCH_LENGTH = 100;
export const MAX_CUSTOMER_NOTE_LENGTH = 4000;

const text = z.string({ error: "moet één waarde zijn" });
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `kies uit ${values.join(", ")}` });
const wholeNumberText = (min: number, max: number) =>
  text
    .regex(/^\d{1,6}$/, { error: `moet een geheel getal van ${min} tot en met ${max} zijn` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `is minimaal ${min}` }).max(max, { error: `is hoogstens ${max}` }));

/** GET /api/quotes/: q (number, name, e-mail, postal code), status (one, or several comma-separated), assignedTo, page, pageSize, sort, order. */
export const quotesQuerySchema = z.strictObject(
  {
    q: text.max(MAX_QUOTE_SEARCH_LENGTH, { error: `is hoogstens ${MAX_QUOTE_SEARCH_LENGTH} tekens lang` }).optional(),
    status: text
      .transform((value) => value.split(",").filter((part) => part !== ""))
      .pipe(z.array(oneOf(QUOTE_STATUSES)).max(QUOTE_STATUSES.length))
      .optional(),
    assignedTo: z.union([z.literal("me"), z.literal("nobody"), wholeNumberText(1, 999_999)], { error: "moet me, nobody of het nummer van een medewerker zijn" }).optional(),
    page: wholeNumberText(1, 10_000).default(1),
    pageSize: wholeNumberText(1, 100).default(QUOTE_LIST_PAGE_SIZE),
    sort: oneOf(QUOTE_SORTS).default("createdAt"),
    order: oneOf(["asc", "desc"]).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `onbekende zoekparameter: ${issue.keys.join(", ")}` : undefined) },
);
export type QuotesQuery = z.output<typeof quotesQuerySchema>;

const flag = (label: string) => z.preprocess(formFlag, z.boolean(`${label} moet true of false zijn`)).optional();
const number = <S extends z.ZodType>(schema: S) => z.preprocess(formNumber, schema);
const eurosAmount = (label: string) =>
  number(
    z
      .number(`${label} moet een bedrag in euro's zijn`)
      .min(0, `${label} kan niet negatief zijn`)
      .max(1_000_000, `${label} is te hoog`)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} heeft hoogstens twee decimalen`),
  );

export const quoteLineInputSchema = z.object({
  productId: number(z.number("productId is verplicht: het nummer van het product").int("productId moet een geheel getal zijn").positive("productId moet positief zijn")),
  combinationId: number(z.number("combinationId moet een getal zijn").int("combinationId moet een geheel getal zijn").positive("combinationId moet positief zijn").nullable()).optional(),
  qty: number(
    z
      .number("qty is verplicht: het aantal")
      .int("qty moet een geheel getal zijn")
      .min(1, "qty is minstens 1")
      .max(MAX_QUANTITY_PER_ITEM, `qty is hoogstens ${MAX_QUANTITY_PER_ITEM}`),
  ).default(1),
  itemDiscounts: z.object({ makeAmends: eurosAmount("De korting per stuk").nullable().optional() }).optional(),
  options: z
    .object({ assembly: flag("assembly"), extraService: flag("extraService"), extraWarranty: flag("extraWarranty"), pickUpDiscount: flag("pickUpDiscount") })
    .optional(),
});
export type QuoteLineInput = z.output<typeof quoteLineInputSchema>;

const isoDay = z.string("validUntil moet een datum zijn, zoals 2026-12-31").refine((value) => parseIsoDay(value) !== null, "validUntil moet een bestaande datum zijn, zoals 2026-12-31");
const version = number(z.number("version is verplicht: de versie die je las").int("version moet een geheel getal zijn").positive("version moet positief zijn"));
const optionalText = (label: string, max: number) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), z.string(`${label} moet tekst zijn`).trim().max(max, `${label} mag hoogstens ${max} tekens lang zijn`).nullable());

/** PUT /api/quotes/{quoteId}/offer/: the whole offer as staff see it, and the version they read. */
export const quoteOfferInputSchema = z.object({
  version,
  items: z.array(quoteLineInputSchema, "items moet een lijst van regels zijn").max(MAX_CART_ITEMS, `Een offerte heeft hoogstens ${MAX_CART_ITEMS} regels`),
  discountTotal: eurosAmount("discountTotal").default(0),
  validUntil: isoDay.nullable().optional(),
  customerNote: optionalText("customerNote", MAX_CUSTOMER_NOTE_LENGTH).optional(),
  assignedTo: number(z.number("assignedTo moet het nummer van een medewerker zijn").int().positive().nullable()).optional(),
});
export type QuoteOfferInput = z.output<typeof quoteOfferInputSchema>;

/** POST /api/quotes/{quoteId}/send/: the version read; validUntil when staff choose another day than today + 30. */
export const quoteSendInputSchema = z.object({ version, validUntil: isoDay.nullable().optional() });

/** POST /api/quotes/{quoteId}/status/: the status wanted (decisions §11) and why. */
export const quoteStatusInputSchema = z.object({
  status: z.enum(QUOTE_STATUSES, `status moet een van ${QUOTE_STATUSES.join(", ")} zijn`),
  note: optionalText("note", 2000).optional(),
  version: version.optional(),
});

/** POST /api/quotes/{quoteId}/items/: one product or combination line (the shop page's "Aan offerte toevoegen"). */
export const quoteItemInputSchema = quoteLineInputSchema;
