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
CREATE TABLE "shop_settings" (
	"settings_id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"small_order_threshold_cents" integer NOT NULL,
	"small_order_fee_cents" integer NOT NULL,
	"pin_on_delivery_fee_cents" integer NOT NULL,
	"creditcard_fee_cents" integer NOT NULL,
	"warranty_years" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."settings_id" = 1),
	CONSTRAINT "shop_settings_amounts" CHECK ("shop_settings"."small_order_threshold_cents" >= 0 and "shop_settings"."small_order_fee_cents" >= 0 and "shop_settings"."pin_on_delivery_fee_cents" >= 0 and "shop_settings"."creditcard_fee_cents" >= 0),
	CONSTRAINT "shop_settings_warranty" CHECK ("shop_settings"."warranty_years" between 2 and 15)
);
--> statement-breakpoint
CREATE TABLE "uploaded_product_image_variants" (
	"image_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" smallint NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "uploaded_product_image_variants_image_id_format_width_pk" PRIMARY KEY("image_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "uploaded_product_images" (
	"image_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_product_images_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"alt" text NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_product_images_position_check" CHECK ("uploaded_product_images"."position" >= 1)
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD COLUMN "selling_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purchase_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shop_price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_shop_options" ADD CONSTRAINT "product_shop_options_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shop_options" ADD CONSTRAINT "product_shop_options_product_type_product_types_code_fk" FOREIGN KEY ("product_type") REFERENCES "public"."product_types"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shop_stock" ADD CONSTRAINT "product_shop_stock_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_product_image_variants" ADD CONSTRAINT "uploaded_product_image_variants_image_id_uploaded_product_images_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_product_images"("image_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_product_images" ADD CONSTRAINT "uploaded_product_images_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_shop_options_product_idx" ON "product_shop_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_shop_options_type_idx" ON "product_shop_options" USING btree ("product_type");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_product_images_position_key" ON "uploaded_product_images" USING btree ("product_id","position");