import { defineConfig } from "drizzle-kit";

// Generates the SQL migrations in ./drizzle from the one schema. Both drivers run them.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
