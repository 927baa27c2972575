/**
 * What an admin sends for a product (issue 21, part A): POST and PUT
 * /api/catalogue/products/ take the whole editable record; the bulk actions and
 * the combinations have their schemas here too. Every value goes through the
 * shared field rules (fields.ts), so the form and the import refuse the same
 * values for the same reason. Each schema of one field is exported on its own
 * (`productFieldSchemas`) for the import to check a column with.
 *
 * Read-only parts of the record (stock, images, price history, what the
 * customer sees) may come back in a PUT, as react-admin sends the record it
 * read: they are dropped, never written.
 *
 * The specifications are checked against the product type's definitions by the
 * use case (server/catalogue-admin/check-specifications.ts), which knows them.
 */
import { z } from "zod";

import { eanField, euroCents, optionalEuroCents, requiredText, slugField, yesNo } from "./fields";
import { formNumber } from "../form-text";

export const PRODUCT_BODY_LIMIT = 64 * 1024;
export const BULK_BODY_LIMIT = 32 * 1024;
export const COMBINATION_BODY_LIMIT = 4096;

/** The classes of the EU energy label: the new scale A to G and the old one A+++ to D. */
export const ENERGY_CLASSES = ["A+++", "A++", "A+", "A", "B", "C", "D", "E", "F", "G"] as const;

const emptyIsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(formNumber, z.number(`${label} moet een heel getal zijn`).int(`${label} moet een heel getal zijn`).min(min, `${label} is minstens ${min}`).max(max, `${label} is hoogstens ${max}`));

const optionalYears = (label: string) => z.preprocess(emptyIsNull, wholeNumber(label, 1, 30).nullable());

const optionalText = (label: string, max: number) =>
  z.preprocess((value) => (value === null || value === undefined ? "" : value), z.string(`${label} moet tekst zijn`).trim().max(max, `${label} mag hoogstens ${max} tekens lang zijn`));

const brandSlug = z.string("Merk is verplicht").trim().min(1, "Merk is verplicht").max(60, "Merk is te lang").regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Kies een merk uit de lijst");

/** A specification's value as a form or JSON sends it; the type's definition decides what it must be. */
export const specificationValueSchema = z.union([z.string().max(200, "Een specificatie mag hoogstens 200 tekens lang zijn"), z.number(), z.boolean()], "Een specificatie is een getal, een tekst of ja/nee");

/** Each field's own rule: the import checks a column with the same one. */
export const productFieldSchemas = {
  slug: slugField,
  name: requiredText("Naam", 120),
  series: optionalText("Serie", 80),
  brand: brandSlug,
  categoryId: z.preprocess(formNumber, z.number("Kies een categorie").int("Kies een categorie").positive("Kies een categorie")),
  colour: requiredText("Kleur", 60),
  description: optionalText("Omschrijving", 10_000),
  ean: eanField,
  energyClass: z.preprocess(emptyIsNull, z.enum(ENERGY_CLASSES, `Energieklasse is een van ${ENERGY_CLASSES.join(", ")}`).nullable()),
  price: euroCents("Prijs").refine((cents) => cents > 0, "Prijs moet meer dan € 0 zijn"),
  cashDeskDiscount: optionalEuroCents("Kassakorting"),
  makeAmendsDiscount: optionalEuroCents("Goedmaakkorting"),
  cashback: optionalEuroCents("Cashback"),
  deliveryCost: euroCents("Bezorgkosten"),
  assemblyPrice: optionalEuroCents("Montageprijs"),
  assemblyPriceSecondary: optionalEuroCents("Montageprijs tweede apparaat"),
  extraServicePrice: optionalEuroCents("Extra service"),
  extraWarrantyPrice: optionalEuroCents("Extra garantie"),
  warrantyYears: optionalYears("Garantie (jaren)"),
  extraWarrantyYears: optionalYears("Extra garantie (jaren)"),
  freeAssembly: yesNo("Gratis montage"),
  freeAssemblyDismissable: yesNo("Gratis montage afwijsbaar"),
  freeExtraService: yesNo("Gratis extra service"),
  freeExtraWarranty: yesNo("Gratis extra garantie"),
  freeExtraWarrantyDismissable: yesNo("Gratis extra garantie afwijsbaar"),
  pickUpDiscountPrice: optionalEuroCents("Afhaalkorting"),
  expired: yesNo("Uit het assortiment"),
  specifications: z.record(z.string().max(60, "Onbekende specificatie"), specificationValueSchema.nullable(), "Specificaties moeten per naam een waarde hebben").default({}),
  faq: z
    .array(z.object({ question: requiredText("Vraag", 300), answer: requiredText("Antwoord", 3000) }), "FAQ is een lijst van vragen met antwoorden")
    .max(30, "Hoogstens 30 vragen per product")
    .default([]),
  tagIds: z
    .array(z.preprocess(formNumber, z.number("Kies een label uit de lijst").int("Kies een label uit de lijst").positive("Kies een label uit de lijst")), "Labels zijn een lijst")
    .max(20, "Hoogstens 20 labels")
    .refine((ids) => new Set(ids).size === ids.length, "Noem elk label één keer")
    .default([]),
} as const;

