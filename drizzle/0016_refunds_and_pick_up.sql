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
ALTER TABLE "order_mails" DROP CONSTRAINT "order_mails_order_ref_kind_pk";--> statement-breakpoint
-- The column first: drizzle-kit wrote the new key before the column it names.
ALTER TABLE "order_mails" ADD COLUMN "occasion" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_ref_kind_occasion_pk" PRIMARY KEY("order_ref","kind","occasion");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pick_up_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_member_id_staff_members_staff_member_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_provider_refunds" ADD CONSTRAINT "test_provider_refunds_payment_id_test_provider_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_provider_payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_idx" ON "refunds" USING btree ("order_ref","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "test_provider_refunds_idempotency_idx" ON "test_provider_refunds" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_pick_up_code_idx" ON "orders" USING btree ("pick_up_code") WHERE fulfilment_status = 'readyForPickup';