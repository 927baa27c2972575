-- Issue 21, part A (products): every change of a product's list price or cash-desk discount writes
-- price_history, whoever makes it (the back office's form, a bulk action, the import, plain SQL), so the
-- Omnibus rule (src/domain/catalogue/omnibus.ts) always has the prices the shopper saw and paid.
--
-- The moment is the transaction's now(), or the use case's own clock when it sets
-- `stekker.price_changed_at` (set_config(..., true): for its transaction only); the tests pass their clock
-- that way. Loading a whole catalogue that brings its own history (the demo seed) sets
-- `stekker.price_history` to 'off' for its transaction.
CREATE OR REPLACE FUNCTION "record_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_at timestamptz;
BEGIN
  IF coalesce(current_setting('stekker.price_history', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE'
     AND NEW.price_cents IS NOT DISTINCT FROM OLD.price_cents
     AND NEW.cash_desk_discount_cents IS NOT DISTINCT FROM OLD.cash_desk_discount_cents THEN
    RETURN NULL;
  END IF;
  changed_at := coalesce(nullif(current_setting('stekker.price_changed_at', true), '')::timestamptz, now());
  INSERT INTO "price_history" ("product_id", "price_cents", "selling_price_cents", "valid_from")
  VALUES (NEW.product_id, NEW.price_cents, NEW.price_cents - coalesce(NEW.cash_desk_discount_cents, 0), changed_at)
  ON CONFLICT ("product_id", "valid_from") DO UPDATE
    SET "price_cents" = EXCLUDED."price_cents", "selling_price_cents" = EXCLUDED."selling_price_cents";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_price_history" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_price_history" AFTER INSERT OR UPDATE OF "price_cents", "cash_desk_discount_cents" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "record_price_history"();
--> statement-breakpoint
-- History from before this migration knew list prices only (null: the list price was paid). A product on a
-- cash-desk discount now is taken to have had it since its latest list price took effect, which is what
-- the rule before this migration assumed.
UPDATE "price_history" h
SET "selling_price_cents" = p."price_cents" - p."cash_desk_discount_cents"
FROM "products" p
WHERE h."product_id" = p."product_id"
  AND h."selling_price_cents" IS NULL
  AND p."cash_desk_discount_cents" > 0
  AND h."price_cents" = p."price_cents"
  AND h."valid_from" = (SELECT max(h2."valid_from") FROM "price_history" h2 WHERE h2."product_id" = p."product_id" AND h2."valid_from" <= now());
