import { describe, expect, it } from "vitest";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-policy";

describe("a staff password (decisions §5: staff log in with a password)", () => {
  it("needs at least 12 characters, and any characters will do", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblem("kort-maar-1", "a@stekker.nl")).toBe("Kies een wachtwoord van minstens 12 tekens.");
    expect(passwordProblem("paard batterij nietje", "a@stekker.nl")).toBeNull();
    expect(passwordProblem("ééééfgh ïjklm", "a@stekker.nl")).toBeNull();
  });

  it("counts characters, not bytes", () => {
    expect(passwordProblem("ééééééfghijk", "a@stekker.nl")).toBeNull();
    expect(passwordProblem("🔌🔌🔌🔌🔌🔌abcde", "a@stekker.nl")).toBe("Kies een wachtwoord van minstens 12 tekens.");
  });

  it("may not be longer than 200 characters, so hashing stays cheap to refuse", () => {
    expect(passwordProblem("abcd".repeat(50), "a@stekker.nl")).toBeNull();
    expect(passwordProblem(`${"abcd".repeat(50)}e`, "a@stekker.nl")).toBe(`Kies een wachtwoord van hoogstens ${PASSWORD_MAX_LENGTH} tekens.`);
  });

  it("refuses one repeated character and the member's own address", () => {
    expect(passwordProblem("aaaaaaaaaaaaaaaa", "a@stekker.nl")).toBe("Dit wachtwoord is te eenvoudig te raden.");
    expect(passwordProblem("Jan.Jansen@Stekker.nl", "jan.jansen@stekker.nl")).toBe("Je wachtwoord mag niet je e-mailadres zijn.");
    expect(passwordProblem("jan.jansen.werk", "jan.jansen.werk@stekker.nl")).toBe("Je wachtwoord mag niet je e-mailadres zijn.");
  });
});
