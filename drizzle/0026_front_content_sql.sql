-- Issue 23: banners, blocks and messages show on shared pages (the front page, category pages,
-- the shell of every page), so a change to one drops every instance's page copies, as the
-- catalogue's tables do (drizzle/0008_catalogue_change_notices.sql). Safe to run twice.
DROP TRIGGER IF EXISTS "banners_catalogue_change" ON "banners";
--> statement-breakpoint
CREATE TRIGGER "banners_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "blocks_catalogue_change" ON "blocks";
--> statement-breakpoint
CREATE TRIGGER "blocks_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "messages_catalogue_change" ON "messages";
--> statement-breakpoint
CREATE TRIGGER "messages_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
