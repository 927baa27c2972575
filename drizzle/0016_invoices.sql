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
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;