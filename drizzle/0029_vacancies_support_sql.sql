-- Vacancies and support locations (issue 23) show on shared pages (/vacatures/,
-- the customer-service pages, product pages, the footer): a change drops the page
-- copies as a catalogue change does (0008_catalogue_change_notices.sql). The
-- function is created again here so that this file stands on its own.
CREATE OR REPLACE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stekker_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vacancies_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vacancies" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "support_locations_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "support_locations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
-- The shop's three places with the hours of specification §1 (until now in
-- src/config/site.ts), published: the widget and the pages read them from here.
-- Hours are minutes after midnight, Sunday first (domain/opening-hours.ts).
INSERT INTO "support_locations" ("key", "draft", "published", "published_at") SELECT v."key", v."version", v."version", now() FROM (VALUES
  ('klantenservice', '{"name":"Klantenservice","street":"Rijndijk 300","postalCode":"2382 AS","city":"Zoeterwoude","phone":"071 - 760 00 00","emailAddress":"klantenservice@stekker.nl","whatsApp":"31717600000","hours":[{"opens":870,"closes":1380},{"opens":540,"closes":1380},{"opens":540,"closes":1380},{"opens":540,"closes":1380},{"opens":540,"closes":1380},{"opens":540,"closes":1380},{"opens":570,"closes":1380}]}'::jsonb),
  ('afhaalcentrum', '{"name":"Afhaalcentrum Zoeterwoude","street":"Rijndijk 300","postalCode":"2382 AS","city":"Zoeterwoude","phone":"071 - 760 00 00","emailAddress":"klantenservice@stekker.nl","whatsApp":null,"hours":[{"opens":870,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":570,"closes":1200}]}'::jsonb),
  ('showroom', '{"name":"Showroom Zoeterwoude","street":"Rijndijk 300","postalCode":"2382 AS","city":"Zoeterwoude","phone":"071 - 760 00 00","emailAddress":"klantenservice@stekker.nl","whatsApp":null,"hours":[{"opens":870,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":540,"closes":1200},{"opens":570,"closes":1200}]}'::jsonb)
) AS v("key", "version")
ON CONFLICT ("key") DO NOTHING;
