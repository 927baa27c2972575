-- Issue 23, reviews: a product's `rating_average` and `rating_count` are those of its approved
-- reviews, kept by this trigger whoever writes (moderation, the demo seed, plain SQL), so the
-- listing cards read two columns instead of an aggregate. Only a change that involves an
-- approved review touches the product; that UPDATE of `products` fires the catalogue's change
-- notice (0008), and the notice below names `ratings` as well: every instance drops its page
-- copies, so the product page shows the approved review at once. A pending review (a guest's
-- POST) notifies nobody, so guests cannot empty the page cache by writing reviews.
-- Safe to run twice.
CREATE OR REPLACE FUNCTION "ratings_keep_product_score"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
  product integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'approved' THEN RETURN NULL; END IF;
    touched := ARRAY[NEW.product_id];
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.status <> 'approved' THEN RETURN NULL; END IF;
    touched := ARRAY[OLD.product_id];
  ELSE
    IF OLD.status <> 'approved' AND NEW.status <> 'approved' THEN RETURN NULL; END IF;
    IF OLD.status = NEW.status AND OLD.stars = NEW.stars AND OLD.product_id = NEW.product_id
       AND OLD.title = NEW.title AND OLD.text = NEW.text AND OLD.pros = NEW.pros AND OLD.cons = NEW.cons
       AND OLD.author_name = NEW.author_name THEN
      RETURN NULL;
    END IF;
    touched := ARRAY[OLD.product_id, NEW.product_id];
  END IF;
  FOREACH product IN ARRAY touched LOOP
    UPDATE "products" p
       SET "rating_average" = s.average, "rating_count" = s.count
      FROM (
        SELECT round(avg(r."stars")::numeric, 1)::real AS average, count(*)::integer AS count
          FROM "ratings" r
         WHERE r."product_id" = product AND r."status" = 'approved'
      ) s
     WHERE p."product_id" = product
       AND (p."rating_average" IS DISTINCT FROM s.average OR p."rating_count" IS DISTINCT FROM s.count);
  END LOOP;
  PERFORM pg_notify('stekker_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ratings_product_score" ON "ratings";
--> statement-breakpoint
CREATE TRIGGER "ratings_product_score" AFTER INSERT OR UPDATE OR DELETE ON "ratings" FOR EACH ROW EXECUTE FUNCTION "ratings_keep_product_score"();
