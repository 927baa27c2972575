import { describe, expect, it } from "vitest";

import { afterSignUp, RESEND_AFTER_MS } from "./subscription";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("newsletter double opt-in", () => {
  it("a new address becomes pending and gets the confirmation link", () => {
    expect(afterSignUp(null, now)).toEqual({ status: "pending", mail: "confirm" });
  });

  it("a pending address gets the link again, but not twice within the resend interval", () => {
    expect(afterSignUp({ status: "pending", confirmationSentAt: ago(RESEND_AFTER_MS - 1) }, now)).toEqual({ status: "pending", mail: null });
    expect(afterSignUp({ status: "pending", confirmationSentAt: ago(RESEND_AFTER_MS) }, now)).toEqual({ status: "pending", mail: "confirm" });
  });

  it("a confirmed address stays confirmed and is told so, so the form reveals nothing to a stranger", () => {
    expect(afterSignUp({ status: "confirmed", confirmationSentAt: ago(RESEND_AFTER_MS * 3) }, now)).toEqual({ status: "confirmed", mail: "alreadySubscribed" });
    expect(afterSignUp({ status: "confirmed", confirmationSentAt: ago(1000) }, now)).toEqual({ status: "confirmed", mail: null });
  });

  it("where another mail says enough (the order's), a confirmed address gets no mail of its own, and a new one still gets its link", () => {
    const confirmed = { status: "confirmed" as const, confirmationSentAt: ago(RESEND_AFTER_MS * 3) };
    expect(afterSignUp(confirmed, now, { tellAlreadySubscribed: false })).toEqual({ status: "confirmed", mail: null });
    expect(afterSignUp(null, now, { tellAlreadySubscribed: false })).toEqual({ status: "pending", mail: "confirm" });
  });

  it("an address that unsubscribed may sign up again at once, and must confirm again", () => {
    expect(afterSignUp({ status: "unsubscribed", confirmationSentAt: ago(1000) }, now)).toEqual({ status: "pending", mail: "confirm" });
  });
});
