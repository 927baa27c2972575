import { describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/http";

import { invalidOrder } from "./place-order-result";

describe("a refused order lists every problem once, the field messages at their fields", () => {
  it("gives each field its message, then the messages of no field, and the answer's own message", () => {
    const error = new ApiRequestError({
      status: 422,
      message: "Unprocessable Entity",
      fieldErrors: { emailAddress: "Vul een geldig e-mailadres in", deliveryDay: "Kies een bezorgdag" },
      errorMessages: ["Vul een geldig e-mailadres in", "Kies een bezorgdag", "Een product is niet meer leverbaar"],
      body: { message: "De bestelling is niet geplaatst" },
    });
    expect(invalidOrder(error)).toEqual({
      status: "invalid",
      message: "De bestelling is niet geplaatst",
      errors: [
        { field: "emailAddress", errorMessage: "Vul een geldig e-mailadres in" },
        { field: "deliveryDay", errorMessage: "Kies een bezorgdag" },
        { errorMessage: "Een product is niet meer leverbaar" },
      ],
    });
  });

  it("falls back on the error's message when the answer has none of its own", () => {
    const error = new ApiRequestError({ status: 422, message: "Unprocessable Entity", body: { message: 12 } });
    expect(invalidOrder(error)).toEqual({ status: "invalid", message: "Unprocessable Entity", errors: [] });
  });
});
