/**
 * TEMPORARY stand-ins, until the `names` part of issue 18 lands: that part owns
 * src/schemas/answers/product.ts, cart.ts and app-state.ts (the answers renamed
 * to the specification's fields) and exports these four names from them. These
 * describe the answers as they are today, so that the route declarations and
 * the OpenAPI document compile and the contract tests run meanwhile. On merge:
 * import the four names from those files and delete this one.
 */
import { z } from "zod";

import { deliveryPromiseSchema } from "./catalogue";
import { permissionsSchema } from "./permissions";

const euros = z.number();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const link = z.strictObject({ slug: z.string(), name: z.string() });

const listingItemSchema = z.strictObject({
  productId: z.number().int(),
  brand: link,
  name: z.string(),
  url: z.string(),
  image: z.strictObject({ url: z.string(), alt: z.string() }),
  category: link,
  price: euros,
  priceBeforeDiscount: euros.nullable(),
  keySpecifications: z.array(z.string()),
  cashback: euros.nullable(),
  cashDeskDiscount: euros.nullable(),
  energyClass: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  inStock: z.boolean(),
  stockEstimatedDate: isoDate.nullable(),
  delivery: deliveryPromiseSchema,
  tags: z.array(link),
  /** Staff only. */
  stock: z.number().int().optional(),
});

const facetSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["values", "range"]),
  unit: z.string().optional(),
  staffOnly: z.boolean(),
  values: z.array(z.strictObject({ value: z.string(), label: z.string(), count: z.number().int(), selected: z.boolean() })),
  range: z.strictObject({ min: euros, max: euros }).optional(),
  selectedRange: z.strictObject({ min: euros.optional(), max: euros.optional() }).optional(),
});

export const productListingAnswerSchema = z.strictObject({
  items: z.array(listingItemSchema),
  total: z.number().int(),
  facets: z.array(facetSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});

// Only the fields every client reads; `names` replaces this with the whole §3 product.
export const productDetailAnswerSchema = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    url: z.string(),
    price: euros,
    inStock: z.boolean(),
    expired: z.boolean(),
    delivery: deliveryPromiseSchema,
  })
  .catchall(z.unknown());

// Only the fields every client reads; `names` replaces this with the whole §3 cart.
export const cartAnswerSchema = z
  .object({
    cartId: z.string(),
    version: z.number().int().positive(),
    items: z.record(z.string(), z.object({ productId: z.number().int(), qty: z.number().int() }).catchall(z.unknown())),
    totals: z.record(z.string(), z.unknown()),
  })
  .catchall(z.unknown());

export const appStateAnswerSchema = z.strictObject({
  ipCountry: z.string().length(2).nullable(),
  permissions: permissionsSchema,
  ratings: z.array(z.strictObject({ site: z.string(), score: z.number(), reviews: z.number().int() })),
  role: z.enum(["guest", "staff", "admin"]),
  shop: z.string().nullable(),
  userFingerprint: z.null(),
});
