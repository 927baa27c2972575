/**
 * Staff passwords are refused when an attacker would guess them early
 * (decisions §5: staff log in with a password): the common and breached ones,
 * and those built from the shop's name or the member's own e-mail address or
 * name. Everywhere a password is set: the staff page (POST /api/staff-members/),
 * FIRST_ADMIN_PASSWORD at start (ensureFirstAdmin) and `npm run staff --
 * password` (setStaffPassword). Each refusal says why, in Dutch.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { PASSWORD_PROBLEMS } from "@/domain/staff/password-policy";
import { staffOutcome } from "@/features/staff/copy";
import { setDatabaseHandle } from "@/server/db/client";
import { staffMembers } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { ensureFirstAdmin } from "@/server/staff/ensure-first-admin";
import { setStaffPassword } from "@/server/staff/set-staff-password";

import { apiRoute, call } from "../support/api";
import { signedInStaffCookie } from "../support/staff-cookie";
import { createTestDatabase, testDriver, type TestDatabase } from "../support/test-database";

const { POST: membersPost } = apiRoute("/api/staff-members/");
const NOW = new Date("2026-12-02T10:00:00Z");
const STRONG = "paard batterij nietje";

describe(`staff passwords on ${testDriver()}`, () => {
  let database: TestDatabase;
  let admin: string;
  let member = 0;

  /** Adds a member on the staff page as the admin; answers the status and the password field's sentence. */
  async function addOnStaffPage(password: string, who: { emailAddress?: string; name?: string } = {}) {
    const answer = await call(membersPost, "/api/staff-members/", {}, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin },
      body: JSON.stringify({ emailAddress: who.emailAddress ?? `lid-${++member}@voorbeeld.test`, name: who.name ?? "Noor Nieuw", role: "staff", password }),
    });
    const fields: { field: string; errorMessage: string }[] = answer.status === 201 ? [] : answer.json.data;
    return { status: answer.status, problem: fields.find((field) => field.field === "password")?.errorMessage };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    setDatabaseHandle(database);
    setRateLimitStore(createMemoryRateLimitStore());
    admin = await signedInStaffCookie(database.db, "admin", "beheer@voorbeeld.test", "Ad Admin");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    setRateLimitStore(null);
    await database.destroy();
  });

  it("refuses 123456789012: it is on the lists of common passwords", async () => {
    expect(await addOnStaffPage("123456789012")).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.commonList });
  });

  it("refuses passwordpassword: it is a common password twice", async () => {
    expect(await addOnStaffPage("passwordpassword")).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.commonList });
  });

  it("refuses qwertyuiopas: it is a keyboard row on the lists of common passwords", async () => {
    expect(await addOnStaffPage("qwertyuiopas")).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.commonList });
  });

  it("refuses Welkom2026!!: a common Dutch word, a year and a repetition", async () => {
    expect(await addOnStaffPage("Welkom2026!!")).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.guessable });
  });

  it("refuses a password built from the shop's name, Stekker", async () => {
    expect(await addOnStaffPage("Stekker-kassa-2026")).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.shopName });
  });

  it("refuses a password built from COMPANY_NAME when it is set", async () => {
    vi.stubEnv("COMPANY_NAME", "Witgoed Verbeek B.V.");
    expect(await addOnStaffPage("verbeek voor altijd 88")).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.shopName });
  });

  it("refuses a password built from the member's e-mail address", async () => {
    expect(await addOnStaffPage("fenna.vandijk!2026#", { emailAddress: "fenna.vandijk@voorbeeld.test", name: "F. van Dijk" })).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.emailAddress });
  });

  it("refuses a password built from the member's name", async () => {
    expect(await addOnStaffPage("Gerbrand op de fiets 7", { emailAddress: "balie-3@voorbeeld.test", name: "Gerbrand Hoekstra" })).toEqual({ status: 422, problem: PASSWORD_PROBLEMS.name });
  });

  it("accepts a long password of words that do not belong together", async () => {
    expect(await addOnStaffPage(STRONG)).toEqual({ status: 201, problem: undefined });
  });

  it("the staff page's form without JavaScript lands on the page with the rule the password broke", async () => {
    const answer = await call(membersPost, "/api/staff-members/", {}, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie: admin },
      body: new URLSearchParams({ emailAddress: "formulier@voorbeeld.test", name: "Fem Formulier", role: "staff", password: "Welkom2026!!" }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/medewerkers/?melding=wachtwoord-te-raden#medewerkers");
    expect(staffOutcome("wachtwoord-te-raden")?.text).toBe(PASSWORD_PROBLEMS.guessable);
  });

  it("FIRST_ADMIN_PASSWORD is held to the same rules at start", async () => {
    const empty = await createTestDatabase();
    try {
      const refused = await ensureFirstAdmin(empty.db, { emailAddress: "eigenaar@voorbeeld.test", password: "Welkom2026!!" }, NOW).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).errors).toEqual([{ field: "password", errorMessage: PASSWORD_PROBLEMS.guessable }]);
      expect(await empty.db.select().from(staffMembers)).toEqual([]);
    } finally {
      await empty.destroy();
    }
  });

  it("npm run staff -- password is held to the same rules, and a refused password changes nothing", async () => {
    const emailAddress = "wissel@voorbeeld.test";
    await signedInStaffCookie(database.db, "staff", emailAddress, "Wim Wissel");
    const [before] = await database.db.select().from(staffMembers).where(eq(staffMembers.emailAddress, emailAddress));
    const refused = await setStaffPassword(database.db, emailAddress, "passwordpassword").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors).toEqual([{ field: "password", errorMessage: PASSWORD_PROBLEMS.commonList }]);
    const [after] = await database.db.select().from(staffMembers).where(eq(staffMembers.emailAddress, emailAddress));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    await setStaffPassword(database.db, emailAddress, "olifant kruimel lantaarn");
    const [changed] = await database.db.select().from(staffMembers).where(eq(staffMembers.emailAddress, emailAddress));
    expect(changed!.passwordHash).not.toBe(before!.passwordHash);
  });
});
