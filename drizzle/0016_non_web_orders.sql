ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_entered_by_staff_members_staff_member_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_rules" ADD CONSTRAINT "delivery_rules_country_range" UNIQUE NULLS NOT DISTINCT("country","postal_code_from","postal_code_to");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" in ('web', 'phone', 'shop'));