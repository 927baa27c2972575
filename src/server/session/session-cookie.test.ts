/**
 * Changing the key (README, "Changing the key"): while SESSION_SECRET_PREVIOUS
 * names the old key, what it signed is still accepted, and only the new key signs.
 */
import { afterEach, describe, expect, it } from "vitest";

import { isGenuineFormId, newFormId } from "@/server/forms/form-id";

import { readSession, SESSION_COOKIE, startSession } from "./session-cookie";
import { signSession, verifySession } from "./session-token";

const NOW = new Date("2026-12-02T10:00:00Z");
const OLD_KEY = "o".repeat(40);
const NEW_KEY = "n".repeat(40);
const SESSION_ID = "a".repeat(22);

const saved = { current: process.env.SESSION_SECRET, previous: process.env.SESSION_SECRET_PREVIOUS };
function useKeys(current: string, previous?: string) {
  process.env.SESSION_SECRET = current;
  if (previous) process.env.SESSION_SECRET_PREVIOUS = previous;
  else delete process.env.SESSION_SECRET_PREVIOUS;
}
afterEach(() => {
  for (const [name, value] of [["SESSION_SECRET", saved.current], ["SESSION_SECRET_PREVIOUS", saved.previous]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const withCookie = (token: string) => new Request("http://localhost/api/app-state/", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });

describe("SESSION_SECRET_PREVIOUS", () => {
  it("keeps a session signed with the previous key, and renews it signed with the new key", () => {
    useKeys(NEW_KEY, OLD_KEY);
    const request = withCookie(signSession(SESSION_ID, OLD_KEY, NOW));
    expect(readSession(request, NOW)).toBe(SESSION_ID);
    const renewed = startSession(request, NOW);
    expect(renewed.sessionId).toBe(SESSION_ID);
    const token = /=([^;]+);/.exec(renewed.setCookie)![1]!;
    expect(verifySession(token, NEW_KEY, NOW)).toBe(SESSION_ID);
    expect(verifySession(token, OLD_KEY, NOW)).toBeNull();
  });

  it("is needed: without it a session signed with the old key is no session", () => {
    useKeys(NEW_KEY);
    expect(readSession(withCookie(signSession(SESSION_ID, OLD_KEY, NOW)), NOW)).toBeNull();
  });

  it("keeps a form id made with the previous key genuine", () => {
    useKeys(OLD_KEY);
    const formId = newFormId();
    useKeys(NEW_KEY, OLD_KEY);
    expect(isGenuineFormId(formId)).toBe(true);
    useKeys(NEW_KEY);
    expect(isGenuineFormId(formId)).toBe(false);
  });
});
