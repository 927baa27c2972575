import { describe, expect, it } from "vitest";

import { newSessionId, SESSION_LIFETIME_SECONDS, signSession, verifySession } from "./session-token";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const NOW = new Date("2026-11-21T10:00:00Z");

describe("session tokens", () => {
  it("a signed session verifies to its id", () => {
    const id = newSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(verifySession(signSession(id, SECRET, NOW), SECRET, NOW)).toBe(id);
  });

  it("new session ids differ", () => {
    expect(new Set(Array.from({ length: 100 }, newSessionId)).size).toBe(100);
  });

  it("a token signed with another secret, or changed in any part, is refused", () => {
    const token = signSession(newSessionId(), SECRET, NOW);
    expect(verifySession(token, `${SECRET}-other`, NOW)).toBeNull();
    const [id, expires, signature] = token.split(".") as [string, string, string];
    const otherId = newSessionId();
    expect(verifySession(`${otherId}.${expires}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifySession(`${id}.${Number(expires) + 1000}.${signature}`, SECRET, NOW)).toBeNull();
    expect(verifySession(`${id}.${expires}.${signature.slice(0, -2)}`, SECRET, NOW)).toBeNull();
  });

  it("a token lives 31 days", () => {
    const token = signSession(newSessionId(), SECRET, NOW);
    const almost = new Date(NOW.getTime() + (SESSION_LIFETIME_SECONDS - 1) * 1000);
    const after = new Date(NOW.getTime() + SESSION_LIFETIME_SECONDS * 1000);
    expect(verifySession(token, SECRET, almost)).not.toBeNull();
    expect(verifySession(token, SECRET, after)).toBeNull();
  });

  it("garbage is refused, never thrown", () => {
    for (const token of [null, undefined, "", "abc", "a.b.c", "...", "x".repeat(5000), `${newSessionId()}.-1.abc`]) {
      expect(verifySession(token, SECRET, NOW)).toBeNull();
    }
  });
});

describe("a token checked before", () => {
  const secret = "s".repeat(40);
  it("still expires at its signed date", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const token = signSession(newSessionId(), secret, now);
    expect(verifySession(token, secret, now)).not.toBeNull();
    const afterLifetime = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
    expect(verifySession(token, secret, afterLifetime)).toBeNull();
  });

  it("is not genuine under another secret", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const token = signSession(newSessionId(), secret, now);
    expect(verifySession(token, secret, now)).not.toBeNull();
    expect(verifySession(token, "t".repeat(40), now)).toBeNull();
  });
});
