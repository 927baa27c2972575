-- The shop's pages (issue 23) are served from the shared page cache: a change of
-- a row (a publish, an unpublish, a removed page) tells every instance, as a
-- catalogue change does (drizzle/0008_catalogue_change_notices.sql), so each
-- drops its shared page cache at once and the published page shows within a second.
DROP TRIGGER IF EXISTS "pages_catalogue_change" ON "pages";
--> statement-breakpoint
CREATE TRIGGER "pages_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
