/**
 * CSRF (issue 17, finding 6): a page on another site cannot make a visitor's
 * browser sign up for the newsletter, sign in as staff, or sign a member of
 * staff out. Browsers send `Origin` on every POST; the route wrapper refuses
 * one that is not the shop's own with 403, before anything is read or changed.
 * Route handlers called directly against a real database, with the headers a
 * browser sends for a cross-site HTML form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newsletterSubscribers, staffSessions } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { addStaffMember } from "@/server/staff/add-staff-member";

import { BASE_URL, call, createSeededDatabase, apiRoute } from "../support/api";
import { captureMail } from "../support/checkout";
import { testDriver, type TestDatabase } from "../support/test-database";

const { GET: appStateGet } = apiRoute("/api/app-state/");
const { POST: newsletterPost } = apiRoute("/api/newsletter-subscribers/");
const { POST: staffSessionsPost } = apiRoute("/api/staff-sessions/");

const PASSWORD = "paard batterij nietje";
const EVIL = "http://evil.example";
let visitor = 0;

/** An HTML form as a browser sends it; `origin` is the page the form was on (undefined: no Origin header, as curl). */
function formPost(handler: typeof newsletterPost, path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return call(handler, path, {}, {
    method: "POST",
    headers: {
      host: new URL(BASE_URL).host,
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      [CLIENT_ADDRESS_HEADER]: `192.0.2.${++visitor}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const crossSite = { origin: EVIL, "sec-fetch-site": "cross-site" };
const sameOrigin = { origin: BASE_URL, "sec-fetch-site": "same-origin" };

describe(`CSRF: state-changing requests from another site are refused on ${testDriver()}`, () => {
  let database: TestDatabase;
  let mail: ReturnType<typeof captureMail>;
  const count = async (table: typeof newsletterSubscribers | typeof staffSessions) => (await database.db.select().from(table)).length;

  async function signedInCookie(): Promise<string> {
    const answer = await call(staffSessionsPost, "/api/staff-sessions/", {}, {
      method: "POST",
      headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: `192.0.2.${++visitor}`, origin: BASE_URL },
      body: JSON.stringify({ emailAddress: "medewerker@stekker.test", password: PASSWORD }),
    });
    expect(answer.status).toBe(201);
    return answer.headers.get("set-cookie")!.split(";")[0]!;
  }
  const roleOf = async (cookie: string) => (await call(appStateGet, "/api/app-state/", {}, { headers: { cookie } })).json.data.role;

  beforeAll(async () => {
    database = await createSeededDatabase(50);
    await addStaffMember(database.db, { emailAddress: "medewerker@stekker.test", name: "Mila Medewerker", role: "staff", password: PASSWORD }, new Date());
  });
  beforeEach(() => {
    setRateLimitStore(createMemoryRateLimitStore());
    mail = captureMail();
  });
  afterAll(async () => {
    mail.restore();
    setRateLimitStore(null);
    await database.destroy();
  });

  it("a cross-site form post to the newsletter gets 403 in the failure shape, and nobody is signed up or mailed", async () => {
    const before = await count(newsletterSubscribers);
    const answer = await formPost(newsletterPost, "/api/newsletter-subscribers/", { emailAddress: "slachtoffer@example.nl" }, crossSite);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ failed: true, message: expect.stringContaining("niet van de webwinkel"), data: [{ errorMessage: expect.any(String), field: "Origin" }] });
    expect(await count(newsletterSubscribers)).toBe(before);
    expect(mail.sent).toHaveLength(0);
  });

  it("a cross-site form post to staff sign-in gets 403 and no staff cookie, even with the right password", async () => {
    const before = await count(staffSessions);
    const answer = await formPost(staffSessionsPost, "/api/staff-sessions/", { emailAddress: "medewerker@stekker.test", password: PASSWORD }, crossSite);
    expect(answer.status).toBe(403);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await count(staffSessions)).toBe(before);
  });

  it("a cross-site POST /api/staff-sessions/?_method=DELETE gets 403, clears no cookie, and the member stays signed in", async () => {
    const cookie = await signedInCookie();
    const answer = await formPost(staffSessionsPost, "/api/staff-sessions/?_method=DELETE", {}, { ...crossSite, cookie });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await roleOf(cookie)).toBe("staff");
  });

  it("Origin: null (a sandboxed frame or data: page) is refused", async () => {
    const cookie = await signedInCookie();
    const answer = await formPost(staffSessionsPost, "/api/staff-sessions/?_method=DELETE", {}, { origin: "null", cookie });
    expect(answer.status).toBe(403);
    expect(await roleOf(cookie)).toBe("staff");
  });

  it("the newsletter link page's own form (Referrer-Policy: no-referrer makes it Origin: null, Sec-Fetch-Site: same-origin) still works", async () => {
    const answer = await formPost(newsletterPost, "/api/newsletter-subscribers/", { emailAddress: "zonder-referrer@example.nl" }, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(answer.status).toBe(303);
    expect(mail.sent).toHaveLength(1);
  });

  it("without Origin, Sec-Fetch-Site cross-site is refused", async () => {
    const answer = await formPost(newsletterPost, "/api/newsletter-subscribers/", { emailAddress: "zonder-origin@example.nl" }, { "sec-fetch-site": "cross-site" });
    expect(answer.status).toBe(403);
    expect(mail.sent).toHaveLength(0);
  });

  it("the shop's own forms still work: same-origin sign-up, sign-in and sign-out", async () => {
    const signUp = await formPost(newsletterPost, "/api/newsletter-subscribers/", { emailAddress: "eigen-site@example.nl" }, sameOrigin);
    expect(signUp.status).toBe(303);
    expect(mail.sent).toHaveLength(1);
    const signIn = await formPost(staffSessionsPost, "/api/staff-sessions/", { emailAddress: "medewerker@stekker.test", password: PASSWORD }, sameOrigin);
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
    expect(await roleOf(cookie)).toBe("staff");
    const signOut = await formPost(staffSessionsPost, "/api/staff-sessions/?_method=DELETE", {}, { ...sameOrigin, cookie });
    expect(signOut.status).toBe(303);
    expect(signOut.headers.get("set-cookie")).toMatch(/^stekker_staff=;/);
    expect(await roleOf(cookie)).toBe("guest");
  });

  it("a request with neither Origin nor Sec-Fetch-Site is no browser's (curl, a webhook) and passes", async () => {
    const cookie = await signedInCookie();
    const answer = await formPost(staffSessionsPost, "/api/staff-sessions/?_method=DELETE", {}, { cookie });
    expect(answer.status).toBe(303);
    expect(await roleOf(cookie)).toBe("guest");
  });
});
