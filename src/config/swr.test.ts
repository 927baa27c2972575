import { describe, expect, it } from "vitest";

import { GLOBAL_SWR_CONFIG } from "./swr";

describe("global data fetching (specification §7)", () => {
  it("does not refresh on focus or reconnect and does not poll", () => {
    expect(GLOBAL_SWR_CONFIG.revalidateOnFocus).toBe(false);
    expect(GLOBAL_SWR_CONFIG.revalidateOnReconnect).toBe(false);
    expect(GLOBAL_SWR_CONFIG.refreshInterval).toBe(0);
  });

  it("throttles focus revalidation to one hour", () => {
    expect(GLOBAL_SWR_CONFIG.focusThrottleInterval).toBe(3_600_000);
  });
});
