import { describe, expect, it } from "vitest";

import { afterStockAlertConfirmation, afterStockAlertSignUp, isBackInStock, offersStockAlert, RESEND_AFTER_MS } from "./stock-alert";

const now = new Date("2026-11-26T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("which products offer 'Mail me als hij er weer is'", () => {
  it("a sold-out product (no stock, no expected date) offers it", () => {
    expect(offersStockAlert({ expired: false, stock: 0, stockEstimatedDate: null })).toBe(true);
  });

  it("a product in stock, or one that can be ordered ahead of an expected date, does not", () => {
    expect(offersStockAlert({ expired: false, stock: 3, stockEstimatedDate: null })).toBe(false);
    expect(offersStockAlert({ expired: false, stock: 0, stockEstimatedDate: "2026-12-04" })).toBe(false);
  });

  it("an expired product is not coming back and does not offer it", () => {
    expect(offersStockAlert({ expired: true, stock: 0, stockEstimatedDate: null })).toBe(false);
  });
});

describe("back in stock", () => {
  it("is stock above zero on a product still sold; an expected date alone is not stock", () => {
    expect(isBackInStock({ expired: false, stock: 1 })).toBe(true);
    expect(isBackInStock({ expired: false, stock: 0 })).toBe(false);
    expect(isBackInStock({ expired: true, stock: 5 })).toBe(false);
  });
});

describe("stock alert double opt-in", () => {
  it("a new sign-up is pending and gets the confirmation link", () => {
    expect(afterStockAlertSignUp(null, now)).toEqual({ status: "pending", mail: "confirm" });
  });

  it("a pending sign-up gets the link again, but not twice within the resend interval", () => {
    expect(afterStockAlertSignUp({ status: "pending", confirmationSentAt: ago(RESEND_AFTER_MS - 1) }, now)).toEqual({ status: "pending", mail: null });
    expect(afterStockAlertSignUp({ status: "pending", confirmationSentAt: ago(RESEND_AFTER_MS) }, now)).toEqual({ status: "pending", mail: "confirm" });
  });

  it("a confirmed alert keeps waiting, and no mail tells a stranger that this address waits", () => {
    expect(afterStockAlertSignUp({ status: "confirmed", confirmationSentAt: ago(RESEND_AFTER_MS * 3) }, now)).toEqual({ status: "confirmed", mail: null });
  });

  it("after the mail was sent (sold out again) or after unsubscribing, a sign-up asks for confirmation again", () => {
    expect(afterStockAlertSignUp({ status: "sent", confirmationSentAt: ago(1000) }, now)).toEqual({ status: "pending", mail: "confirm" });
    expect(afterStockAlertSignUp({ status: "unsubscribed", confirmationSentAt: ago(1000) }, now)).toEqual({ status: "pending", mail: "confirm" });
  });

  it("the confirmation link makes an alert wait, also after the owner stopped it; an alert whose mail went out stays done", () => {
    expect(afterStockAlertConfirmation("pending")).toBe("confirmed");
    expect(afterStockAlertConfirmation("confirmed")).toBe("confirmed");
    expect(afterStockAlertConfirmation("unsubscribed")).toBe("confirmed");
    expect(afterStockAlertConfirmation("sent")).toBe("sent");
  });
});
