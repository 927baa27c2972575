import { describe, expect, it } from "vitest";

import { tokenFrom } from "./identify-staff";
import { API_TOKEN_PREFIX, hashSecret, isWellFormedApiToken, isWellFormedSessionSecret, newApiToken, newSessionSecret, tokenPrefix } from "./secret-token";

const basic = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;

describe("an API token is sent as bearer or basic (decisions §5)", () => {
  it("Bearer <token>, in any case of the scheme", () => {
    expect(tokenFrom("Bearer stk_abc")).toBe("stk_abc");
    expect(tokenFrom("bearer stk_abc")).toBe("stk_abc");
  });

  it("Basic with the token as the password, whatever the user name, or as the user name with no password", () => {
    expect(tokenFrom(basic("kassa:stk_abc"))).toBe("stk_abc");
    expect(tokenFrom(basic(":stk_abc"))).toBe("stk_abc");
    expect(tokenFrom(basic("stk_abc:"))).toBe("stk_abc");
  });

  it("anything else is no token", () => {
    for (const header of ["", "Bearer", "Token stk_abc", "Bearer a b", basic("no-colon"), basic(":")]) expect(tokenFrom(header), header).toBeNull();
  });
});

describe("the secrets behind a session and a token", () => {
  it("are 32 random bytes; a token is recognisable by its prefix", () => {
    const token = newApiToken();
    expect(token.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(isWellFormedApiToken(token)).toBe(true);
    expect(isWellFormedSessionSecret(newSessionSecret())).toBe(true);
    expect(newApiToken()).not.toBe(token);
  });

  it("are kept as a hash, and shown by a prefix that gives too little away to use", () => {
    const token = newApiToken();
    expect(hashSecret(token)).not.toContain(token.slice(4));
    expect(hashSecret(token)).toBe(hashSecret(token));
    expect(tokenPrefix(token)).toHaveLength(10);
  });

  it("only a well-formed secret is looked up: anything else is no session or token of ours", () => {
    expect(isWellFormedApiToken("stk_short")).toBe(false);
    expect(isWellFormedApiToken(newSessionSecret())).toBe(false);
    expect(isWellFormedSessionSecret("x".repeat(44))).toBe(false);
    expect(isWellFormedSessionSecret("'; drop table staff_sessions; --")).toBe(false);
  });
});
