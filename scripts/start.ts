/**
 * `npm start`: the entry point of the shop's server. The runtime itself (preflight,
 * migrations, seed, build, serve with the page cache) lives in src/host/start.ts.
 * A wrong setting ends with one sentence, not a stack.
 */
import { ConfigurationError } from "@/config/env";
import { startShop } from "@/host/start";

startShop().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    console.error(`✗ ${error.message}`);
  } else {
    console.error("✗ Stekker kon niet starten:", error);
  }
  process.exit(1);
});
