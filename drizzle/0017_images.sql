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
ALTER TABLE "uploaded_product_image_variants" ADD CONSTRAINT "uploaded_product_image_variants_image_id_uploaded_product_images_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_product_images"("image_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_product_images" ADD CONSTRAINT "uploaded_product_images_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_product_images_position_key" ON "uploaded_product_images" USING btree ("product_id","position");