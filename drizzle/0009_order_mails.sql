CREATE TABLE "order_mails" (
	"order_ref" text NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "order_mails_order_ref_kind_pk" PRIMARY KEY("order_ref","kind")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_mails" ADD CONSTRAINT "order_mails_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_mails_unsent_idx" ON "order_mails" USING btree ("due_at") WHERE sent_at is null;