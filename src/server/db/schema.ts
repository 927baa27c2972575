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
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import type { SpecificationDefinition, SpecificationValues } from "@/domain/catalogue/specifications";
import type { CartMoneyTotals } from "@/domain/cart/totals";
import type { InvoiceFacts } from "@/domain/invoices/invoice";
import type { VatTreatment } from "@/domain/cart/vat";
import type { FulfilmentStatus, PaymentStatus } from "@/domain/orders/order-status";
import type { SubscriptionSource, SubscriptionStatus } from "@/domain/newsletter/subscription";
import type { StockAlertStatus } from "@/domain/stock-alerts/stock-alert";
import type { ShopId } from "@/domain/staff/shops";
import type { StaffRole } from "@/domain/staff/roles";
import type { OrderChannel } from "@/domain/orders/non-web-order";
import type { QuoteActor, QuoteStatus } from "@/domain/quotes/quote-status";
import type { QuoteRequestFacts } from "@/domain/quotes/quote-request";
import type { ItemOptions } from "@/domain/cart/types";
import type { KitchenLayout, KitchenStyle } from "@/domain/kitchens/kitchen";
import type { VisitPartOfDay } from "@/domain/kitchens/showroom-visit";
import type { RatingStatus } from "@/domain/ratings/rating";
import type { FormKind, FormStatus } from "@/domain/forms/form-kinds";
import type { NewsletterBlock, NewsletterDeliveryStatus, NewsletterStatus } from "@/domain/newsletter/campaign";

