/**
 * The outside services' stand-ins as one process, for browser tests (a Playwright
 * webServer) and for trying the shop without internet:
 *
 *   node --import tsx tests/support/stand-ins.ts --pdok-port 3211 --vies-port 3212
 *
 * then start the shop with the printed ADDRESS_LOOKUP_URL and VIES_URL. Both
 * answer 200 on "/" once listening (the VIES one starts last, so its "/" means
 * both are up). It stops on SIGINT or SIGTERM.
 */
import { parseArgs } from "node:util";

import { startPdokStandIn } from "./pdok-stand-in";
import { startViesStandIn } from "./vies-stand-in";

function port(value: string | undefined, name: string): number {
  const number = Number(value ?? 0);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`--${name} must be a port number (0-65535), not ${value}`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { "pdok-port": { type: "string" }, "vies-port": { type: "string" } } });
  const pdok = await startPdokStandIn(port(values["pdok-port"], "pdok-port"));
  const vies = await startViesStandIn(port(values["vies-port"], "vies-port"));
  console.log(`PDOK stand-in: ADDRESS_LOOKUP_URL=${pdok.url}`);
  console.log(`VIES stand-in: VIES_URL=${vies.url}`);
  const stop = () => {
    Promise.all([pdok.close(), vies.close()]).finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
