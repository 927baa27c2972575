CREATE TABLE "kitchens" (
	"kitchen_id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"style" text NOT NULL,
	"layout" text NOT NULL,
	"width_cm" smallint NOT NULL,
	"depth_cm" smallint NOT NULL,
	"height_cm" smallint NOT NULL,
	"front" text NOT NULL,
	"front_colour" text NOT NULL,
	"worktop" text NOT NULL,
	"appliance_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"price_from_cents" integer NOT NULL,
	"description" text NOT NULL,
	"expired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, "name" || ' keuken keukens ' || "style" || ' ' || replace("layout", '-', ' ')), 'A') || setweight(to_tsvector('dutch'::regconfig, "brand" || ' ' || "sku"), 'B') || setweight(to_tsvector('dutch'::regconfig, "front" || ' ' || "worktop"), 'C') || setweight(to_tsvector('dutch'::regconfig, "description"), 'D')) STORED NOT NULL,
	CONSTRAINT "kitchens_price_from_check" CHECK ("kitchens"."price_from_cents" > 0),
	CONSTRAINT "kitchens_dimensions_check" CHECK ("kitchens"."width_cm" > 0 and "kitchens"."depth_cm" > 0 and "kitchens"."height_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "showroom_kitchens" (
	"showroom_kitchen_id" integer PRIMARY KEY NOT NULL,
	"kitchen_id" integer NOT NULL,
	"location" text DEFAULT 'Zoeterwoude' NOT NULL,
	"on_show_since" date NOT NULL,
	"sale_price_cents" integer,
	"note" text,
	CONSTRAINT "showroom_kitchens_sale_price_check" CHECK ("showroom_kitchens"."sale_price_cents" is null or "showroom_kitchens"."sale_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "showroom_visit_requests" (
	"visit_request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showroom_visit_requests_visit_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"preferred_day" date NOT NULL,
	"part_of_day" text NOT NULL,
	"kitchen_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showroom_kitchens" ADD CONSTRAINT "showroom_kitchens_kitchen_id_kitchens_kitchen_id_fk" FOREIGN KEY ("kitchen_id") REFERENCES "public"."kitchens"("kitchen_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchens_sku_key" ON "kitchens" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchens_slug_key" ON "kitchens" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "kitchens_search_idx" ON "kitchens" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "kitchens_name_trgm_idx" ON "kitchens" USING gin (("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "showroom_kitchens_kitchen_idx" ON "showroom_kitchens" USING btree ("kitchen_id");--> statement-breakpoint
CREATE INDEX "showroom_visit_requests_day_idx" ON "showroom_visit_requests" USING btree ("preferred_day");