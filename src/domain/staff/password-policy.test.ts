import { describe, expect, it } from "vitest";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_GUESSES_LOG10, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEMS, type PasswordEstimator, passwordProblem, personalWords } from "./password-policy";

/** An estimator that finds every password hard to guess: these tests are about the rules around it. */
const unguessable: PasswordEstimator = () => ({ guessesLog10: 20, onCommonList: false });
const owner = { emailAddress: "a@stekker.nl", shopNames: ["Stekker", "Stekker B.V."] };

describe("a staff password (decisions §5: staff log in with a password)", () => {
  it("needs at least 12 characters, and any characters will do", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(passwordProblem("kort-maar-1", owner, unguessable)).toBe("Kies een wachtwoord van minstens 12 tekens.");
    expect(passwordProblem("paard batterij nietje", owner, unguessable)).toBeNull();
    expect(passwordProblem("één kopje thée, graag", owner, unguessable)).toBeNull();
  });

  it("counts characters, not bytes", () => {
    expect(passwordProblem("ééééééfghijk", owner, unguessable)).toBeNull();
    expect(passwordProblem("🔌🔌🔌🔌🔌🔌abcde", owner, unguessable)).toBe("Kies een wachtwoord van minstens 12 tekens.");
  });

  it("may not be longer than 200 characters, so hashing stays cheap to refuse", () => {
    expect(passwordProblem("abcd".repeat(50), owner, unguessable)).toBeNull();
    expect(passwordProblem(`${"abcd".repeat(50)}e`, owner, unguessable)).toBe(`Kies een wachtwoord van hoogstens ${PASSWORD_MAX_LENGTH} tekens.`);
  });

  it("needs 10^10 guesses; below that a password on the common lists is named as such", () => {
    const estimate = (guessesLog10: number, onCommonList: boolean): PasswordEstimator => () => ({ guessesLog10, onCommonList });
    expect(passwordProblem("een lang wachtwoord", owner, estimate(PASSWORD_MIN_GUESSES_LOG10, false))).toBeNull();
    expect(passwordProblem("een lang wachtwoord", owner, estimate(9.9, true))).toBe(PASSWORD_PROBLEMS.commonList);
    expect(passwordProblem("een lang wachtwoord", owner, estimate(9.9, false))).toBe(PASSWORD_PROBLEMS.guessable);
  });

  it("refuses the member's own e-mail address, or a part of it, in any case or spelling", () => {
    const jan = { ...owner, emailAddress: "jan.jansen@stekker.nl" };
    expect(passwordProblem("Jan.Jansen@Stekker.nl", jan, unguessable)).toBe(PASSWORD_PROBLEMS.emailAddress);
    expect(passwordProblem("jansen op de fiets", jan, unguessable)).toBe(PASSWORD_PROBLEMS.emailAddress);
    expect(passwordProblem("JanJansen-werk-88", jan, unguessable)).toBe(PASSWORD_PROBLEMS.emailAddress);
    expect(passwordProblem("J4ns3n is de beste", jan, unguessable)).toBe(PASSWORD_PROBLEMS.emailAddress);
  });

  it("refuses the member's name, but not a short part of it that hides in other words", () => {
    const bo = { ...owner, emailAddress: "balie@stekker.nl", name: "Bo van Oosterhout" };
    expect(passwordProblem("oosterhout en zo verder", bo, unguessable)).toBe(PASSWORD_PROBLEMS.name);
    expect(passwordProblem("boom roos vis vuur", bo, unguessable)).toBeNull();
  });

  it("refuses the shop's name and COMPANY_NAME's words, without its legal form", () => {
    expect(passwordProblem("StekkerStekker!", owner, unguessable)).toBe(PASSWORD_PROBLEMS.shopName);
    expect(passwordProblem("st3kk3r in de kast", owner, unguessable)).toBe(PASSWORD_PROBLEMS.shopName);
    const verbeek = { ...owner, shopNames: ["Stekker", "Witgoed Verbeek B.V."] };
    expect(passwordProblem("wij zijn van witgoed", verbeek, unguessable)).toBe(PASSWORD_PROBLEMS.shopName);
    expect(passwordProblem("bv bv bv bv bv bv", verbeek, unguessable)).toBeNull();
  });

  it("hands the estimator the words an attacker knows, so it can count them as easy guesses", () => {
    expect(personalWords({ emailAddress: "jan.jansen@stekker.nl", name: "Jan Jansen", shopNames: ["Stekker", "Witgoed Verbeek B.V."] })).toEqual(
      expect.arrayContaining(["jansen", "janjansen", "stekker", "witgoed", "verbeek"]),
    );
  });
});
