/**
 * The one Drizzle schema of the shop. Both drivers (PGlite and a PostgreSQL
 * server) run the SQL migrations generated from this file in ./drizzle.
 *
 * Money is stored in integer euro cents (decisions §1); the API converts to
 * euros with two decimals at the edge.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { SpecificationDefinition, SpecificationValues } from "@/domain/catalogue/specifications";

export const hubs = pgTable("hubs", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  position: smallint("position").notNull(),
});

export const brands = pgTable("brands", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  description: text("description").notNull(),
  position: smallint("position").notNull(),
});

/** A kind of appliance; it decides which specifications a product has. */
export const productTypes = pgTable("product_types", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  namePlural: text("name_plural").notNull(),
  specifications: jsonb("specifications").$type<SpecificationDefinition[]>().notNull(),
});

export const categories = pgTable(
  "categories",
  {
    // Numeric ids, as the shop's own: decisions §3 names the small-appliance ranges.
    categoryId: integer("category_id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    hubSlug: text("hub_slug")
      .notNull()
      .references(() => hubs.slug),
    productType: text("product_type")
      .notNull()
      .references(() => productTypes.code),
    description: text("description").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug), index("categories_hub_idx").on(t.hubSlug)],
);

export const products = pgTable(
  "products",
  {
    productId: integer("product_id").primaryKey(),
    slug: text("slug").notNull(),
    brandSlug: text("brand_slug")
      .notNull()
      .references(() => brands.slug),
    name: text("name").notNull(),
    series: text("series").notNull(),
    ean: char("ean", { length: 13 }).notNull(),
    productType: text("product_type")
      .notNull()
      .references(() => productTypes.code),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.categoryId),
    colour: text("colour").notNull(),
    description: text("description").notNull(),
    priceCents: integer("price_cents").notNull(),
    // The three discounts of the specification: amounts off, in cents.
    cashDeskDiscountCents: integer("cash_desk_discount_cents"),
    makeAmendsDiscountCents: integer("make_amends_discount_cents"),
    cashbackCents: integer("cashback_cents"),
    deliveryCostCents: integer("delivery_cost_cents").notNull(),
    assemblyPriceCents: integer("assembly_price_cents"),
    assemblyPriceSecondaryCents: integer("assembly_price_secondary_cents"),
    extraServicePriceCents: integer("extra_service_price_cents"),
    extraWarrantyPriceCents: integer("extra_warranty_price_cents"),
    freeAssembly: boolean("free_assembly").notNull().default(false),
    freeAssemblyDismissable: boolean("free_assembly_dismissable").notNull().default(false),
    freeExtraService: boolean("free_extra_service").notNull().default(false),
    freeExtraWarranty: boolean("free_extra_warranty").notNull().default(false),
    freeExtraWarrantyDismissable: boolean("free_extra_warranty_dismissable").notNull().default(false),
    pickUpDiscountCents: integer("pick_up_discount_cents"),
    expired: boolean("expired").notNull().default(false),
    energyClass: text("energy_class"),
    specifications: jsonb("specifications").$type<SpecificationValues>().notNull(),
    stock: integer("stock").notNull(),
    stockEstimatedDate: date("stock_estimated_date", { mode: "string" }),
    ratingAverage: real("rating_average"),
    ratingCount: integer("rating_count").notNull().default(0),
    popularity: integer("popularity").notNull().default(0),
    releasedAt: date("released_at", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_ean_key").on(t.ean),
    uniqueIndex("products_slug_key").on(t.categoryId, t.slug),
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandSlug),
    index("products_specifications_idx").using("gin", t.specifications),
    index("products_name_trgm_idx").using("gin", sql`(${t.name}) gin_trgm_ops`),
  ],
);

/** Images are drawn on request from the product's type and colour; a row says which view. */
export const productImages = pgTable(
  "product_images",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    view: text("view").notNull(),
    alt: text("alt").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Every price a product has had, for the Omnibus 30-day lowest price (decisions §1). */
export const priceHistory = pgTable(
  "price_history",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.validFrom] })],
);

/** A bundle bought together, such as a washer with its matching dryer. */
export const combinations = pgTable("combinations", {
  combinationId: integer("combination_id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  discountCents: integer("discount_cents").notNull(),
});

export const combinationProducts = pgTable(
  "combination_products",
  {
    combinationId: integer("combination_id")
      .notNull()
      .references(() => combinations.combinationId, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.productId] }), index("combination_products_product_idx").on(t.productId)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type HubRow = typeof hubs.$inferSelect;
