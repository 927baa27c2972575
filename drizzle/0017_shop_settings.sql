CREATE TABLE "shop_settings" (
	"settings_id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"small_order_threshold_cents" integer NOT NULL,
	"small_order_fee_cents" integer NOT NULL,
	"pin_on_delivery_fee_cents" integer NOT NULL,
	"creditcard_fee_cents" integer NOT NULL,
	"warranty_years" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."settings_id" = 1),
	CONSTRAINT "shop_settings_amounts" CHECK ("shop_settings"."small_order_threshold_cents" >= 0 and "shop_settings"."small_order_fee_cents" >= 0 and "shop_settings"."pin_on_delivery_fee_cents" >= 0 and "shop_settings"."creditcard_fee_cents" >= 0),
	CONSTRAINT "shop_settings_warranty" CHECK ("shop_settings"."warranty_years" between 2 and 15)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;