/**
 * What a client may send about a cart (specification §3, decisions §6): the items
 * and the fields a guest fills in. Everything else a client sends (prices,
 * totals, products, deliveryType, locked, orderRef ...) is dropped here, so it
 * cannot reach the cart: the server computes those (decisions §1).
 */
import { z } from "zod";

import { PAYMENT_METHODS } from "@/domain/cart/payment-methods";
import { DELIVERY_ONLY_SERVICES } from "@/domain/cart/pick-up-switch";
import { isExistingIsoWeek, parseIsoDay } from "@/domain/delivery/days";

import { formFlag, formNumber } from "./form-text";

/** A cart is a household's order, not a wholesale list; this bounds the work one request can cause. */
export const MAX_CART_ITEMS = 50;
/** Far above any real cart with its addresses and notes, far below the 1 MiB default. */
export const CART_BODY_LIMIT = 64 * 1024;

// An empty text clears a field, as null does: a form's emptied field arrives as "".
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const text = (label: string, max: number) =>
  z.preprocess(emptyToNull, z.string(`${label} moet tekst zijn`).trim().max(max, `${label} mag hoogstens ${max} tekens lang zijn`).nullable()).optional();

const pattern = (label: string, regex: RegExp, example: string, normalise: (value: string) => string = (value) => value) =>
  z
    .preprocess(
      emptyToNull,
      z
        .string(`${label} moet tekst zijn`)
        .trim()
        .max(40, `${label} is te lang`)
        .transform(normalise)
        .refine((value) => regex.test(value), `${label} is ongeldig, bijvoorbeeld ${example}`)
        .nullable(),
    )
    .optional();

const flag = (label: string) => z.preprocess(formFlag, z.boolean(`${label} moet true of false zijn`)).optional();
const wholeNumber = <S extends z.ZodType>(schema: S) => z.preprocess(formNumber, schema);

// Dutch postal codes are "1234 AB", Belgian ones four digits (decisions §8).
const postalCode = (prefix: string) =>
  pattern(`${prefix}PostalCode`, /^[1-9]\d{3}( [A-Z]{2})?$/, "2382 AS of 1000", (value) =>
    value.toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, "$1 $2"),
  );

const country = (label: string) => z.enum(["NL", "BE"], `${label} moet NL of BE zijn`).nullable().optional();

// Written out rather than generated per prefix, so the types keep every field name.
const shippingAddress = {
  shippingStreet: text("shippingStreet", 100),
  shippingHouseNumber: pattern("shippingHouseNumber", /^[1-9]\d{0,5}$/, "12"),
  shippingHouseNumberAddition: text("shippingHouseNumberAddition", 10),
  shippingPostalCode: postalCode("shipping"),
  shippingCity: text("shippingCity", 100),
  shippingCountry: country("shippingCountry"),
  shippingManualEntry: flag("shippingManualEntry"),
};

const invoiceAddress = {
  invoiceStreet: text("invoiceStreet", 100),
  invoiceHouseNumber: pattern("invoiceHouseNumber", /^[1-9]\d{0,5}$/, "12"),
  invoiceHouseNumberAddition: text("invoiceHouseNumberAddition", 10),
  invoicePostalCode: postalCode("invoice"),
  invoiceCity: text("invoiceCity", 100),
  invoiceCountry: country("invoiceCountry"),
  invoiceManualEntry: flag("invoiceManualEntry"),
};

