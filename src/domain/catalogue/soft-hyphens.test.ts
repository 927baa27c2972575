import { describe, expect, it } from "vitest";

import { withSoftHyphens } from "./soft-hyphens";

const shown = (name: string) => withSoftHyphens(name).replaceAll("\u00AD", "|");

describe("long category names break between their parts in a narrow tile", () => {
  it("puts a soft hyphen between the parts of a Dutch compound", () => {
    expect(shown("Kokendwaterkranen")).toBe("Kokend|water|kranen");
    expect(shown("Wasmachines")).toBe("Was|machines");
    expect(shown("Inbouwvaatwassers")).toBe("Inbouw|vaat|wassers");
    expect(shown("Inbouwkoelkasten")).toBe("Inbouw|koel|kasten");
    expect(shown("Was-droogcombinaties")).toBe("Was-droog|combinaties");
    expect(shown("Keukenapparatuur")).toBe("Keuken|apparatuur");
  });

  it("never breaks before the first letters or a short word, and leaves the visible text as it was", () => {
    expect(shown("Vaatwassers")).toBe("Vaat|wassers");
    expect(shown("Vriezers")).toBe("Vriezers");
    expect(shown("Waterkokers")).toBe("Water|kokers");
    expect(withSoftHyphens("Kokendwaterkranen").replaceAll("\u00AD", "")).toBe("Kokendwaterkranen");
  });
});
