-- Issue 21, part D: an upload, a new order or alt text, or a removal changes
-- product pages and cards, so the shared page copies are dropped on every
-- instance (drizzle/0008). The variants are written in the same transaction as
-- their image, so one trigger on the images is enough.
DROP TRIGGER IF EXISTS "uploaded_product_images_catalogue_change" ON "uploaded_product_images";
--> statement-breakpoint
CREATE TRIGGER "uploaded_product_images_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "uploaded_product_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
