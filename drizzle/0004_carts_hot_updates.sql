-- Every cart write moves expires_at; with an index on it no write could be a HOT
-- update (docs/PERFORMANCE.md). Room left on each page lets the new row version
-- stay beside the old one.
DROP INDEX IF EXISTS "carts_expires_idx";--> statement-breakpoint
ALTER TABLE "carts" SET (fillfactor = 80);
