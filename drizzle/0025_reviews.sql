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
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_moderated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_product_idx" ON "ratings" USING btree ("order_ref","product_id") WHERE "ratings"."order_ref" is not null;--> statement-breakpoint
CREATE INDEX "ratings_product_status_idx" ON "ratings" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ratings_status_idx" ON "ratings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_due_idx" ON "review_requests" USING btree ("due_at") WHERE "review_requests"."sent_at" is null and "review_requests"."skipped" is null;