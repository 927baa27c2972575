CREATE SEQUENCE "public"."quote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 70000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "quote_status_changes" (
	"change_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_status_changes_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_member_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "quote_uploads" (
	"upload_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_uploads_upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discount_total_cents" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"customer_note" text,
	"assigned_to" integer,
	"sent_at" timestamp with time zone,
	"order_ref" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_discount_total_check" CHECK ("quotes"."discount_total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quote_status_changes" ADD CONSTRAINT "quote_status_changes_quote_id_quotes_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_changes" ADD CONSTRAINT "quote_status_changes_staff_member_id_staff_members_staff_member_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_uploads" ADD CONSTRAINT "quote_uploads_quote_id_quotes_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("quote_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_assigned_to_staff_members_staff_member_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_status_changes_quote_idx" ON "quote_status_changes" USING btree ("quote_id","at");--> statement-breakpoint
CREATE INDEX "quote_uploads_quote_idx" ON "quote_uploads" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quotes_session_idx" ON "quotes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");