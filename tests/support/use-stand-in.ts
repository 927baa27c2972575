/**
 * A local stand-in for an outside service (PDOK, VIES) for the tests of one
 * file: started before them, its URL in the setting the adapter reads, and the
 * setting put back and the stand-in closed afterwards. Call it at the top of a
 * describe block: its beforeAll runs before that block's own. The stand-in
 * (its `requests`, say) is there once the tests run.
 */
import { afterAll, beforeAll } from "vitest";

import type { StandIn } from "./pdok-stand-in";

export function useStandIn(setting: string, start: () => Promise<StandIn>): { readonly standIn: StandIn } {
  let standIn: StandIn | undefined;
  const previous = process.env[setting];
  beforeAll(async () => {
    standIn = await start();
    process.env[setting] = standIn.url;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env[setting];
    else process.env[setting] = previous;
    await standIn?.close();
  });
  return {
    get standIn() {
      return standIn!;
    },
  };
}
