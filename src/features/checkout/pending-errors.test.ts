import { afterEach, describe, expect, it, vi } from "vitest";

import { MemoryStorage } from "@/lib/memory-storage.test-support";

import { keepPendingErrors, takePendingErrors } from "./pending-errors";
import { fieldStep } from "./steps";

afterEach(() => vi.unstubAllGlobals());

describe("errors carried to an earlier step", () => {
  it("each step takes its own errors; the rest wait for theirs", () => {
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    keepPendingErrors([
      { field: "deliveryDay", errorMessage: "Kies een bezorgdag" },
      { field: "shippingPostalCode", errorMessage: "Vul je postcode in" },
      { errorMessage: "zonder veld" },
    ]);
    expect(takePendingErrors((field) => fieldStep(field) === "bezorgen")).toEqual({ deliveryDay: "Kies een bezorgdag" });
    expect(takePendingErrors((field) => fieldStep(field) === "bezorgen")).toEqual({});
    expect(takePendingErrors((field) => fieldStep(field) === "gegevens")).toEqual({ shippingPostalCode: "Vul je postcode in" });
    expect(globalThis.sessionStorage.getItem("stekker-checkout-errors")).toBeNull();
  });

  it("without storage nothing is carried and nothing breaks", () => {
    vi.stubGlobal("sessionStorage", undefined);
    expect(() => keepPendingErrors([{ field: "floor", errorMessage: "Kies de verdieping" }])).not.toThrow();
    expect(takePendingErrors(() => true)).toEqual({});
  });
});