/** The fields of §3 that a guest sets; deliveryType is not among them, it follows from the items (§4). */
export const cartFieldsSchema = z.object({
  firstName: text("firstName", 100),
  lastName: text("lastName", 100),
  emailAddress: z.preprocess(emptyToNull, z.email("emailAddress is geen geldig e-mailadres").max(254).nullable()).optional(),
  phoneNumber: pattern("phoneNumber", /^\+?[0-9][0-9 ()-]{5,19}$/, "071 760 00 00 of +32 2 123 45 67"),
  company: flag("company"),
  companyName: text("companyName", 100),
  vatNumber: pattern("vatNumber", /^[A-Z]{2}[0-9A-Z]{2,13}$/, "NL123456789B01", (value) => value.toUpperCase().replace(/[\s.]/g, "")),
  newsletter: flag("newsletter"),
  notes: text("notes", 1000),
  reference: text("reference", 100),
  paymentMethod: z.enum(PAYMENT_METHODS, `paymentMethod moet een van ${PAYMENT_METHODS.join(", ")} zijn`).nullable().optional(),
  floor: z
    .preprocess(
      (value) => formNumber(emptyToNull(value)),
      z.number("floor moet een getal zijn").int("floor moet een geheel getal zijn").min(0, "floor kan niet negatief zijn").max(99, "floor is te hoog").nullable(),
    )
    .optional(),
  elevator: flag("elevator"),
  takeRetour: flag("takeRetour"),
  // What choosing pick-up set aside, brought back when the customer chooses delivery again (domain/cart/pick-up-switch.ts).
  deliveryChoicesBeforePickUp: z
    .strictObject(
      {
        items: z
          .record(
            z.string().max(30, "De sleutel van een artikel is te lang"),
            z.array(z.enum(DELIVERY_ONLY_SERVICES, `deliveryChoicesBeforePickUp noemt alleen ${DELIVERY_ONLY_SERVICES.join(" en ")}`)).max(DELIVERY_ONLY_SERVICES.length),
            "deliveryChoicesBeforePickUp.items moet een object zijn met de diensten per artikel",
          )
          .refine((items) => Object.keys(items).length <= MAX_CART_ITEMS, `deliveryChoicesBeforePickUp noemt hoogstens ${MAX_CART_ITEMS} artikelen`),
        takeRetour: z.boolean("deliveryChoicesBeforePickUp.takeRetour moet true of false zijn"),
      },
      "deliveryChoicesBeforePickUp moet een object zijn met items en takeRetour",
    )
    .nullable()
    .optional(),
  // A day or a week (decisions §3); choosing one clears the other. Whether the shop delivers then is checked against the calendar.
  deliveryDay: pattern("deliveryDay", /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "2026-11-24").refine(
    (value) => value == null || parseIsoDay(value) !== null,
    "deliveryDay is geen bestaande datum",
  ),
  deliveryWeek: pattern("deliveryWeek", /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/, "2026-W49", (value) => value.toUpperCase()).refine(
    (value) => value == null || isExistingIsoWeek(value),
    "deliveryWeek is geen bestaande week van dat jaar",
  ),
  ...shippingAddress,
  ...invoiceAddress,
  invoiceAddress: flag("invoiceAddress"),
});

export type CartFieldsInput = z.output<typeof cartFieldsSchema>;

const itemSchema = z.object({
  productId: wholeNumber(z.number("productId moet een getal zijn").int("productId moet een geheel getal zijn").positive("productId moet positief zijn")).optional(),
  combinationId: wholeNumber(z.number("combinationId moet een getal zijn").int("combinationId moet een geheel getal zijn").positive().nullable()).optional(),
  // Above 10 is capped (specification §5); a fraction or a negative number is a mistake, not a wish.
  qty: wholeNumber(z.number("qty moet een getal zijn").int("qty moet een geheel getal zijn").min(0, "qty kan niet negatief zijn")),
  options: z
    .object({
      assembly: flag("assembly"),
      extraService: flag("extraService"),
      extraWarranty: flag("extraWarranty"),
      pickUpDiscount: flag("pickUpDiscount"),
    })
    .optional(),
});

export type CartItemInput = z.output<typeof itemSchema>;

/** The whole items map (decisions §6): what is not in it leaves the cart; qty 0 removes too. */
const itemsSchema = z
  .record(z.string().max(30, "De sleutel van een artikel is te lang"), itemSchema, "items moet een object zijn met een artikel per sleutel")
  .refine((items) => Object.keys(items).length <= MAX_CART_ITEMS, `Een winkelwagen heeft hoogstens ${MAX_CART_ITEMS} artikelen`);

/**
 * POST /api/carts/: the first items and fields, all optional. A cart is a draft:
 * a postal code that does not fit its country yet (the country changed first) is
 * stored, and placing the order refuses it, naming the field (order-requirements.ts).
 */
export const cartCreateSchema = cartFieldsSchema.extend({ items: itemsSchema.optional() });

/**
 * PUT /api/carts/{cartId}/: the version it read, and what changed. With
 * `acceptedTermsAndConditions: true` the PUT places the order (decisions §6).
 */
export const cartUpdateSchema = cartCreateSchema.extend({
  version: wholeNumber(
    z.number("version is verplicht: de versie van de winkelwagen die je las").int("version moet een geheel getal zijn").positive("version moet positief zijn"),
  ),
  acceptedTermsAndConditions: z.preprocess(formFlag, z.boolean("acceptedTermsAndConditions moet true of false zijn")).optional(),
});

/** The header that makes placing an order safe to repeat (a double click, a retry after a lost answer). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export type CartCreateInput = z.output<typeof cartCreateSchema>;
export type CartUpdateInput = z.output<typeof cartUpdateSchema>;
