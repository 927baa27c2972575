CREATE TABLE "filters" (
	"filter_id" integer PRIMARY KEY NOT NULL,
	"product_type" text,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text,
	"position" smallint NOT NULL,
	"staff_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "filters_type_key" UNIQUE NULLS NOT DISTINCT("product_type","key")
);
--> statement-breakpoint
CREATE TABLE "information" (
	"information_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "information_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "product_faqs" (
	"faq_id" integer PRIMARY KEY NOT NULL,
	"product_type" text,
	"product_id" integer,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_faqs_scope_check" CHECK (("product_faqs"."product_type" is null) <> ("product_faqs"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "product_tag_links" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tag_links_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"tag_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rewrites" (
	"rewrite_id" integer PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	CONSTRAINT "rewrites_from_path_unique" UNIQUE("from_path")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"frequency" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "selling_price_cents" integer GENERATED ALWAYS AS ("price_cents" - coalesce("cash_desk_discount_cents", 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, "brand_slug" || ' ' || "name" || ' ' || "search_keywords"), 'A') || setweight(to_tsvector('dutch'::regconfig, "series"), 'B') || setweight(to_tsvector('dutch'::regconfig, "colour" || ' ' || replace("product_type", '-', ' ')), 'C') || setweight(to_tsvector('dutch'::regconfig, "description"), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_product_type_product_types_code_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_faqs" ADD CONSTRAINT "product_faqs_product_type_product_types_code_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_faqs" ADD CONSTRAINT "product_faqs_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_links" ADD CONSTRAINT "product_tag_links_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tag_links" ADD CONSTRAINT "product_tag_links_tag_id_product_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."product_tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_faqs_type_idx" ON "product_faqs" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "product_faqs_product_idx" ON "product_faqs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_tag_links_tag_idx" ON "product_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin (("term") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_category_popularity_idx" ON "products" USING btree ("category_id","popularity","product_id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","selling_price_cents","product_id");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity","product_id");--> statement-breakpoint
-- Hand-written: a database seeded before this migration gets the search keywords
-- and the typo-correction lexicon from the products it already holds, so search
-- works without seeding again (the seed writes both itself). No-ops on a new database.
UPDATE "products" AS p SET "search_keywords" = concat_ws(' ', b."name", t."name", t."name_plural", c."name", h."name")
FROM "brands" AS b, "product_types" AS t, "categories" AS c, "hubs" AS h
WHERE b."slug" = p."brand_slug" AND t."code" = p."product_type" AND c."category_id" = p."category_id" AND h."slug" = c."hub_slug";--> statement-breakpoint
INSERT INTO "search_terms" ("term", "frequency")
SELECT w.word, count(DISTINCT p."product_id")::int
FROM "products" AS p,
  regexp_split_to_table(lower(p."search_keywords" || ' ' || p."name" || ' ' || p."series" || ' ' || p."colour" || ' ' || p."description"), '[^[:alpha:][:digit:]]+') AS w(word)
WHERE length(w.word) >= 3 AND w.word !~ '[[:digit:]]'
GROUP BY w.word
ON CONFLICT ("term") DO NOTHING;