export const productInputSchema = z.object(productFieldSchemas).superRefine((input, context) => {
  const below = (field: "cashDeskDiscount" | "makeAmendsDiscount" | "pickUpDiscountPrice" | "cashback", label: string) => {
    const amount = input[field];
    if (amount !== null && amount >= input.price) context.addIssue({ code: "custom", path: [field], message: `${label} moet lager zijn dan de prijs` });
  };
  below("cashDeskDiscount", "Kassakorting");
  below("makeAmendsDiscount", "Goedmaakkorting");
  below("cashback", "Cashback");
  below("pickUpDiscountPrice", "Afhaalkorting");
  if (input.freeAssemblyDismissable && !input.freeAssembly) context.addIssue({ code: "custom", path: ["freeAssemblyDismissable"], message: "Afwijsbaar kan alleen bij gratis montage" });
  if (input.freeExtraWarrantyDismissable && !input.freeExtraWarranty) {
    context.addIssue({ code: "custom", path: ["freeExtraWarrantyDismissable"], message: "Afwijsbaar kan alleen bij gratis extra garantie" });
  }
});

export type ProductInput = z.output<typeof productInputSchema>;

/** The discounts a bulk action can set or clear. */
export const DISCOUNT_KINDS = ["cashDesk", "makeAmends", "cashback"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const productIds = z
  .array(z.preprocess(formNumber, z.number("Een product-id is een getal").int("Een product-id is een getal").positive("Een product-id is een getal")), "Kies de producten")
  .min(1, "Kies minstens één product")
  .max(1000, "Hoogstens 1000 producten tegelijk")
  .refine((ids) => new Set(ids).size === ids.length, "Noem elk product één keer");
const discountKind = z.enum(DISCOUNT_KINDS, `Kies een korting: ${DISCOUNT_KINDS.join(", ")}`);

/** POST /api/catalogue/products/bulk/: one action on many products. */
export const bulkActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("expire"), productIds }),
    z.object({ action: z.literal("unexpire"), productIds }),
    z.object({ action: z.literal("setDiscount"), productIds, discount: discountKind, amount: euroCents("Korting").refine((cents) => cents > 0, "Korting moet meer dan € 0 zijn") }),
    z.object({ action: z.literal("clearDiscount"), productIds, discount: discountKind }),
    z.object({ action: z.literal("moveCategory"), productIds, categoryId: productFieldSchemas.categoryId }),
  ],
  "Kies een actie: expire, unexpire, setDiscount, clearDiscount of moveCategory",
);

export type BulkAction = z.output<typeof bulkActionSchema>;

/** POST and PUT /api/catalogue/combinations/: a bundle of two to six products with its discount. */
export const combinationInputSchema = z.object({
  slug: slugField,
  name: requiredText("Naam", 120),
  discount: euroCents("Korting"),
  productIds: productIds.min(2, "Een combinatie heeft minstens twee producten").max(6, "Een combinatie heeft hoogstens zes producten"),
});

export type CombinationInput = z.output<typeof combinationInputSchema>;
