-- Hand-written: 0009 replaces the generated search_vector column (its weights
-- changed), and dropping the column dropped its full-text index with it. The
-- new column has no statistics until the next analyze; without them the
-- planner guesses how many products a word matches.
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
ANALYZE "products";
