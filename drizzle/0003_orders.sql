CREATE SEQUENCE "public"."order_ref_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 40000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "delivery_rules" (
	"delivery_rule_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_rules_delivery_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"postal_code_from" integer,
	"postal_code_to" integer,
	"weekdays" integer[] NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"session_id" text NOT NULL,
	"idempotency_key" text,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"delivery_type" text NOT NULL,
	"delivery_day" date,
	"delivery_week" text,
	"email_address" text NOT NULL,
	"fields" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_dates" (
	"special_date_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_dates_special_date_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"country" text,
	"name" text NOT NULL,
	CONSTRAINT "special_dates_date_country" UNIQUE NULLS NOT DISTINCT("date","country")
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_cart_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("cart_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_ref") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "special_dates_date_idx" ON "special_dates" USING btree ("date");