-- Trigram matching for typo-tolerant search (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"hub_slug" text NOT NULL,
	"product_type" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combination_products" (
	"combination_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "combination_products_combination_id_product_id_pk" PRIMARY KEY("combination_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "combinations" (
	"combination_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"discount_cents" integer NOT NULL,
	CONSTRAINT "combinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "price_history_product_id_valid_from_pk" PRIMARY KEY("product_id","valid_from")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"view" text NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_plural" text NOT NULL,
	"specifications" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_slug" text NOT NULL,
	"name" text NOT NULL,
	"series" text NOT NULL,
	"ean" char(13) NOT NULL,
	"product_type" text NOT NULL,
	"category_id" integer NOT NULL,
	"colour" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"cash_desk_discount_cents" integer,
	"make_amends_discount_cents" integer,
	"cashback_cents" integer,
	"delivery_cost_cents" integer NOT NULL,
	"assembly_price_cents" integer,
	"assembly_price_secondary_cents" integer,
	"extra_service_price_cents" integer,
	"extra_warranty_price_cents" integer,
	"free_assembly" boolean DEFAULT false NOT NULL,
	"free_assembly_dismissable" boolean DEFAULT false NOT NULL,
	"free_extra_service" boolean DEFAULT false NOT NULL,
	"free_extra_warranty" boolean DEFAULT false NOT NULL,
	"free_extra_warranty_dismissable" boolean DEFAULT false NOT NULL,
	"pick_up_discount_cents" integer,
	"expired" boolean DEFAULT false NOT NULL,
	"energy_class" text,
	"specifications" jsonb NOT NULL,
	"stock" integer NOT NULL,
	"stock_estimated_date" date,
	"rating_average" real,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"released_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_hub_slug_hubs_slug_fk" FOREIGN KEY ("hub_slug") REFERENCES "public"."hubs"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_product_type_product_types_code_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_products" ADD CONSTRAINT "combination_products_combination_id_combinations_combination_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."combinations"("combination_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combination_products" ADD CONSTRAINT "combination_products_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_product_types_code_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("category_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_hub_idx" ON "categories" USING btree ("hub_slug");--> statement-breakpoint
CREATE INDEX "combination_products_product_idx" ON "combination_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_key" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("category_id","slug");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_slug");--> statement-breakpoint
CREATE INDEX "products_specifications_idx" ON "products" USING gin ("specifications");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (("name") gin_trgm_ops);