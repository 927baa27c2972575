import { describe, expect, it } from "vitest";

import { normaliseEmailAddress } from "./email-address";

describe("an e-mail address as the shop keeps it", () => {
  it("one mailbox however it was typed", () => {
    expect(normaliseEmailAddress("  Jan.Jansen@Example.NL ")).toBe("jan.jansen@example.nl");
  });
});
