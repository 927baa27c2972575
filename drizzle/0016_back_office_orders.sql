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
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_ref || ' ' || email_address || ' ' || coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', '') || ' ' || coalesce(fields->>'companyName', '') || ' ' || replace(coalesce(fields->>'shippingPostalCode', ''), ' ', '') || ' ' || regexp_replace(coalesce(fields->>'phoneNumber', ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(regexp_replace(coalesce(fields->>'phoneNumber', ''), '[^0-9]', '', 'g'), '^(00)?(31|32)', '0'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text GENERATED ALWAYS AS (btrim(coalesce(fields->>'firstName', '') || ' ' || coalesce(fields->>'lastName', ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pick_up_day" text GENERATED ALWAYS AS (fields->>'pickUpDay') STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_staff_member_id_staff_members_staff_member_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_ref","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_staff_members_staff_member_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_country_range" UNIQUE NULLS NOT DISTINCT("country","postal_code_from","postal_code_to");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('web', 'phone', 'shop'));