/** PostgreSQL's full-text document type; Drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

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
    // Part B of issue 21 (stock and shop-only data): what the shop paid, for the
    // margin code (domain/catalogue/margin-code.ts), and the price staff may ask
    // at the counter (pricesShopOnlyShow). Staff only: never in a guest's answer.
    purchasePriceCents: integer("purchase_price_cents"),
    shopPriceCents: integer("shop_price_cents"),
    ratingAverage: real("rating_average"),
    ratingCount: integer("rating_count").notNull().default(0),
    popularity: integer("popularity").notNull().default(0),
    releasedAt: date("released_at", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Words a shopper may search for that live in other tables: the brand's display
     * name, the product type's singular and plural, the category and hub. A
     * generated column cannot join, so whoever writes a product writes these too
     * (the seed does). Dutch plurals such as "wasmachines" are not stemmed to the
     * singular, which is why both forms are listed.
     */
    searchKeywords: text("search_keywords").notNull().default(""),
    /** What the shopper pays (decisions §1), kept by PostgreSQL for price filters and sorting. */
    sellingPriceCents: integer("selling_price_cents")
      .notNull()
      .generatedAlwaysAs(sql`"price_cents" - coalesce("cash_desk_discount_cents", 0)`),
    /**
     * Full-text search with the `dutch` configuration. What the product is weighs
     * most (A: the model name, the type's code and the keywords: type names,
     * category, hub), then who makes it (B: brand and series), its colour (C),
     * and least what its description mentions in passing (D): a search for
     * "koelkast" ranks fridges above ovens whose description names a fridge.
     * The type code is there whole and split ("amerikaanse-koelkast" and
     * "amerikaanse koelkast"). Generated, so it can never go stale.
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch'::regconfig, "name" || ' ' || "product_type" || ' ' || replace("product_type", '-', ' ') || ' ' || "search_keywords"), 'A') || setweight(to_tsvector('dutch'::regconfig, "brand_slug" || ' ' || "series"), 'B') || setweight(to_tsvector('dutch'::regconfig, "colour"), 'C') || setweight(to_tsvector('dutch'::regconfig, "description"), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex("products_ean_key").on(t.ean),
    uniqueIndex("products_slug_key").on(t.categoryId, t.slug),
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandSlug),
    index("products_specifications_idx").using("gin", t.specifications),
    index("products_name_trgm_idx").using("gin", sql`(${t.name}) gin_trgm_ops`),
    index("products_search_idx").using("gin", t.searchVector),
    // Listings sort by popularity (the default) or price, within a category or
    // over everything; with these a page of 24 reads 24 rows instead of sorting
    // thousands. The id breaks ties in the same direction, so one index serves
    // both directions.
    index("products_category_popularity_idx").on(t.categoryId, t.popularity, t.productId),
    index("products_category_price_idx").on(t.categoryId, t.sellingPriceCents, t.productId),
    index("products_popularity_idx").on(t.popularity, t.productId),
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
    // Issue 21, part A (products): what the shopper paid from `valid_from` on (the list price less the
    // cash-desk discount), so the Omnibus rule can look at the 30 days before a reduction began. Written
    // by the trigger on `products` (drizzle/*_products_sql.sql) on every change of either; null in rows
    // from before it, which mean the list price.
    sellingPriceCents: integer("selling_price_cents"),
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

/** Questions and answers on the product page: for every product of a type, or for one product. */
export const productFaqs = pgTable(
  "product_faqs",
  {
    faqId: integer("faq_id").primaryKey(),
    productType: text("product_type").references(() => productTypes.code, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.productId, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    position: smallint("position").notNull(),
  },
  (t) => [
    index("product_faqs_type_idx").on(t.productType),
    index("product_faqs_product_idx").on(t.productId),
    // Exactly one scope: a product type or a product.
    check("product_faqs_scope_check", sql`(${t.productType} is null) <> (${t.productId} is null)`),
  ],
);

/** Labels on product cards and pages: "Energiezuinig", "Stil", "Nieuw" ... */
export const productTags = pgTable("product_tags", {
  tagId: integer("tag_id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  position: smallint("position").notNull(),
});

export const productTagLinks = pgTable(
  "product_tag_links",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => productTags.tagId, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index("product_tag_links_tag_idx").on(t.tagId)],
);

/** Old URLs that moved: answered with a permanent redirect to `to_path`. */
export const rewrites = pgTable("rewrites", {
  rewriteId: integer("rewrite_id").primaryKey(),
  fromPath: text("from_path").notNull().unique(),
  toPath: text("to_path").notNull(),
});

/** The 'Meer info' texts: assembly, extra service, extra warranty, pick-up, energy label ... */
export const information = pgTable("information", {
  informationId: integer("information_id").primaryKey(),
  key: text("key").notNull().unique(),
  title: text("title").notNull(),
  body: text("body").notNull(),
});

/**
 * The facets a listing offers, per product type and in order. Rows without a
 * product type are the facets of listings that mix types (hubs, brands, search).
 * `key` is `merk`, `prijs`, `energieklasse`, `categorie` or a specification key.
 * Staff-only facets need the permission filtersShopOnlyShow (seed-spec §3).
 */
export const filterDefinitions = pgTable(
  "filters",
  {
    filterId: integer("filter_id").primaryKey(),
    productType: text("product_type").references(() => productTypes.code, { onDelete: "cascade" }),
    key: text("key").notNull(),
    label: text("label").notNull(),
    kind: text("kind").$type<"values" | "range">().notNull(),
    unit: text("unit"),
    position: smallint("position").notNull(),
    staffOnly: boolean("staff_only").notNull().default(false),
  },
  // NULLS NOT DISTINCT (PostgreSQL 15+): the mixed-type facets, too, have each key once.
  (t) => [unique("filters_type_key").on(t.productType, t.key).nullsNotDistinct()],
);

/**
 * The words search knows (brands, types, categories, series, specification values,
 * description words), for correcting typos with trigram similarity before the
 * full-text query: 'wasmachien' becomes 'wasmachine'. Search also joins split
 * words into one of these ("inbouw koelkast": 'inbouwkoelkast') and splits a
 * compound into two of them ("koelvriescombinatie": 'koel' and
 * 'vriescombinatie'). Small, so always fast.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").primaryKey(),
    /** How many products carry the word; ties between equally similar words go to the common one. */
    frequency: integer("frequency").notNull(),
    /**
     * For another name of something the catalogue calls differently, the word
     * it does use: 'frigo' and 'ijskast' mean 'koelkast', 'diepvriezer' means
     * 'vriezer'. Search looks for both.
     */
    means: text("means"),
  },
  (t) => [index("search_terms_trgm_idx").using("gin", sql`(${t.term}) gin_trgm_ops`)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type HubRow = typeof hubs.$inferSelect;

/**
 * A shopping cart, bound to the session that made it (decisions §5). The
 * customer's fields and the items are JSON, as the client sends and reads them;
 * prices are not stored here but read from `products` on every answer, so the
 * cart always shows today's prices. `version` guards every write (decisions §2):
 * an update names the version it read and only one writer per version wins.
 */
export const carts = pgTable(
  "carts",
  {
    cartId: text("cart_id").primaryKey(),
    sessionId: text("session_id").notNull(),
    version: integer("version").notNull().default(1),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    items: jsonb("items").$type<Record<string, unknown>>().notNull(),
    locked: boolean("locked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  // No index on expires_at: every cart write moves it, and an index on it would make
  // every write update all indexes (no HOT update, docs/PERFORMANCE.md). Expired
  // carts are found by a scan, seldom.
  (t) => [index("carts_session_idx").on(t.sessionId)],
);

export type CartRow = typeof carts.$inferSelect;

/**
 * Days without deliveries or pick-up (decisions §3): the public holidays of the
 * Netherlands and Belgium, and any day the shop closes. `country` null closes
 * the day in both countries.
 */
export const specialDates = pgTable(
  "special_dates",
  {
    specialDateId: integer("special_date_id").primaryKey().generatedAlwaysAsIdentity(),
    date: date("date", { mode: "string" }).notNull(),
    country: text("country").$type<"NL" | "BE">(),
    name: text("name").notNull(),
  },
  (t) => [unique("special_dates_date_country").on(t.date, t.country).nullsNotDistinct(), index("special_dates_date_idx").on(t.date)],
);

/**
 * On which weekdays a region gets deliveries (decisions §3). Without a matching
 * rule it is Monday to Saturday. A rule with a postal code range (the first four
 * digits, inclusive) is more specific than its country's rule and wins.
 */
export const deliveryRules = pgTable(
  "delivery_rules",
  {
    deliveryRuleId: integer("delivery_rule_id").primaryKey().generatedAlwaysAsIdentity(),
    country: text("country").$type<"NL" | "BE">().notNull(),
    postalCodeFrom: integer("postal_code_from"),
    postalCodeTo: integer("postal_code_to"),
    /** ISO weekdays with deliveries: 1 Monday … 7 Sunday. */
    weekdays: integer("weekdays").array().notNull(),
    description: text("description").notNull(),
  },
  // One rule per country and range (issue 20: an admin adding the same range twice hears 409).
  (t) => [unique("delivery_rules_country_range").on(t.country, t.postalCodeFrom, t.postalCodeTo).nullsNotDistinct()],
);

/** Order numbers count up from here; the number is not a secret (the session or a signed link guards an order). */
export const orderRefSequence = pgSequence("order_ref_seq", { startWith: 40_000_001 });

/**
 * An order's totals as placing it froze them: money in cents by total name, and
 * the VAT treatment. Orders placed before the VAT breakdown (decisions §1) have
 * neither `vatTotal`, `grandTotalExclVat` nor `vatTreatment`: they all paid
 * Dutch VAT (server/orders/order-vat.ts).
 */
export type FrozenTotals = Partial<CartMoneyTotals> & { vatTreatment?: VatTreatment };

/**
 * An order: what the cart held when it was placed, frozen (prices, totals and
 * fields as they were), so a later price change never alters an order. One cart
 * makes at most one order (unique cart_id): that is what makes placing an order
 * idempotent.
 */
export const orders = pgTable(
  "orders",
  {
    orderRef: text("order_ref").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .unique()
      .references(() => carts.cartId),
    sessionId: text("session_id").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** Decisions §10 (domain/orders/order-status.ts): open, pending, paid, failed, expired, refunded, partiallyRefunded. */
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull(),
    /** Decisions §10: new, processing, readyForPickup, outForDelivery, completed, cancelled, withdrawn, returned. */
    fulfilmentStatus: text("fulfilment_status").$type<FulfilmentStatus>().notNull().default("new"),
    paymentMethod: text("payment_method").notNull(),
    deliveryType: text("delivery_type").notNull(),
    deliveryDay: date("delivery_day", { mode: "string" }),
    deliveryWeek: text("delivery_week"),
    emailAddress: text("email_address").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    items: jsonb("items").$type<unknown[]>().notNull(),
    totals: jsonb("totals").$type<FrozenTotals>().notNull(),
    grandTotalCents: integer("grand_total_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** When the order was cancelled: its payment did not come in time (domain/orders/order-state.ts), or staff cancelled it. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The units placing took from stock, by product id; units sold ahead of an
     * expected delivery are not in it (commit-order.ts). A cancellation gives
     * back exactly these, once: `stock_released_at` says it happened.
     */
    stockTaken: jsonb("stock_taken").$type<Record<string, number>>(),
    stockReleasedAt: timestamp("stock_released_at", { withTimezone: true }),
    /** Where the order was taken (issue 20, decisions §10): the web shop, or by staff on the phone or in the shop. */
    channel: text("channel").$type<OrderChannel>().notNull().default("web"),
    /** The member of staff who entered a phone or shop order; null for a web order. */
    enteredBy: integer("entered_by").references(() => staffMembers.staffMemberId),
    /** What the member of staff noted when entering the order (not shown to the customer). */
    staffNote: text("staff_note"),
    /**
     * What the back office's search looks in (GET /api/orders/?q=, list-orders.ts), kept by
     * PostgreSQL itself, so that every way an order is written (the web, the phone, the shop)
     * fills it: the number, the address, the names, the company, the postal code without its
     * space and the phone number as digits (and in its national form, 06…, when typed as +31 6…),
     * in lower case. A trigram index makes any part of it quick to find.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(order_ref || ' ' || email_address || ' ' || coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', '') || ' ' || coalesce(fields->>'companyName', '') || ' ' || replace(coalesce(fields->>'shippingPostalCode', ''), ' ', '') || ' ' || regexp_replace(coalesce(fields->>'phoneNumber', ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(regexp_replace(coalesce(fields->>'phoneNumber', ''), '[^0-9]', '', 'g'), '^(00)?(31|32)', '0'))`,
      ),
    /** "Voornaam Achternaam", as the list shows it and sorts by it. */
    customerName: text("customer_name")
      .notNull()
      .generatedAlwaysAs(sql`btrim(coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', ''))`),
    /** A pick-up order's first pick-up day (ISO text, as placing recorded it in `fields`): the day's work compares it with today. */
    pickUpDay: text("pick_up_day").generatedAlwaysAs(sql`fields->>'pickUpDay'`),
    /**
     * The code the customer says at the pick-up desk (decisions §10), given when
     * staff set the order ready for pick-up (domain/orders/pick-up-code.ts):
     * unique among the orders waiting at the desk.
     */
    pickUpCode: text("pick_up_code"),
    /** The time window of the day the van comes, "13:00-17:00", set when staff send the order out for delivery. */
    deliveryWindow: text("delivery_window"),
    /**
     * Which generation of signed links to the order is valid (decisions §14): every link carries the
     * generation it was made in, and staff revoking the links raise it, so every earlier link is dead.
     */
    linkGeneration: integer("link_generation").notNull().default(0),
  },
  (t) => [
    index("orders_session_idx").on(t.sessionId),
    // One code per order waiting at the desk: two open pick-ups never share one.
    uniqueIndex("orders_open_pick_up_code_idx").on(t.pickUpCode).where(sql`fulfilment_status = 'readyForPickup'`),
    // The back office's list (list-orders.ts): the search, the default sort (newest first) and the other sorts,
    // the statuses with the moment for "this status, newest first", the delivery day and week, and the day's work.
    index("orders_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("orders_created_at_idx").on(t.createdAt),
    index("orders_fulfilment_idx").on(t.fulfilmentStatus, t.createdAt),
    // The desk's most common question, "new pick-ups" (and the work lists): both statuses exactly, newest first.
    index("orders_fulfilment_delivery_idx").on(t.fulfilmentStatus, t.deliveryType, t.createdAt),
    index("orders_payment_status_idx").on(t.paymentStatus, t.createdAt),
    index("orders_delivery_day_idx").on(t.deliveryDay),
    index("orders_delivery_week_idx").on(t.deliveryWeek),
    index("orders_customer_name_idx").on(t.customerName),
    index("orders_grand_total_idx").on(t.grandTotalCents),
    index("orders_pick_up_day_idx").on(t.pickUpDay).where(sql`delivery_type = 'pickUp'`),
    uniqueIndex("orders_idempotency_idx").on(t.sessionId, t.idempotencyKey),
    // The order mail outbox looks for orders paid lately without their "betaling ontvangen" mail.
    index("orders_paid_at_idx").on(t.paidAt).where(sql`paid_at is not null`),
    // …and for the unpaid ones whose payment deadline may have passed (cancel-unpaid-order.ts).
    index("orders_unpaid_idx").on(t.createdAt).where(sql`payment_status in ('open', 'pending', 'failed') and cancelled_at is null and withdrawn_at is null`),
    check("orders_channel", sql`${t.channel} in ('web', 'phone', 'shop')`),
  ],
);

/**
 * The outbox of an order's mails (decisions §10): one row per moment that
 * brings a mail (`kind`: orderReceived, paymentReceived, orderCancelled,
 * withdrawalReceived), written in the same step as the change it tells of, so
 * that the mail survives a restart. The primary key makes each moment's mail
 * one row, whoever records it twice; `claimed_at` is set before sending, so two
 * instances never send it twice, and `sent_at` once it went.
 */
export const orderMails = pgTable(
  "order_mails",
  {
    orderRef: text("order_ref")
      .notNull()
      .references(() => orders.orderRef),
    kind: text("kind").notNull(),
    /**
     * Which moment of its kind, for kinds an order can have more than once: the
     * refund's id for `refunded`, the shop's day for `outForDelivery` (a second
     * attempt after nobody was home); '' for kinds that happen once.
     */
    occasion: text("occasion").notNull().default(""),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderRef, t.kind, t.occasion] }),
    // The outbox's round reads the unsent mails in order of due moment.
    index("order_mails_unsent_idx").on(t.dueAt).where(sql`sent_at is null`),
  ],
);

export type OrderMailRow = typeof orderMails.$inferSelect;

/**
 * The invoice counter (issue 20, point 6): one row per series (there is one,
 * `invoices`), raised by one in the same transaction that writes the invoice.
 * Not a PostgreSQL sequence: a sequence hands out a number also to a
 * transaction that is rolled back, which leaves a gap the Dutch invoice rules
 * do not allow; this row is undone with the invoice, and its lock makes
 * concurrent issuers take turns (server/invoices/issue-invoice.ts).
 */
export const invoiceCounters = pgTable("invoice_counters", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * An issued invoice: one per order (credit notes are not made yet), its
 * number in the one series, and the facts the PDF shows frozen at issue
 * (domain/invoices/invoice.ts), so that a later change of the company's
 * details or of the order's products never rewrites it.
 */
export const invoices = pgTable("invoices", {
  invoiceNumber: text("invoice_number").primaryKey(),
  /** The counter's value: the series, without the year label of the number. */
  sequenceNumber: integer("sequence_number").notNull().unique(),
  orderRef: text("order_ref")
    .notNull()
    .unique()
    .references(() => orders.orderRef),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  facts: jsonb("facts").$type<InvoiceFacts>().notNull(),
});

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Every change of an order's payment or fulfilment status (decisions §10: kept
 * with who made it and when), written in the same transaction as the change.
 * `actor` is the customer, staff (`staff_member_id` says who) or the shop
 * itself (the provider's news, a payment term that ran out).
 */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    changeId: integer("change_id").primaryKey().generatedAlwaysAsIdentity(),
    orderRef: text("order_ref")
      .notNull()
      .references(() => orders.orderRef),
    at: timestamp("at", { withTimezone: true }).notNull(),
    kind: text("kind").$type<"payment" | "fulfilment" | "link">().notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actor: text("actor").$type<"customer" | "staff" | "system">().notNull(),
    staffMemberId: integer("staff_member_id").references(() => staffMembers.staffMemberId),
    note: text("note"),
  },
  (t) => [index("order_status_changes_order_idx").on(t.orderRef, t.at)],
);

export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;

/** Staff's notes on an order (decisions §10: staff add notes), for each other, never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    noteId: integer("note_id").primaryKey().generatedAlwaysAsIdentity(),
    orderRef: text("order_ref")
      .notNull()
      .references(() => orders.orderRef),
    at: timestamp("at", { withTimezone: true }).notNull(),
    staffMemberId: integer("staff_member_id")
      .notNull()
      .references(() => staffMembers.staffMemberId),
    text: text("text").notNull(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderRef, t.at), check("order_notes_text_length", sql`char_length(${t.text}) between 1 and 2000`)],
);

export type OrderNoteRow = typeof orderNotes.$inferSelect;

/**
 * Each attempt to pay an order at a payment provider. A cancelled or failed
 * attempt is followed by a new one for the same order, never a second order.
 */
export const payments = pgTable(
  "payments",
  {
    paymentId: text("payment_id").primaryKey(),
    orderRef: text("order_ref")
      .notNull()
      .references(() => orders.orderRef),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The provider's status: open, pending, authorized, paid, failed, canceled, expired. */
    status: text("status").notNull(),
    checkoutUrl: text("checkout_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderRef),
    // At most one open attempt per order: of two requests racing to start one, the second insert fails and uses the first's.
    uniqueIndex("payments_one_open_per_order").on(t.orderRef).where(sql`status = 'open'`),
  ],
);

export type SpecialDateRow = typeof specialDates.$inferSelect;
export type DeliveryRuleRow = typeof deliveryRules.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * The built-in test provider's own books (decisions §4): it stands for an
 * outside payment service, so it keeps its payments apart from the shop's
 * `payments`, and the shop learns a status only by asking it, as with Mollie.
 */
export const testProviderPayments = pgTable("test_provider_payments", {
  paymentId: text("payment_id").primaryKey(),
  orderRef: text("order_ref").notNull(),
  amountCents: integer("amount_cents").notNull(),
  method: text("method").notNull(),
  description: text("description").notNull(),
  status: text("status").notNull(),
  redirectUrl: text("redirect_url").notNull(),
  webhookUrl: text("webhook_url"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back to a customer through the payment provider (decisions §10:
 * whole or in part). `refund_id` is the provider's own id; `status` is the
 * provider's word (queued, pending, processing, refunded, failed, canceled).
 * A refund counts for the customer (the order's payment status, the mail)
 * only once the provider confirms it: `confirmed_at` is set in the same
 * transaction as that change, and only once (`status <> 'refunded'` in the
 * update). The same `idempotency_key` for an order answers the same refund.
 */
export const refunds = pgTable(
  "refunds",
  {
    refundId: text("refund_id").primaryKey(),
    orderRef: text("order_ref")
      .notNull()
      .references(() => orders.orderRef),
    /** The provider's payment the money goes back from. */
    paymentId: text("payment_id").notNull(),
    provider: text("provider").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    staffMemberId: integer("staff_member_id").references(() => staffMembers.staffMemberId),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderRef),
    index("refunds_payment_idx").on(t.paymentId),
    uniqueIndex("refunds_idempotency_idx").on(t.orderRef, t.idempotencyKey),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The test provider's refunds (decisions §4: it simulates the provider's
 * refunds API in its own books, apart from the shop's `refunds`): test mode
 * only, never real money.
 */
export const testProviderRefunds = pgTable(
  "test_provider_refunds",
  {
    refundId: text("refund_id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => testProviderPayments.paymentId),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key"),
    testMode: boolean("test_mode").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("test_provider_refunds_idempotency_idx").on(t.paymentId, t.idempotencyKey)],
);

/**
 * Who asked for the newsletter (specification §6: guests POST and DELETE
 * newsletter-subscribers). Double opt-in: an address is `pending` until its
 * owner follows the link in the confirmation mail, and only `confirmed`
 * addresses may be mailed. An unsubscribed address stays as a row, so that
 * the shop can show it honoured the request; the row holds nothing but the
 * address and dates.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    /** Trimmed and in lower case: one row per mailbox, however it was typed. */
    emailAddress: text("email_address").primaryKey(),
    status: text("status").$type<SubscriptionStatus>().notNull(),
    /** Where the wish was made: `website` (the form) or `checkout` (the tick when ordering). */
    source: text("source").$type<SubscriptionSource>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last confirmation mail: a new one is sent at most once per RESEND_AFTER (domain/newsletter). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [check("newsletter_subscribers_status", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`)],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * "Mail me als hij er weer is" (issue 19): an address waiting for a sold-out
 * product, one row per address and product. Double opt-in like the newsletter:
 * `pending` until the link in the confirmation mail is clicked, then
 * `confirmed`; the "weer op voorraad" mail is claimed (`sent`, `notified_at`)
 * in the same statement that finds the product back in stock, so two app
 * instances never both send it (server/stock-alerts/send-stock-alerts.ts).
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    stockAlertId: integer("stock_alert_id").primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and in lower case, like every address the shop keeps. */
    emailAddress: text("email_address").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    status: text("status").$type<StockAlertStatus>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last confirmation mail: a new one at most once per RESEND_AFTER_MS (domain/stock-alerts). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the "weer op voorraad" mail was claimed for sending. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_alerts_address_product_key").on(t.emailAddress, t.productId),
    // The check after every stock change reads the confirmed alerts only: a handful among many sent ones.
    index("stock_alerts_waiting_idx").on(t.productId).where(sql`${t.status} = 'confirmed'`),
    check("stock_alerts_status", sql`${t.status} in ('pending', 'confirmed', 'sent', 'unsubscribed')`),
  ],
);

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/**
 * The people who work for the shop (decisions §5): staff, and admins who also
 * manage staff. They sign in with their address and a password, kept only as
 * a scrypt hash (server/staff/password-hash.ts). A member who leaves is
 * disabled, not deleted, so that what they did keeps a name.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    staffMemberId: integer("staff_member_id").primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and in lower case, like every address the shop keeps. */
    emailAddress: text("email_address").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member may no longer sign in; their sessions and tokens stop working at once. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_members_email_key").on(t.emailAddress), check("staff_members_role", sql`${t.role} in ('staff', 'admin')`)],
);

/**
 * A signed-in member of staff's browser. The cookie holds a random secret; the
 * table holds its SHA-256 only, so a copy of the database signs nobody in. A
 * row is what makes the session valid, so signing out (or disabling the
 * member) ends it on every app instance at once.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    secretHash: text("secret_hash").primaryKey(),
    staffMemberId: integer("staff_member_id")
      .notNull()
      .references(() => staffMembers.staffMemberId, { onDelete: "cascade" }),
    /** The shop this browser stands in (shop mode), or null: working from anywhere. */
    shop: text("shop").$type<ShopId>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_sessions_member_idx").on(t.staffMemberId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * API tokens (decisions §5: bearer or basic), for scripts and the shop's other
 * systems. Like a session, only the token's SHA-256 is kept: the member sees
 * the token once, when it is made. A token acts with its member's role.
 */
export const staffApiTokens = pgTable(
  "staff_api_tokens",
  {
    tokenId: integer("token_id").primaryKey().generatedAlwaysAsIdentity(),
    staffMemberId: integer("staff_member_id")
      .notNull()
      .references(() => staffMembers.staffMemberId, { onDelete: "cascade" }),
    /** What it is for, in the member's words ("Kassakoppeling"). */
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    /** The token's first characters, so a member can tell their tokens apart without the secret. */
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_api_tokens_secret_key").on(t.secretHash), index("staff_api_tokens_member_idx").on(t.staffMemberId)],
);

export type StaffMemberRow = typeof staffMembers.$inferSelect;

// ── Part B of issue 21: stock and shop-only data ────────────────────────────

/**
 * Stock per shop (the pick-up points of domain/staff/shops.ts) besides the web
 * stock on `products.stock`, and whether the shop has the appliance on show
 * (shopIconsShow). Staff only.
 */
export const productShopStock = pgTable(
  "product_shop_stock",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    shopId: text("shop_id").$type<ShopId>().notNull(),
    stock: integer("stock").notNull().default(0),
    inShowroom: boolean("in_showroom").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.shopId] }), check("product_shop_stock_not_negative", sql`${t.stock} >= 0`)],
);

/**
 * Options only the shop sells (shopOptionsShow): a gas connection, fitting a
 * built-in appliance. For one product, or for every product of a product type.
 */
export const productShopOptions = pgTable(
  "product_shop_options",
  {
    productShopOptionId: integer("product_shop_option_id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id").references(() => products.productId, { onDelete: "cascade" }),
    productType: text("product_type").references(() => productTypes.code, { onDelete: "cascade" }),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    index("product_shop_options_product_idx").on(t.productId),
    index("product_shop_options_type_idx").on(t.productType),
    check("product_shop_options_one_scope", sql`(${t.productId} is null) <> (${t.productType} is null)`),
    check("product_shop_options_price_not_negative", sql`${t.priceCents} >= 0`),
  ],
);

// ── Part C of issue 21: the shop's settings ─────────────────────────────────
/**
 * The shop's settings as an admin saved them (issue 21, point 7): one row
 * (`settings_id` is always 1), absent until the first save; then the
 * environment's values apply (config/shop-settings.ts). Amounts in cents.
 * The catalogue change trigger tells every instance, which drop their copies
 * and their shared pages: product pages and customer-service pages print these.
 */
export const shopSettingsTable = pgTable(
  "shop_settings",
  {
    settingsId: smallint("settings_id").primaryKey().default(1),
    smallOrderThresholdCents: integer("small_order_threshold_cents").notNull(),
    smallOrderFeeCents: integer("small_order_fee_cents").notNull(),
    pinOnDeliveryFeeCents: integer("pin_on_delivery_fee_cents").notNull(),
    creditcardFeeCents: integer("creditcard_fee_cents").notNull(),
    warrantyYears: smallint("warranty_years").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who saved them last; null when that member was removed. */
    updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
  },
  (t) => [
    check("shop_settings_one_row", sql`${t.settingsId} = 1`),
    check("shop_settings_amounts", sql`${t.smallOrderThresholdCents} >= 0 and ${t.smallOrderFeeCents} >= 0 and ${t.pinOnDeliveryFeeCents} >= 0 and ${t.creditcardFeeCents} >= 0`),
    check("shop_settings_warranty", sql`${t.warrantyYears} between 2 and 15`),
  ],
);

// ── Issue 21, part D: images uploaded by the shop ─────────────────────────────
/** Raw bytes: bytea. PGlite answers a Uint8Array, postgres.js a Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * A product photo uploaded in the back office (issue 21, point 4): the original
 * as it came (kept, so variants can be made again in other widths), kept in the
 * database because the app servers are stateless. A product with uploads shows
 * them, in `position` order; one without shows its drawings (product_images).
 * `hash` (the original's SHA-256, first 16 hex characters) is in the public URL,
 * so a URL never changes content and may be cached for a year.
 */
export const uploadedProductImages = pgTable(
  "uploaded_product_images",
  {
    imageId: integer("image_id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    alt: text("alt").notNull(),
    hash: text("hash").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    byteSize: integer("byte_size").notNull(),
    original: bytea("original").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("uploaded_product_images_position_key").on(t.productId, t.position), check("uploaded_product_images_position_check", sql`${t.position} >= 1`)],
);

/** The resized copies the pages show: per image, each width the pages use, as WebP and AVIF (domain/catalogue/uploaded-images.ts). */
export const uploadedProductImageVariants = pgTable(
  "uploaded_product_image_variants",
  {
    imageId: integer("image_id")
      .notNull()
      .references(() => uploadedProductImages.imageId, { onDelete: "cascade" }),
    format: text("format").$type<"avif" | "webp">().notNull(),
    /** The width asked for (one of IMAGE_WIDTHS); the bytes may be narrower when the original is. */
    width: smallint("width").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);

export type UploadedProductImageRow = typeof uploadedProductImages.$inferSelect;

/** Quote numbers, apart from order numbers so the two are never confused (70… against 40…). */
export const quoteIdSequence = pgSequence("quote_id_seq", { startWith: 70_000_001 });

/** One line of a quote: as a cart item, with the discount staff granted per unit (cents). */
export interface QuoteLine {
  productId: number;
  combinationId: number | null;
  qty: number;
  itemDiscounts: { makeAmends?: number };
  options: ItemOptions;
}

/**
 * A quote (issue 22, decisions §11): the customer's request, bound to the
 * session that made it (own data, as carts), and the offer staff build on it:
 * lines, a discount over the whole, a last valid day and a note for the
 * customer. `version` guards every staff write, as the cart's does.
 */
export const quotes = pgTable(
  "quotes",
  {
    quoteId: text("quote_id").primaryKey(),
    sessionId: text("session_id").notNull(),
    status: text("status").$type<QuoteStatus>().notNull(),
    request: jsonb("request").$type<QuoteRequestFacts>().notNull(),
    items: jsonb("items").$type<QuoteLine[]>().notNull().default(sql`'[]'::jsonb`),
    discountTotalCents: integer("discount_total_cents").notNull().default(0),
    /** The last day the offer can be ordered (inclusive); set when it is sent. */
    validUntil: date("valid_until", { mode: "string" }),
    customerNote: text("customer_note"),
    /** The member who handles the quote. */
    assignedTo: integer("assigned_to").references(() => staffMembers.staffMemberId),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The order placed from it, once accepted. */
    orderRef: text("order_ref").references(() => orders.orderRef),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Which generation of signed links to the quote is valid; staff revoking them raise it (decisions §14). */
    linkGeneration: integer("link_generation").notNull().default(0),
  },
  (t) => [
    index("quotes_session_idx").on(t.sessionId),
    index("quotes_status_idx").on(t.status, t.createdAt),
    check("quotes_discount_total_check", sql`${t.discountTotalCents} >= 0`),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;

/** Every change of a quote's status, with who made it (decisions §11: statuses with history). */
export const quoteStatusChanges = pgTable(
  "quote_status_changes",
  {
    changeId: integer("change_id").primaryKey().generatedAlwaysAsIdentity(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.quoteId, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    fromStatus: text("from_status").$type<QuoteStatus>(),
    toStatus: text("to_status").$type<QuoteStatus>().notNull(),
    actor: text("actor").$type<QuoteActor>().notNull(),
    staffMemberId: integer("staff_member_id").references(() => staffMembers.staffMemberId),
    note: text("note"),
  },
  (t) => [index("quote_status_changes_quote_idx").on(t.quoteId, t.at)],
);

export type QuoteStatusChangeRow = typeof quoteStatusChanges.$inferSelect;

/** The photos and floor plans a customer sends with a request, kept in the database (stateless app servers). */
export const quoteUploads = pgTable(
  "quote_uploads",
  {
    uploadId: integer("upload_id").primaryKey().generatedAlwaysAsIdentity(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.quoteId, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("quote_uploads_quote_idx").on(t.quoteId)],
);

export type QuoteUploadRow = typeof quoteUploads.$inferSelect;

// ── Issue 22: kitchens and the showroom ───────────────────────────────────────
/**
 * A kitchen the shop sells by quote (decisions §11): a composed kitchen with
 * its style, layout, measures, fronts and worktop, the catalogue's appliances
 * it comes with, and a price "vanaf". Its images are drawn from its facts on
 * request (src/demo/kitchens), as the products' are. The shop's own ids, not a
 * sequence, as products.
 */
export const kitchens = pgTable(
  "kitchens",
  {
    kitchenId: integer("kitchen_id").primaryKey(),
    sku: text("sku").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    style: text("style").$type<KitchenStyle>().notNull(),
    layout: text("layout").$type<KitchenLayout>().notNull(),
    widthCm: smallint("width_cm").notNull(),
    depthCm: smallint("depth_cm").notNull(),
    heightCm: smallint("height_cm").notNull(),
    /** The fronts' colour and finish: "Mat antraciet", "Eiken fineer". */
    front: text("front").notNull(),
    /** The fronts' colour as the drawing uses it (a CSS colour). */
    frontColour: text("front_colour").notNull(),
    worktop: text("worktop").notNull(),
    /** Products of the catalogue that come with it, in the order shown. */
    applianceIds: integer("appliance_ids").array().notNull().default(sql`'{}'::integer[]`),
    priceFromCents: integer("price_from_cents").notNull(),
    description: text("description").notNull(),
    expired: boolean("expired").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search with the `dutch` configuration, as products: name and style first, then brand, fronts and worktop, then the description. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch'::regconfig, "name" || ' keuken keukens ' || "style" || ' ' || replace("layout", '-', ' ')), 'A') || setweight(to_tsvector('dutch'::regconfig, "brand" || ' ' || "sku"), 'B') || setweight(to_tsvector('dutch'::regconfig, "front" || ' ' || "worktop"), 'C') || setweight(to_tsvector('dutch'::regconfig, "description"), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex("kitchens_sku_key").on(t.sku),
    uniqueIndex("kitchens_slug_key").on(t.slug),
    index("kitchens_search_idx").using("gin", t.searchVector),
    index("kitchens_name_trgm_idx").using("gin", sql`(${t.name}) gin_trgm_ops`),
    check("kitchens_price_from_check", sql`${t.priceFromCents} > 0`),
    check("kitchens_dimensions_check", sql`${t.widthCm} > 0 and ${t.depthCm} > 0 and ${t.heightCm} > 0`),
  ],
);

export type KitchenRow = typeof kitchens.$inferSelect;

/** A kitchen that stands in the showroom, with the day it went on show and, when it is sold as it stands, its ex-display price. */
export const showroomKitchens = pgTable(
  "showroom_kitchens",
  {
    showroomKitchenId: integer("showroom_kitchen_id").primaryKey(),
    kitchenId: integer("kitchen_id")
      .notNull()
      .references(() => kitchens.kitchenId, { onDelete: "cascade" }),
    location: text("location").notNull().default("Zoeterwoude"),
    onShowSince: date("on_show_since", { mode: "string" }).notNull(),
    /** The price of this kitchen as it stands (ex-display), when it is for sale. */
    salePriceCents: integer("sale_price_cents"),
    note: text("note"),
  },
  (t) => [index("showroom_kitchens_kitchen_idx").on(t.kitchenId), check("showroom_kitchens_sale_price_check", sql`${t.salePriceCents} is null or ${t.salePriceCents} > 0`)],
);

export type ShowroomKitchenRow = typeof showroomKitchens.$inferSelect;

/** A visitor's wish to see the showroom (POST /api/showroom-visits/): who, when, which kitchens; staff call back to confirm. */
export const showroomVisitRequests = pgTable(
  "showroom_visit_requests",
  {
    visitRequestId: integer("visit_request_id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    emailAddress: text("email_address").notNull(),
    phoneNumber: text("phone_number").notNull(),
    preferredDay: date("preferred_day", { mode: "string" }).notNull(),
    partOfDay: text("part_of_day").$type<VisitPartOfDay>().notNull(),
    kitchenIds: integer("kitchen_ids").array().notNull().default(sql`'{}'::integer[]`),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("showroom_visit_requests_day_idx").on(t.preferredDay)],
);

export type ShowroomVisitRequestRow = typeof showroomVisitRequests.$inferSelect;

// ── Reviews (issue 23) ──────────────────────────────────────────────────────
/**
 * A customer's review of a product (issue 23, point 3): stars, title, text,
 * pros and cons, the name shown, and the e-mail address (never shown or
 * served). `verified` is true only when a completed order of this product
 * (the review mail's signed link) backs it; that order is `order_ref`, and one
 * order gives one review per product. Only `approved` reviews are ever served
 * or counted in the product's `rating_average` and `rating_count`.
 */
export const ratings = pgTable(
  "ratings",
  {
    ratingId: integer("rating_id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.productId, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    pros: jsonb("pros").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cons: jsonb("cons").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    authorName: text("author_name").notNull(),
    emailAddress: text("email_address"),
    verified: boolean("verified").notNull().default(false),
    orderRef: text("order_ref").references(() => orders.orderRef),
    status: text("status").$type<RatingStatus>().notNull().default("pending"),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: integer("moderated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ratings_stars", sql`${t.stars} between 1 and 5`),
    check("ratings_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // A verified review needs the order behind it.
    check("ratings_verified_order", sql`not ${t.verified} or ${t.orderRef} is not null`),
    uniqueIndex("ratings_order_product_idx").on(t.orderRef, t.productId).where(sql`${t.orderRef} is not null`),
    index("ratings_product_status_idx").on(t.productId, t.status, t.createdAt),
    index("ratings_status_idx").on(t.status, t.createdAt),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;

/**
 * The review mail of a completed order (issue 23): one row per order, recorded
 * by the `review-requests` job for each order completed lately, due
 * REVIEW_REQUEST_DELAY_DAYS after completion, claimed before it is sent (so
 * never twice) and marked sent, or skipped with the reason (returned,
 * withdrawn, unsubscribed).
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    orderRef: text("order_ref")
      .primaryKey()
      .references(() => orders.orderRef),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    skipped: text("skipped"),
  },
  (t) => [index("review_requests_due_idx").on(t.dueAt).where(sql`${t.sentAt} is null and ${t.skipped} is null`)],
);

// ── Forms: the forms bucket and form data (issue 23) ─────────────────────────
/**
 * A sent form (POST /api/form-data/): a question, a service request, a job
 * application. `form_id` is the visitor's form id (one form per id, so a form
 * cannot be sent twice); the kind's own fields live in `fields` (checked by
 * schemas/form-data.ts on the way in). The two mails are an outbox: sent after
 * the commit, and by the `forms` job when that failed (`*_mail_sent_at` null).
 */
export const formData = pgTable(
  "form_data",
  {
    formDataId: integer("form_data_id").primaryKey().generatedAlwaysAsIdentity(),
    formId: text("form_id").notNull().unique(),
    kind: text("kind").$type<FormKind>().notNull(),
    status: text("status").$type<FormStatus>().notNull().default("nieuw"),
    name: text("name").notNull(),
    emailAddress: text("email_address").notNull(),
    phoneNumber: text("phone_number"),
    fields: jsonb("fields").$type<Record<string, string | number | null>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
    customerMailSentAt: timestamp("customer_mail_sent_at", { withTimezone: true }),
    shopMailSentAt: timestamp("shop_mail_sent_at", { withTimezone: true }),
    /** A sender claims the form's mails for a few minutes, so two instances never send them both. */
    mailClaimedAt: timestamp("mail_claimed_at", { withTimezone: true }),
    mailAttempts: integer("mail_attempts").notNull().default(0),
  },
  (t) => [
    index("form_data_received_idx").on(t.receivedAt),
    index("form_data_kind_status_idx").on(t.kind, t.status),
    index("form_data_unsent_mail_idx").on(t.receivedAt).where(sql`${t.customerMailSentAt} is null or ${t.shopMailSentAt} is null`),
    check("form_data_status_check", sql`${t.status} in ('nieuw', 'in behandeling', 'afgehandeld')`),
    check("form_data_kind_check", sql`${t.kind} in ('contact', 'service', 'application')`),
  ],
);

export type FormDataRow = typeof formData.$inferSelect;

/**
 * A file a visitor added to a form (POST /api/buckets/forms/), before and after
 * the form is sent. The bytes live in the upload store (DATA_DIR/form-uploads
 * or the S3 bucket) under `storage_key`; `form_data_id` is set when the form is
 * sent. Unsent ones are removed after a day by the `forms` job.
 */
export const formUploads = pgTable(
  "form_uploads",
  {
    uploadId: text("upload_id").primaryKey(),
    formId: text("form_id").notNull(),
    formDataId: integer("form_data_id").references(() => formData.formDataId, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("form_uploads_form_idx").on(t.formId), index("form_uploads_unsent_idx").on(t.createdAt).where(sql`${t.formDataId} is null`)],
);

export type FormUploadRow = typeof formUploads.$inferSelect;

// ── vacancies and support (issue 23) ──

/**
 * A job opening (decisions §13, content storage pattern): the editor's draft
 * and the version guests see, both checked by `vacancyVersionSchema`
 * (schemas/vacancies.ts). The version holds its own slug and its open period,
 * so a renamed or extended vacancy is not live before it is published.
 */
export const vacancies = pgTable(
  "vacancies",
  {
    vacancyId: integer("vacancy_id").primaryKey().generatedAlwaysAsIdentity(),
    draft: jsonb("draft").notNull(),
    published: jsonb("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
  },
  (t) => [index("vacancies_published_slug_idx").on(sql`(${t.published} ->> 'slug')`)],
);

export type VacancyRow = typeof vacancies.$inferSelect;

/**
 * A place customers can reach the shop (customer service, the pick-up point,
 * the showroom): how and when. `key` is how pages find it; the version is
 * checked by `supportLocationVersionSchema` (schemas/support.ts).
 */
export const supportLocations = pgTable(
  "support_locations",
  {
    supportId: integer("support_id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    draft: jsonb("draft").notNull(),
    published: jsonb("published"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("support_locations_key_key").on(t.key), check("support_locations_key_check", sql`${t.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export type SupportLocationRow = typeof supportLocations.$inferSelect;

// ── newsletters (issue 23) ──

/**
 * A newsletter campaign (issue 23, point 5): written by an admin as a `draft`,
 * then sent once: `sending` from the moment the recipients are fixed (one
 * `newsletter_deliveries` row per confirmed subscriber, in the same
 * transaction), `sent` once no delivery is left to send. The blocks are
 * checked by `newsletterBlocksSchema` (schemas/newsletters.ts) on save and on read.
 */
export const newsletters = pgTable(
  "newsletters",
  {
    newsletterId: integer("newsletter_id").primaryKey().generatedAlwaysAsIdentity(),
    subject: text("subject").notNull(),
    preheader: text("preheader").notNull().default(""),
    blocks: jsonb("blocks").$type<NewsletterBlock[]>().notNull(),
    status: text("status").$type<NewsletterStatus>().notNull().default("draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer("created_by").references(() => staffMembers.staffMemberId),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an admin said "send", and who: the recipients are the confirmed subscribers of that moment. */
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    sentBy: integer("sent_by").references(() => staffMembers.staffMemberId),
    /** When the last delivery was done (sent, skipped or given up). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("newsletters_status", sql`${t.status} in ('draft', 'sending', 'sent')`),
    // The send rounds look for the campaigns under way only.
    index("newsletters_sending_idx").on(t.newsletterId).where(sql`${t.status} = 'sending'`),
  ],
);

export type NewsletterRow = typeof newsletters.$inferSelect;

/**
 * One campaign to one subscriber, made when the send starts (unique per pair):
 * `queued` → `claimed` (before the mail goes out) → `sent`; `skipped` when the
 * address left the list before its turn; `failed` when the mail server kept
 * refusing it, or when a process stopped between the claim and the send
 * (`failure` says which): such a delivery is never sent again (at most once).
 * `opened_at` and `clicked_at` hold the first open and click the counter saw.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    deliveryId: integer("delivery_id").primaryKey().generatedAlwaysAsIdentity(),
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.newsletterId, { onDelete: "cascade" }),
    emailAddress: text("email_address").notNull(),
    status: text("status").$type<NewsletterDeliveryStatus>().notNull().default("queued"),
    attempts: smallint("attempts").notNull().default(0),
    failure: text("failure"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_pair_key").on(t.newsletterId, t.emailAddress),
    // The next delivery to send is the lowest queued id of its campaign: a walk of this index.
    index("newsletter_deliveries_queued_idx").on(t.newsletterId, t.deliveryId).where(sql`${t.status} = 'queued'`),
    check("newsletter_deliveries_status", sql`${t.status} in ('queued', 'claimed', 'sent', 'skipped', 'failed')`),
  ],
);

export type NewsletterDeliveryRow = typeof newsletterDeliveries.$inferSelect;

// ── pages (issue 23) ──

/**
 * The shop's pages: the customer-service pages, the pick-up point, /over-ons/,
 * the privacy statement and the pages admins add (schemas/content/page.ts is
 * the shape of a version). `published` is null until the first publish; the
 * catalogue change trigger drops the page cache when a row changes.
 */
export const pages = pgTable(
  "pages",
  {
    pageId: integer("page_id").primaryKey().generatedAlwaysAsIdentity(),
    /** /klantenservice/betalen/, /over-ons/: unique, with the trailing slash. */
    path: text("path").notNull(),
    draft: jsonb("draft").$type<unknown>().notNull(),
    published: jsonb("published").$type<unknown>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("pages_path_key").on(t.path), check("pages_path_check", sql`${t.path} ~ '^/[a-z0-9-]+/([a-z0-9-]+/)?$'`)],
);

export type PageRow = typeof pages.$inferSelect;

// ── Front content: banners, blocks, messages (issue 23) ──────────────────────
// Each row keeps the editor's draft and the version guests see (null until
// published), both checked on read by the zod schemas of schemas/front-content.ts.
// The tables carry the catalogue change trigger (drizzle/*_front_content_sql.sql),
// so publishing drops every instance's shared page copies.

/** A banner placed on a page (`where` inside the version), with its period and order. */
export const banners = pgTable("banners", {
  bannerId: integer("banner_id").primaryKey().generatedAlwaysAsIdentity(),
  draft: jsonb("draft").$type<unknown>().notNull(),
  published: jsonb("published").$type<unknown>(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
});

/** A named slot of a page (`home.hero`, `category.<slug>.intro`): one row per key. */
export const blocks = pgTable("blocks", {
  blockId: integer("block_id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique("blocks_key_unique"),
  draft: jsonb("draft").$type<unknown>().notNull(),
  published: jsonb("published").$type<unknown>(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
});

/** A site-wide notice shown under the header during its period ("Op Koningsdag zijn we gesloten"). */
export const messages = pgTable("messages", {
  messageId: integer("message_id").primaryKey().generatedAlwaysAsIdentity(),
  draft: jsonb("draft").$type<unknown>().notNull(),
  published: jsonb("published").$type<unknown>(),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => staffMembers.staffMemberId, { onDelete: "set null" }),
});

/**
 * An image uploaded for a banner or block, already resized to WebP (the
 * versions name it by `src`). Its id is random, so a draft's image cannot be
 * found by counting; the bytes never change under an id, so it is cached long.
 */
export const contentImages = pgTable("content_images", {
  imageId: text("image_id").primaryKey(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the shop makes itself and every instance must share (decisions §14): the key that signs
 * sessions and links when SESSION_SECRET is not set. Made once, at the first start, by whichever
 * instance gets there first; the others read it.
 */
export const shopSecrets = pgTable("shop_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
