CREATE TABLE "order_status_changes" (
	"change_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_changes_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_ref" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"staff_member_id" integer,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_taken" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_ref_orders_order_ref_fk" FOREIGN KEY ("order_ref") REFERENCES "public"."orders"("order_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_staff_member_id_staff_members_staff_member_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_ref","at");