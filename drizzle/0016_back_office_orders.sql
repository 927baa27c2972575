CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"sequence_number" integer NOT NULL,
	"order_ref" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"facts" jsonb NOT NULL,
	CONSTRAINT "invoices_sequence_number_unique" UNIQUE("sequence_number"),
	CONSTRAINT "invoices_order_ref_unique" UNIQUE("order_ref")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"note_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notes_note_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_ref" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_member_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "order_notes_text_length" CHECK (char_length("order_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"payment_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"staff_member_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_provider_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text,
	"test_mode" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
ALTER TABLE "order_mails" DROP CONSTRAINT "order_mails_order_ref_kind_pk";--> statement-breakpoint
-- The column first: drizzle-kit writes the new key before the column it names.
ALTER TABLE "order_mails" ADD COLUMN "occasion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_ref_kind_occasion_pk" PRIMARY KEY("order_ref","kind","occasion");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_ref || ' ' || email_address || ' ' || coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', '') || ' ' || coalesce(fields->>'companyName', '') || ' ' || replace(coalesce(fields->>'shippingPostalCode', ''), ' ', '') || ' ' || regexp_replace(coalesce(fields->>'phoneNumber', ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(regexp_replace(coalesce(fields->>'phoneNumber', ''), '[^0-9]', '', 'g'), '^(00)?(31|32)', '0'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text GENERATED ALWAYS AS (btrim(coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pick_up_day" text GENERATED ALWAYS AS (fields->>'pickUpDay') STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pick_up_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_member_id_staff_members_staff_member_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_member_id_staff_members_staff_member_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD CONSTRAINT "test_provider_refunds_payment_id_test_provider_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_provider_payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_ref","at");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_idx" ON "refunds" USING btree ("order_ref","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_refunds_idempotency_idx" ON "test_provider_refunds" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_staff_members_staff_member_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_pick_up_code_idx" ON "orders" USING btree ("pick_up_code") WHERE fulfilment_status = 'readyForPickup';--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_idx" ON "orders" USING btree ("fulfilment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_delivery_idx" ON "orders" USING btree ("fulfilment_status","delivery_type","created_at");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_delivery_day_idx" ON "orders" USING btree ("delivery_day");--> statement-breakpoint
CREATE INDEX "orders_delivery_week_idx" ON "orders" USING btree ("delivery_week");--> statement-breakpoint
CREATE INDEX "orders_customer_name_idx" ON "orders" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "orders_grand_total_idx" ON "orders" USING btree ("grand_total_cents");--> statement-breakpoint
CREATE INDEX "orders_pick_up_day_idx" ON "orders" USING btree ("pick_up_day") WHERE delivery_type = 'pickUp';--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at") WHERE payment_status in ('open', 'pending', 'failed') and cancelled_at is null and withdrawn_at is null;--> statement-breakpoint
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_country_range" UNIQUE NULLS NOT DISTINCT("country","postal_code_from","postal_code_to");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('web', 'phone', 'shop'));