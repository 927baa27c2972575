/** The answers of the back office's catalogue routes (issue 21, part A): money in euros, moments as ISO 8601 text. */
import { z } from "zod";

import { MISSING_DATA } from "../catalogue-admin/products-query";

const euros = z.number();
const moment = z.iso.datetime();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const specificationValue = z.union([z.string(), z.number(), z.boolean()]);

export const productListItemSchema = z.strictObject({
  productId: z.number().int(),
  name: z.string(),
  brand: z.string(),
  brandName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  ean: z.string(),
  slug: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  price: euros,
  sellingPrice: euros,
  cashDeskDiscount: euros.nullable(),
  makeAmendsDiscount: euros.nullable(),
  cashback: euros.nullable(),
  stock: z.number().int(),
  stockEstimatedDate: isoDate.nullable(),
  expired: z.boolean(),
  /** What the product lacks (the list's missingData filter, each of them). */
  missing: z.array(z.enum(MISSING_DATA)),
});

export const productListAnswerSchema = z.strictObject({ items: z.array(productListItemSchema), total: z.number().int() });

/** What the customer sees of the prices now, with the Omnibus rule's verdict in words for the form. */
export const customerViewSchema = z.strictObject({
  sellingPrice: euros,
  wasPrice: euros.nullable(),
  reason: z.enum(["shown", "noReduction", "noHistory", "paidLess"]),
  /** The verdict as the admin reads it beside the prices. */
  explanation: z.string(),
  lowestPaidBeforeReduction: euros.nullable(),
  reductionStart: moment.nullable(),
});

export const productRecordSchema = z.strictObject({
  productId: z.number().int(),
  url: z.string(),
  productType: z.string(),
  slug: z.string(),
  name: z.string(),
  series: z.string(),
  brand: z.string(),
  categoryId: z.number().int(),
  colour: z.string(),
  description: z.string(),
  ean: z.string(),
  energyClass: z.string().nullable(),
  price: euros,
  cashDeskDiscount: euros.nullable(),
  makeAmendsDiscount: euros.nullable(),
  cashback: euros.nullable(),
  deliveryCost: euros,
  assemblyPrice: euros.nullable(),
  assemblyPriceSecondary: euros.nullable(),
  extraServicePrice: euros.nullable(),
  extraWarrantyPrice: euros.nullable(),
  warrantyYears: z.number().int().nullable(),
  extraWarrantyYears: z.number().int().nullable(),
  freeAssembly: z.boolean(),
  freeAssemblyDismissable: z.boolean(),
  freeExtraService: z.boolean(),
  freeExtraWarranty: z.boolean(),
  freeExtraWarrantyDismissable: z.boolean(),
  pickUpDiscountPrice: euros.nullable(),
  expired: z.boolean(),
  specifications: z.record(z.string(), specificationValue),
  faq: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
  tagIds: z.array(z.number().int()),
  // Read-only here: stock is part B's route, images part D's.
  stock: z.number().int(),
  stockEstimatedDate: isoDate.nullable(),
  images: z.array(z.strictObject({ position: z.number().int(), url: z.string(), alt: z.string() })),
  /** The last 60 days of prices, newest first, and the point in effect when they began. */
  priceHistory: z.array(z.strictObject({ price: euros, sellingPrice: euros, validFrom: moment })),
  customerView: customerViewSchema,
  createdAt: moment,
});

export const bulkAnswerSchema = z.strictObject({
  action: z.string(),
  /** The products the action changed. */
  changed: z.array(z.number().int()),
  /** The products that already were as asked. */
  unchanged: z.array(z.number().int()),
  /** The products it could not change, and why. */
  refused: z.array(z.strictObject({ productId: z.number().int(), errorMessage: z.string() })),
});

export const combinationAnswerSchema = z.strictObject({
  combinationId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  discount: euros,
  productIds: z.array(z.number().int()),
  products: z.array(z.strictObject({ productId: z.number().int(), name: z.string(), brandName: z.string(), sellingPrice: euros, expired: z.boolean() })),
  /** The parts' selling prices together, less the discount: what the bundle costs. */
  total: euros,
});

export const combinationListAnswerSchema = z.strictObject({ items: z.array(combinationAnswerSchema), total: z.number().int() });

export const catalogueChoicesAnswerSchema = z.strictObject({
  categories: z.array(z.strictObject({ categoryId: z.number().int(), slug: z.string(), name: z.string(), hubSlug: z.string(), productType: z.string() })),
  brands: z.array(z.strictObject({ slug: z.string(), name: z.string() })),
  tags: z.array(z.strictObject({ tagId: z.number().int(), slug: z.string(), name: z.string() })),
  productTypes: z.array(
    z.strictObject({
      code: z.string(),
      name: z.string(),
      /** The type shows the EU energy label: its products need an energy class. */
      needsEnergyLabel: z.boolean(),
      specifications: z.array(
        z.strictObject({
          key: z.string(),
          label: z.string(),
          kind: z.enum(["number", "enum", "boolean"]),
          unit: z.string().nullable(),
          group: z.enum(["properties", "dimensions", "energy", "warranty"]),
          /** The values products of this type have now, for an enum's choices. */
          values: z.array(z.string()),
        }),
      ),
    }),
  ),
  energyClasses: z.array(z.string()),
});
