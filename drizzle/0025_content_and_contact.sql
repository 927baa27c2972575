CREATE TABLE "banners" (
	"banner_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"block_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocks_block_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"image_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_data" (
	"form_data_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_data_form_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'nieuw' NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text,
	"fields" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"customer_mail_sent_at" timestamp with time zone,
	"shop_mail_sent_at" timestamp with time zone,
	"mail_claimed_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_data_form_id_unique" UNIQUE("form_id"),
	CONSTRAINT "form_data_status_check" CHECK ("form_data"."status" in ('nieuw', 'in behandeling', 'afgehandeld')),
	CONSTRAINT "form_data_kind_check" CHECK ("form_data"."kind" in ('contact', 'service', 'application'))
);
--> statement-breakpoint
CREATE TABLE "form_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"form_data_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"delivery_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_deliveries_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"newsletter_id" integer NOT NULL,
	"email_address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"failure" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_status" CHECK ("newsletter_deliveries"."status" in ('queued', 'claimed', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"newsletter_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_newsletter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"blocks" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_by" integer,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletters_status" CHECK ("newsletters"."status" in ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_page_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pages_path_check" CHECK ("pages"."path" ~ '^/[a-z0-9-]+/([a-z0-9-]+/)?$')
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"rating_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_rating_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"pros" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_name" text NOT NULL,
	"email_address" text,
	"verified" boolean DEFAULT false NOT NULL,
	"order_ref" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_status" CHECK ("ratings"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "ratings_verified_order" CHECK (not "ratings"."verified" or "ratings"."order_ref" is not null)
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"skipped" text
);
--> statement-breakpoint
CREATE TABLE "support_locations" (
	"support_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_locations_support_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "support_locations_key_check" CHECK ("support_locations"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"vacancy_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_vacancy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_data" ADD CONSTRAINT "form_data_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_form_data_id_form_data_form_data_id_fk" FOREIGN KEY ("form_data_id") REFERENCES "public"."form_data"("form_data_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_newsletter_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("newsletter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_staff_members_staff_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_sent_by_staff_members_staff_member_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_moderated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_locations" ADD CONSTRAINT "support_locations_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_data_received_idx" ON "form_data" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "form_data_kind_status_idx" ON "form_data" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "form_data_unsent_mail_idx" ON "form_data" USING btree ("received_at") WHERE "form_data"."customer_mail_sent_at" is null or "form_data"."shop_mail_sent_at" is null;--> statement-breakpoint
CREATE INDEX "form_uploads_form_idx" ON "form_uploads" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_uploads_unsent_idx" ON "form_uploads" USING btree ("created_at") WHERE "form_uploads"."form_data_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_pair_key" ON "newsletter_deliveries" USING btree ("newsletter_id","email_address");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queued_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","delivery_id") WHERE "newsletter_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "newsletters_sending_idx" ON "newsletters" USING btree ("newsletter_id") WHERE "newsletters"."status" = 'sending';--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_key" ON "pages" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_product_idx" ON "ratings" USING btree ("order_ref","product_id") WHERE "ratings"."order_ref" is not null;--> statement-breakpoint
CREATE INDEX "ratings_product_status_idx" ON "ratings" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ratings_status_idx" ON "ratings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("due_at") WHERE "review_requests"."sent_at" is null and "review_requests"."skipped" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_locations_key_key" ON "support_locations" USING btree ("key");--> statement-breakpoint
CREATE INDEX "vacancies_published_slug_idx" ON "vacancies" USING btree (("published" ->> 'slug'));