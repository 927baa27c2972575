CREATE TABLE "product_shop_options" (
	"product_shop_option_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_shop_options_product_shop_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer,
	"product_type" text,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_shop_options_one_scope" CHECK (("product_shop_options"."product_id" is null) <> ("product_shop_options"."product_type" is null)),
	CONSTRAINT "product_shop_options_price_not_negative" CHECK ("product_shop_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_shop_stock" (
	"product_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"in_showroom" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_shop_stock_product_id_shop_id_pk" PRIMARY KEY("product_id","shop_id"),
	CONSTRAINT "product_shop_stock_not_negative" CHECK ("product_shop_stock"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purchase_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_shop_options" ADD CONSTRAINT "product_shop_options_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shop_options" ADD CONSTRAINT "product_shop_options_product_type_product_types_code_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shop_stock" ADD CONSTRAINT "product_shop_stock_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_shop_options_product_idx" ON "product_shop_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_shop_options_type_idx" ON "product_shop_options" USING btree ("product_type");