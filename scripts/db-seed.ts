/**
 * `npm run db:seed -- --products N [--seed S]`: replaces the catalogue with a
 * generated demo catalogue. The same seed (and day) gives the same catalogue.
 */
import { parseArgs } from "node:util";

import { ConfigurationError, readEnv } from "@/config/env";
import { getDatabaseHandle } from "@/server/db/client";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";

try {
  const env = readEnv();
  const { values } = parseArgs({
    options: { products: { type: "string" }, seed: { type: "string" } },
  });
  const productCount = Number(values.products ?? env.SEED_PRODUCTS);
  const seed = Number(values.seed ?? env.SEED);
  if (!Number.isInteger(productCount) || productCount < 50 || productCount > 200_000) {
    throw new ConfigurationError("--products moet een geheel getal tussen 50 en 200000 zijn.");
  }
  if (!Number.isInteger(seed) || seed < 0) throw new ConfigurationError("--seed moet een geheel getal van 0 of meer zijn.");

  const handle = await getDatabaseHandle();
  await handle.migrate();
  let started = Date.now();
  const catalogue = generateCatalogue({ productCount, seed, now: new Date() });
  console.log(`› ${catalogue.products.length} producten gegenereerd in ${Date.now() - started} ms.`);
  started = Date.now();
  await seedCatalogue(handle.db, catalogue);
  console.log(`✓ Catalogus geschreven in ${Date.now() - started} ms (${handle.driver}).`);
  await handle.close();
} catch (error) {
  console.error(error instanceof ConfigurationError ? `✗ ${error.message}` : error);
  process.exit(1);
}
