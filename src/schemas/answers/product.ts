/**
 * The product answers as they leave the API (decisions §1, §6): money in euros
 * (numbers with at most two decimals), every field of specification §3's
 * Product under its §3 name. Fields the shop's own pages need (url, images,
 * delivery promise…) stand beside them, never instead of them.
 *
 * `discounts` always holds `cashDesk` and `cashback`, each with `price: null`
 * when the product has none; `makeAmends` (the discount customer service may
 * grant) is staff-only: a guest's answer has no `makeAmends` key at all.
 */
import { z } from "zod";

import { shopOnlyAnswerSchema } from "./catalogue-stock";

/** Euros as JSON carries them: at most two decimals. */
export const euros = z.number().refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "euros with at most two decimals");
const maybeEuros = euros.nullable();

const brand = z.strictObject({ slug: z.string(), name: z.string() });
const image = z.strictObject({ url: z.string(), alt: z.string() });

const deliveryPromise = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("tomorrow"), date: z.string(), label: z.string() }),
  z.strictObject({ kind: z.literal("date"), date: z.string(), estimated: z.boolean(), label: z.string() }),
  z.strictObject({ kind: z.literal("unavailable"), date: z.null(), label: z.string() }),
]);

/** §3 `discounts`: each with `price` null when there is none; makeAmends for staff only. */
export const productDiscountsSchema = z.strictObject({
  cashDesk: z.strictObject({ price: maybeEuros }),
  makeAmends: z.strictObject({ price: maybeEuros }).optional(),
  cashback: z.strictObject({ price: maybeEuros }),
});

/**
 * The amounts of a product's price under specification §3's names, the same in
 * every answer that carries a product (the product, a cart's products, listing
 * items, search suggestions): `price` is the list price, `discounts` the amounts
 * off it, `sellingPrice` what the shopper pays (the list price less the
 * cash-desk discount).
 */
export const productAmountsSchema = z.strictObject({
  price: euros,
  sellingPrice: euros,
  discounts: productDiscountsSchema,
});

/** The amounts as a guest-facing list shows them: never the staff-only make-amends discount. */
export const listedProductAmountsSchema = z.strictObject({
  ...productAmountsSchema.shape,
  discounts: productDiscountsSchema.omit({ makeAmends: true }),
});

/** A product card (listing items, alternatives, the parts of a combination), its amounts named as the product answer names them. */
export const productSummaryAnswerSchema = z.strictObject({
  productId: z.number().int(),
  brand,
  name: z.string(),
  url: z.string(),
  image,
  category: z.strictObject({ slug: z.string(), name: z.string() }),
  ...listedProductAmountsSchema.shape,
  priceBeforeDiscount: maybeEuros,
  keySpecifications: z.array(z.string()),
  energyClass: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  inStock: z.boolean(),
  stockEstimatedDate: z.string().nullable(),
  delivery: deliveryPromise.optional(),
  tags: z.array(z.strictObject({ slug: z.string(), name: z.string() })).optional(),
});

/**
 * The prices and options of specification §3's Product, shared by the product
 * answer and the product inside a cart answer. `price` is the list price, before
 * the cash-desk discount that `discounts.cashDesk.price` names (the cart's
 * `discountTotal` takes it off); `sellingPrice` is what the shopper pays.
 */
export const productPricesSchema = z.strictObject({
  ...productAmountsSchema.shape,
  deliveryCost: euros,
  assemblyPrice: maybeEuros,
  assemblyPriceSecondary: maybeEuros,
  extraServicePrice: maybeEuros,
  extraWarrantyPrice: maybeEuros,
  freeAssembly: z.boolean(),
  freeAssemblyDismissable: z.boolean(),
  freeExtraService: z.boolean(),
  freeExtraWarranty: z.boolean(),
  freeExtraWarrantyDismissable: z.boolean(),
  /** What collecting it at the pick-up point takes off; null: it cannot be collected. */
  pickUpDiscountPrice: maybeEuros,
  expired: z.boolean(),
});

export const productCombinationAnswerSchema = z.strictObject({
  combinationId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  discount: euros,
  products: z.array(productSummaryAnswerSchema),
  /** Sum of the parts' selling prices less the combination discount. */
  totalPrice: euros,
});

/** GET /api/products/{productId}/. */
export const productDetailAnswerSchema = z.strictObject({
  ...productPricesSchema.shape,
  productId: z.number().int(),
  brand,
  name: z.string(),
  ean: z.string(),
  /** The product type's code, as /api/information/specifications/{productType}/ takes it. */
  productType: z.string(),
  combinations: z.array(productCombinationAnswerSchema),
  // What the shop's pages show besides.
  productTypeName: z.string(),
  url: z.string(),
  image,
  category: z.strictObject({ slug: z.string(), name: z.string() }),
  priceBeforeDiscount: maybeEuros,
  keySpecifications: z.array(z.string()),
  energyClass: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  inStock: z.boolean(),
  stockEstimatedDate: z.string().nullable(),
  delivery: deliveryPromise.optional(),
  tags: z.array(z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() })),
  series: z.string(),
  colour: z.string(),
  description: z.string(),
  hub: z.strictObject({ slug: z.string(), name: z.string() }),
  categoryId: z.number().int(),
  images: z.array(z.strictObject({ url: z.string(), alt: z.string(), view: z.string() })),
  specifications: z.array(z.strictObject({ key: z.string(), label: z.string(), value: z.string(), help: z.string().optional() })),
  /** Units on hand: staff only. */
  stock: z.number().int().optional(),
  floorSelectionDisabled: z.boolean(),
  faq: z.array(z.strictObject({ id: z.number().int(), question: z.string(), answer: z.string() })),
  alternatives: z.array(productSummaryAnswerSchema),
  /** Staff only (issue 21, part B): margin code, shop price, shops' stock and showroom, shop-only options, each with its flag. Absent for a guest. */
  shopOnly: shopOnlyAnswerSchema.optional(),
});

const facetAnswerSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["values", "range"]),
  unit: z.string().optional(),
  staffOnly: z.boolean(),
  values: z.array(z.strictObject({ value: z.string(), label: z.string(), count: z.number().int(), selected: z.boolean() })),
  range: z.strictObject({ min: euros, max: euros }).optional(),
  selectedRange: z.strictObject({ min: euros.optional(), max: euros.optional() }).optional(),
});

/** GET /api/products/ (decisions §6): `{ items, total, facets }` and the paging. */
export const productListingAnswerSchema = z.strictObject({
  items: z.array(productSummaryAnswerSchema),
  total: z.number().int(),
  facets: z.array(facetAnswerSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  search: z
    .strictObject({ q: z.string(), correctedQ: z.string(), queryId: z.string(), indexName: z.string(), unmatchedMeasures: z.array(z.string()) })
    .optional(),
});

export type ProductSummaryAnswer = z.infer<typeof productSummaryAnswerSchema>;
export type ProductDiscounts = z.infer<typeof productDiscountsSchema>;
export type ProductAmountsAnswer = z.infer<typeof productAmountsSchema>;
export type ListedProductAmountsAnswer = z.infer<typeof listedProductAmountsSchema>;
export type ProductPricesAnswer = z.infer<typeof productPricesSchema>;
export type ProductCombinationAnswer = z.infer<typeof productCombinationAnswerSchema>;
export type ProductDetailAnswer = z.infer<typeof productDetailAnswerSchema>;
export type ProductListingAnswer = z.infer<typeof productListingAnswerSchema>;

