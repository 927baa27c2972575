-- The shop's settings (issue 21, part C) show on shared pages (product pages, the
-- customer-service pages) and in every cart: a change tells every instance, as a
-- catalogue change does (drizzle/0008_catalogue_change_notices.sql), so each drops
-- its copy of the settings and its shared page cache at once.
DROP TRIGGER IF EXISTS "shop_settings_catalogue_change" ON "shop_settings";
--> statement-breakpoint
CREATE TRIGGER "shop_settings_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
