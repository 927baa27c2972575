-- Hand-written: 0009 replaces the generated search_vector column (its weights
-- changed), and dropping the column dropped its full-text index with it.

CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");
