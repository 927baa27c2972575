import { runInThisContext } from "node:vm";

import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { globalConfig } from "zod/v4/core";

import { ZOD_JITLESS_SCRIPT } from "./zod-without-eval";

describe("zod without eval under the Content-Security-Policy", () => {
  const before = globalConfig.jitless;
  afterEach(() => {
    globalConfig.jitless = before;
  });

  it("the layout's script turns zod's new Function compilation off in the config zod already holds", () => {
    // zod is loaded by now (imported above): the script must change its config object, not replace it.
    runInThisContext(ZOD_JITLESS_SCRIPT);
    expect(globalConfig.jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: "b" }).success).toBe(true);
  });
});
