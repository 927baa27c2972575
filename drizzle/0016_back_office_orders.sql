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
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_staff_members_staff_member_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_country_range" UNIQUE NULLS NOT DISTINCT("country","postal_code_from","postal_code_to");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('web', 'phone', 'shop'));