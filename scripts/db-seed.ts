/**
 * `npm run db:seed -- --products N [--seed S]`: replaces the catalogue with a
 * generated demo catalogue. The same seed (and day) gives the same catalogue.
 *
 * `npm run db:seed -- --orders N`: adds N generated orders (the back office's
 * benchmark: server/db/seed/seed-orders.ts), with or without --products.
 */
import { sql } from "drizzle-orm";
import { parseArgs } from "node:util";

import { ConfigurationError, readEnv } from "@/config/env";
import { getDatabaseHandle } from "@/server/db/client";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { seedOrdersStatements } from "@/server/db/seed/seed-orders";
import { seedForms } from "@/server/db/seed/seed-forms";
import { seedFrontContent } from "@/server/db/seed/seed-front-content";
import { seedVacancies } from "@/server/db/seed/seed-vacancies";
import { seedPages } from "@/server/pages/seed-pages";
import { seedQuotes } from "@/server/db/seed/seed-quotes";
import { reviewableProducts, seedReviews } from "@/server/db/seed/seed-reviews";
import { generateReviews } from "@/demo/reviews/generate-reviews";
import { seedNewsletters } from "@/server/db/seed/seed-newsletters";

try {
  const env = readEnv();
  const { values } = parseArgs({
    options: { products: { type: "string" }, seed: { type: "string" }, orders: { type: "string" } },
  });
  const orderCount = values.orders === undefined ? 0 : Number(values.orders);
  if (!Number.isInteger(orderCount) || orderCount < 0 || orderCount > 1_000_000) throw new ConfigurationError("--orders moet een geheel getal tussen 1 en 1000000 zijn.");
  const seedProducts = values.products !== undefined || orderCount === 0;
  const productCount = Number(values.products ?? env.SEED_PRODUCTS);
  const seed = Number(values.seed ?? env.SEED);
  if (seedProducts && (!Number.isInteger(productCount) || productCount < 50 || productCount > 200_000)) {
    throw new ConfigurationError("--products moet een geheel getal tussen 50 en 200000 zijn.");
  }
  if (!Number.isInteger(seed) || seed < 0) throw new ConfigurationError("--seed moet een geheel getal van 0 of meer zijn.");

  const handle = await getDatabaseHandle();
  await handle.migrate();
  console.log(`✓ ${await seedPages(handle.db, new Date())} pagina's geschreven.`);
  console.log(`✓ ${await seedFrontContent(handle.db, new Date())} blokken, banners en meldingen van de voorpagina geschreven.`);
  console.log(`✓ ${await seedVacancies(handle.db, new Date())} demovacatures geschreven.`);
  let started = Date.now();
  if (seedProducts) {
    const catalogue = generateCatalogue({ productCount, seed, now: new Date() });
    console.log(`› ${catalogue.products.length} producten gegenereerd in ${Date.now() - started} ms.`);
    started = Date.now();
    await seedCatalogue(handle.db, catalogue);
    console.log(`✓ Catalogus geschreven in ${Date.now() - started} ms (${handle.driver}).`);
    console.log(`✓ ${await seedQuotes(handle.db, new Date())} demo-offertes geschreven.`);
    console.log(`✓ ${await seedReviews(handle.db, generateReviews(await reviewableProducts(handle.db), seed, new Date()))} demoreviews geschreven.`);
    console.log(`✓ ${await seedForms(handle.db, new Date())} demo-formulieren geschreven.`);
    console.log(`✓ ${await seedNewsletters(handle.db, new Date())} demo-nieuwsbrief geschreven.`);
  }
  if (orderCount > 0) {
    started = Date.now();
    for (const statement of seedOrdersStatements(orderCount, new Date())) await handle.db.execute(sql.raw(statement));
    console.log(`✓ ${orderCount} bestellingen geschreven in ${Date.now() - started} ms (${handle.driver}).`);
  }
  await handle.close();
} catch (error) {
  console.error(error instanceof ConfigurationError ? `✗ ${error.message}` : error);
  process.exit(1);
}
