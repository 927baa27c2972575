/** `npm run db:migrate`: brings the configured database up to the latest migration. */
import { ConfigurationError } from "@/config/env";
import { getDatabaseHandle } from "@/server/db/client";

try {
  const handle = await getDatabaseHandle();
  await handle.migrate();
  console.log(`✓ Migraties uitgevoerd (${handle.driver}).`);
  await handle.close();
} catch (error) {
  console.error(error instanceof ConfigurationError ? `✗ ${error.message}` : error);
  process.exit(1);
}
