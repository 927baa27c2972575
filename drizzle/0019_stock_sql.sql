-- Part B of issue 21: the shop-only tables show on shared pages' staff variants and in the
-- delivery promises, so a change drops every instance's page copies like any catalogue table
-- (drizzle/0008_catalogue_change_notices.sql). Safe to run twice.
DROP TRIGGER IF EXISTS "product_shop_stock_catalogue_change" ON "product_shop_stock";
--> statement-breakpoint
CREATE TRIGGER "product_shop_stock_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_shop_stock" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_shop_options_catalogue_change" ON "product_shop_options";
--> statement-breakpoint
CREATE TRIGGER "product_shop_options_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_shop_options" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
