-- Orders placed before decisions §10's two statuses get them from what was known:
-- a withdrawal or cancellation is the fulfilment; a failed or cancelled payment
-- attempt is `failed` (the customer may pay again) and the payment of an order
-- cancelled for want of it is `expired`. The stock they took is not known, so
-- nothing is released for them.
UPDATE "orders" SET "fulfilment_status" = 'withdrawn' WHERE "withdrawn_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "fulfilment_status" = 'cancelled' WHERE "cancelled_at" IS NOT NULL AND "withdrawn_at" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'expired' WHERE "cancelled_at" IS NOT NULL AND "payment_status" <> 'paid';--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'failed' WHERE "payment_status" IN ('canceled', 'expired') AND "cancelled_at" IS NULL;
