-- The order rows were the outbox of one confirmation (confirmation_sent_at); the
-- order_mails table now holds each moment's mail. A confirmation already sent is
-- kept as sent history; one still waiting becomes the mail of its moment
-- (decisions §10): "bestelling ontvangen" for a payment made later, "betaling
-- ontvangen" for a paid order, and nothing for an online payment not finished.
INSERT INTO "order_mails" ("order_ref", "kind", "due_at", "claimed_at", "sent_at")
SELECT "order_ref", 'orderReceived', "created_at", "confirmation_sent_at", "confirmation_sent_at"
  FROM "orders" WHERE "confirmation_sent_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "order_mails" ("order_ref", "kind", "due_at")
SELECT "order_ref", CASE WHEN "payment_status" = 'paid' THEN 'paymentReceived' ELSE 'orderReceived' END, coalesce("paid_at", "created_at")
  FROM "orders"
 WHERE "confirmation_sent_at" IS NULL
   AND ("payment_status" = 'paid' OR "payment_method" IN ('banktransfer', 'pinOnDelivery', 'pinOnPickup'))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A payment already confirmed by the old mail is history too: the outbox's
-- round (which writes "betaling ontvangen" for every order paid lately without
-- one) must not mail it again.
INSERT INTO "order_mails" ("order_ref", "kind", "due_at", "claimed_at", "sent_at")
SELECT "order_ref", 'paymentReceived', "paid_at", "paid_at", "paid_at"
  FROM "orders" WHERE "payment_status" = 'paid' AND "paid_at" IS NOT NULL
ON CONFLICT DO NOTHING;
