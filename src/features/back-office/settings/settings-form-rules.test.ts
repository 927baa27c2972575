import { describe, expect, it } from "vitest";

import { ApiFailure, failureFrom } from "../data/rest-mapping";
import { fieldErrors, settingsBody } from "./settings-form-rules";

describe("the settings screen's form", () => {
  it("sends the five settings only, an emptied field as null for the API to name", () => {
    const record = { smallOrderThreshold: 75, smallOrderFee: 5.95, pinOnDeliveryFee: 2.5, creditcardFee: 0, warrantyYears: undefined, source: "database", updatedAt: "2026-11-26T09:00:00.000Z", updatedBy: "Anna" };
    expect(settingsBody(record)).toEqual({ smallOrderThreshold: 75, smallOrderFee: 5.95, pinOnDeliveryFee: 2.5, creditcardFee: 0, warrantyYears: null });
  });

  it("puts each field's message of a 422 under that field, and nothing for other failures", () => {
    const refused = failureFrom(422, { failed: true, message: "Unprocessable Content", data: [{ field: "warrantyYears", errorMessage: "Garantie is minstens 2 jaar (de wettelijke termijn)" }, { field: "smallOrderFee", errorMessage: "Toeslag kleine bestelling kan niet negatief zijn" }] });
    expect(fieldErrors(refused)).toEqual({ warrantyYears: "Garantie is minstens 2 jaar (de wettelijke termijn)", smallOrderFee: "Toeslag kleine bestelling kan niet negatief zijn" });
    expect(fieldErrors(new ApiFailure("Alleen een beheerder kan dit doen.", 403, []))).toBeNull();
    expect(fieldErrors(new ApiFailure("Controleer de invoer.", 422, []))).toBeNull();
    expect(fieldErrors(new Error("netwerk"))).toBeNull();
  });
});
