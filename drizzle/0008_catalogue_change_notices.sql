-- Every instance drops its shared page copies when the catalogue changes (a price,
-- stock, a text, a rewrite, a special date or delivery rule): see
-- src/server/page-cache/catalogue-changes.ts. NOTIFY is sent at commit, and never
-- for a transaction that rolls back; one per statement, merged per transaction.
-- A new table whose rows show on a shared page gets the same trigger.
CREATE OR REPLACE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stekker_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "hubs_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hubs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_types_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "price_history_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_history" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "combinations_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combinations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "combination_products_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combination_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_faqs_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_faqs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_tags_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tags" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "product_tag_links_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_tag_links" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "rewrites_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rewrites" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "information_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "information" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "filter_definitions_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "filters" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "special_dates_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "special_dates" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "delivery_rules_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_rules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
