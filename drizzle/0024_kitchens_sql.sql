-- Issue 22: the kitchen pages (/keukens/…) are shared by the page cache like the catalogue's,
-- so a change to a kitchen or to what stands in the showroom drops every instance's page
-- copies (drizzle/0008_catalogue_change_notices.sql). Safe to run twice.
DROP TRIGGER IF EXISTS "kitchens_catalogue_change" ON "kitchens";
--> statement-breakpoint
CREATE TRIGGER "kitchens_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kitchens" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "showroom_kitchens_catalogue_change" ON "showroom_kitchens";
--> statement-breakpoint
CREATE TRIGGER "showroom_kitchens_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "showroom_kitchens" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
