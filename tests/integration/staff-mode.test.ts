/**
 * Staff mode (specification §1 and §3; decisions §5: roles, password or API
 * token, sessions): signing in and out, what the app state tells staff, shop
 * mode, API tokens as bearer or basic, the staff-only filters, and what a
 * guest, a wrong password or a revoked token gets. Route handlers called
 * directly against a real database.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { PERMISSION_FLAGS } from "@/domain/permissions";
import { staffMembers, staffSessions } from "@/server/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/server/http/client-address";
import { createMemoryRateLimitStore } from "@/server/rate-limit/memory-store";
import { setRateLimitStore } from "@/server/rate-limit/rate-limit";
import { addStaffMember } from "@/server/staff/add-staff-member";
import { ensureFirstAdmin } from "@/server/staff/ensure-first-admin";
import { WRONG_CREDENTIALS } from "@/server/staff/sign-in-staff-member";

import { call, createSeededDatabase, apiRoute } from "../support/api";
import { createTestDatabase, testDriver, type TestDatabase } from "../support/test-database";

const { GET: appStateGet } = apiRoute("/api/app-state/");
const { GET: filtersGet } = apiRoute("/api/filters/");
const { GET: productsGet } = apiRoute("/api/products/");
const { GET: shopModeGet, POST: shopModePost, PUT: shopModePut } = apiRoute("/api/shop/mode/");
const { DELETE: revokeToken } = apiRoute("/api/staff-api-tokens/{tokenId}/");
const { GET: tokensGet, POST: tokensPost } = apiRoute("/api/staff-api-tokens/");
const { PATCH: memberPatch, POST: memberFormPatch } = apiRoute("/api/staff-members/{staffMemberId}/");
const { GET: membersGet, POST: membersPost } = apiRoute("/api/staff-members/");
const { DELETE: signOutCall, POST: signInCall } = apiRoute("/api/staff-sessions/");

const PASSWORD = "paard batterij nietje";
let visitor = 0;
/** Every sign-in from its own address unless a test says otherwise, so the rate limit per visitor stays out of the way. */
const fromNewVisitor = () => `203.0.113.${++visitor}`;

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", [CLIENT_ADDRESS_HEADER]: fromNewVisitor(), ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});

function signIn(emailAddress: string, password = PASSWORD, headers: Record<string, string> = {}) {
  return call(signInCall, "/api/staff-sessions/", {}, json("POST", { emailAddress, password }, headers));
}

/** The `stekker_staff=…` pair of a successful sign-in, as the browser sends it back. */
async function signedIn(emailAddress: string): Promise<string> {
  const answer = await signIn(emailAddress);
  expect(answer.status).toBe(201);
  return answer.headers.get("set-cookie")!.split(";")[0]!;
}

const appState = (headers: Record<string, string> = {}) => call(appStateGet, "/api/app-state/", {}, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeToken(cookie: string, name = "Kassakoppeling") {
  const answer = await call(tokensPost, "/api/staff-api-tokens/", {}, json("POST", { name }, { cookie }));
  expect(answer.status).toBe(201);
  return answer.json.data as { tokenId: number; token: string; prefix: string };
}

describe(`staff mode on ${testDriver()}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createSeededDatabase(120);
    const now = new Date();
    await addStaffMember(database.db, { emailAddress: "Medewerker@Stekker.test", name: "Mila Medewerker", role: "staff", password: PASSWORD }, now);
    await addStaffMember(database.db, { emailAddress: "beheer@stekker.test", name: "Bas Beheer", role: "admin", password: PASSWORD }, now);
    await addStaffMember(database.db, { emailAddress: "collega@stekker.test", name: "Cas Collega", role: "staff", password: PASSWORD }, now);
  });
  beforeEach(() => {
    setRateLimitStore(createMemoryRateLimitStore());
  });
  afterAll(async () => {
    setRateLimitStore(null);
    await database.destroy();
  });

  describe("staff and admins log in with a password (decisions §5)", () => {
    it("the right address and password start a session: an httpOnly, Secure, SameSite=Lax cookie for a working day", async () => {
      const answer = await signIn("  MEDEWERKER@stekker.test ");
      expect(answer.status).toBe(201);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.json.data).toMatchObject({ name: "Mila Medewerker", emailAddress: "medewerker@stekker.test", role: "staff", shop: null });
      expect(answer.json.data.permissions.filtersShopOnlyShow).toBe(true);
      const cookie = answer.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^stekker_staff=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Lax$/);
      // The database holds the secret's hash, never the secret.
      const secret = cookie.split(";")[0]!.split("=")[1]!;
      const rows = await database.db.select().from(staffSessions);
      expect(rows.some((row) => row.secretHash === secret)).toBe(false);
    });

    it("a wrong password and an unknown address get the same 401, and no cookie", async () => {
      const wrong = await signIn("medewerker@stekker.test", "paard batterij nietjes");
      const unknown = await signIn("niemand@stekker.test");
      for (const answer of [wrong, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.json).toMatchObject({ failed: true, message: WRONG_CREDENTIALS });
        expect(answer.headers.get("set-cookie")).toBeNull();
      }
    });

    it("the password is kept as a scrypt hash", async () => {
      const [row] = await database.db.select().from(staffMembers).where(eq(staffMembers.emailAddress, "medewerker@stekker.test"));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(row!.passwordHash).not.toContain(PASSWORD);
    });

    it("bad input gets a 422 naming the field, and signs nobody in", async () => {
      const missing = await call(signInCall, "/api/staff-sessions/", {}, json("POST", { emailAddress: "medewerker@stekker.test" }));
      expect(missing.status).toBe(422);
      expect(missing.json.data).toEqual([{ field: "password", errorMessage: "Vul je wachtwoord in." }]);
      const notAnAddress = await call(signInCall, "/api/staff-sessions/", {}, json("POST", { emailAddress: "medewerker", password: PASSWORD }));
      expect(notAnAddress.status).toBe(422);
      expect(notAnAddress.json.data[0].field).toBe("emailAddress");
      const tooLong = await signIn("medewerker@stekker.test", "x".repeat(201));
      expect(tooLong.status).toBe(422);
      const broken = await call(signInCall, "/api/staff-sessions/", {}, json("POST", "{"));
      expect(broken.status).toBe(400);
    });

    // The limits on signing in (issue 17: no stranger can lock a member out) are tested in rate-limit.test.ts.

    it("a browser without JavaScript signs in with a form and lands on the staff page, cookie and all", async () => {
      const form = (password: string) =>
        call(signInCall, "/api/staff-sessions/", {}, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() },
          body: new URLSearchParams({ emailAddress: "medewerker@stekker.test", password }).toString(),
        });
      const good = await form(PASSWORD);
      expect(good.status).toBe(303);
      expect(good.headers.get("location")).toBe("/medewerkers/");
      expect(good.headers.get("set-cookie")).toMatch(/^stekker_staff=/);
      const bad = await form("fout wachtwoord 123");
      expect(bad.status).toBe(303);
      expect(bad.headers.get("location")).toBe("/medewerkers/inloggen/?melding=onjuiste-gegevens");
      expect(bad.headers.get("set-cookie")).toBeNull();
    });

    it("a sign-in sent from the back office (?next=) goes back there; a failure keeps next, and no other site is ever a way back", async () => {
      const form = (password: string, next: string) =>
        call(signInCall, `/api/staff-sessions/?next=${encodeURIComponent(next)}`, {}, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", [CLIENT_ADDRESS_HEADER]: fromNewVisitor() },
          body: new URLSearchParams({ emailAddress: "medewerker@stekker.test", password }).toString(),
        });
      const back = await form(PASSWORD, "/beheer/orders/ST-1/show");
      expect(back.status).toBe(303);
      expect(back.headers.get("location")).toBe("/beheer/orders/ST-1/show");
      const failed = await form("fout wachtwoord 123", "/beheer/orders");
      expect(failed.headers.get("location")).toBe("/medewerkers/inloggen/?melding=onjuiste-gegevens&next=%2Fbeheer%2Forders");
      for (const elsewhere of ["https://evil.test/", "//evil.test/beheer/", "/winkelwagen/"]) {
        expect((await form(PASSWORD, elsewhere)).headers.get("location")).toBe("/medewerkers/");
      }
    });
  });

  describe("the app state tells a member of staff their role, shop and permissions (specification §3)", () => {
    it("a guest stays a guest of no shop with every flag off", async () => {
      const data = (await appState()).json.data;
      expect(data).toMatchObject({ role: "guest", shop: null });
      for (const flag of PERMISSION_FLAGS) expect(data.permissions[flag]).toBe(false);
    });

    it("a signed-in member of staff has role staff and every staff-only flag; an admin has role admin", async () => {
      const staff = (await appState({ cookie: await signedIn("medewerker@stekker.test") })).json.data;
      expect(staff).toMatchObject({ role: "staff", shop: null });
      for (const flag of PERMISSION_FLAGS) expect(staff.permissions[flag], flag).toBe(true);
      expect(staff.permissions.apiRoutes["/api/shop/mode/"].allowedMethods).toEqual(["GET", "PUT"]);
      expect((await appState({ cookie: await signedIn("beheer@stekker.test") })).json.data.role).toBe("admin");
    });

    it("the visitor's own session (and cart) stays next to the staff cookie", async () => {
      const answer = await appState({ cookie: await signedIn("medewerker@stekker.test") });
      expect(answer.headers.get("set-cookie")).toMatch(/^stekker_session=/);
    });

    it("a made-up or expired staff cookie is a guest, not an error", async () => {
      expect((await appState({ cookie: "stekker_staff=bestaat-niet" })).json.data.role).toBe("guest");
      expect((await appState({ cookie: `stekker_staff=${"A".repeat(43)}` })).json.data.role).toBe("guest");
      const cookie = await signedIn("medewerker@stekker.test");
      await database.db.execute(sql`update staff_sessions set expires_at = now() - interval '1 second'`);
      expect((await appState({ cookie })).json.data.role).toBe("guest");
    });
  });

  describe("signing out and disabling end a session everywhere (decisions §5)", () => {
    it("signing out clears the cookie and the session: the old cookie is a guest's", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      const answer = await call(signOutCall, "/api/staff-sessions/", {}, { method: "DELETE", headers: { cookie } });
      expect(answer.status).toBe(204);
      expect(answer.headers.get("set-cookie")).toBe("stekker_staff=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax");
      expect((await appState({ cookie })).json.data.role).toBe("guest");
    });

    it("signing out without a session still clears the cookie; a form lands on the sign-in page saying so", async () => {
      expect((await call(signOutCall, "/api/staff-sessions/", {}, { method: "DELETE" })).status).toBe(204);
      const form = await call(signInCall, "/api/staff-sessions/?_method=DELETE", {}, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie: await signedIn("medewerker@stekker.test") },
        body: "",
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe("/medewerkers/inloggen/?melding=uitgelogd");
      expect(form.headers.get("set-cookie")).toMatch(/^stekker_staff=; /);
    });

    it("a disabled member can no longer sign in, and their session and tokens stop working at once", async () => {
      await addStaffMember(database.db, { emailAddress: "vertrekt@stekker.test", name: "Vera Vertrek", role: "staff", password: PASSWORD }, new Date());
      const cookie = await signedIn("vertrekt@stekker.test");
      const { token } = await makeToken(cookie);
      await database.db.update(staffMembers).set({ disabledAt: new Date() }).where(eq(staffMembers.emailAddress, "vertrekt@stekker.test"));
      expect((await appState({ cookie })).json.data.role).toBe("guest");
      expect((await appState(bearer(token))).status).toBe(401);
      const again = await signIn("vertrekt@stekker.test");
      expect(again.status).toBe(401);
      expect(again.json.message).toBe(WRONG_CREDENTIALS);
    });
  });

  describe("shop mode: a member of staff says which shop their browser stands in (specification §3, /api/shop/mode)", () => {
    it("a guest gets 401 for reading or setting it", async () => {
      expect((await call(shopModeGet, "/api/shop/mode/")).status).toBe(401);
      const put = await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: "zoeterwoude" }));
      expect(put.status).toBe(401);
      expect(put.json.message).toBe("Log in als medewerker om dit te gebruiken.");
    });

    it("staff set the shop; the app state and the shop mode then name it, and null sets it back to none", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      expect((await call(shopModeGet, "/api/shop/mode/", {}, { headers: { cookie } })).json.data).toEqual({ shop: null, shops: [{ shopId: "zoeterwoude", name: "Afhaalcentrum Zoeterwoude" }] });
      const set = await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: "zoeterwoude" }, { cookie }));
      expect(set.status).toBe(200);
      expect(set.json.data).toEqual({ shop: "zoeterwoude" });
      expect((await appState({ cookie })).json.data.shop).toBe("zoeterwoude");
      await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: null }, { cookie }));
      expect((await appState({ cookie })).json.data.shop).toBeNull();
    });

    it("the shop belongs to the browser: another session of the same member keeps its own", async () => {
      const counter = await signedIn("medewerker@stekker.test");
      const home = await signedIn("medewerker@stekker.test");
      await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: "zoeterwoude" }, { cookie: counter }));
      expect((await appState({ cookie: home })).json.data.shop).toBeNull();
    });

    it("an unknown shop is a 422 and changes nothing", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: "zoeterwoude" }, { cookie }));
      const answer = await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: "amsterdam" }, { cookie }));
      expect(answer.status).toBe(422);
      expect(answer.json.data).toEqual([{ field: "shop", errorMessage: "Kies een van de winkels, of geen." }]);
      expect((await appState({ cookie })).json.data.shop).toBe("zoeterwoude");
    });

    it("an API token has no shop to set (409); a form sets it with ?_method=PUT and lands on the staff page", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      const { token } = await makeToken(cookie);
      expect((await call(shopModePut, "/api/shop/mode/", {}, json("PUT", { shop: "zoeterwoude" }, bearer(token)))).status).toBe(409);
      const form = await call(shopModePost, "/api/shop/mode/?_method=PUT", {}, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie },
        body: "shop=zoeterwoude",
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe("/medewerkers/?melding=winkel-gekozen");
      expect((await appState({ cookie })).json.data.shop).toBe("zoeterwoude");
      expect((await call(shopModePost, "/api/shop/mode/", {}, json("POST", { shop: null }, { cookie }))).status).toBe(405);
    });
  });

  describe("an API token acts as its member, sent as bearer or basic (decisions §5)", () => {
    it("a member makes a token and sees it once; the list shows its prefix, never the secret", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      const made = await makeToken(cookie, "Voorraadscript");
      expect(made.token).toMatch(/^stk_[\w-]{43}$/);
      expect(made.token.startsWith(made.prefix)).toBe(true);
      const list = await call(tokensGet, "/api/staff-api-tokens/", {}, { headers: { cookie } });
      const listed = list.json.data.find((token: { tokenId: number }) => token.tokenId === made.tokenId);
      expect(listed).toMatchObject({ name: "Voorraadscript", prefix: made.prefix, lastUsedAt: null, revokedAt: null });
      expect(list.text).not.toContain(made.token);
    });

    it("the token works as Bearer and as the password of Basic, and its use is noted", async () => {
      const { token, tokenId } = await makeToken(await signedIn("beheer@stekker.test"));
      expect((await appState(bearer(token))).json.data.role).toBe("admin");
      const basic = `Basic ${Buffer.from(`kassa:${token}`).toString("base64")}`;
      expect((await appState({ authorization: basic })).json.data.role).toBe("admin");
      const list = await call(tokensGet, "/api/staff-api-tokens/", {}, { headers: bearer(token) });
      expect(list.json.data.find((entry: { tokenId: number }) => entry.tokenId === tokenId).lastUsedAt).not.toBeNull();
    });

    it("a revoked or unknown token of ours gets 401 with WWW-Authenticate, not a guest's answer", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      const { token, tokenId } = await makeToken(cookie);
      const revoked = await call(revokeToken, `/api/staff-api-tokens/${tokenId}/`, { tokenId: String(tokenId) }, { method: "DELETE", headers: { cookie } });
      expect(revoked.status).toBe(200);
      expect(revoked.json.data.revokedAt).toEqual(expect.any(String));
      for (const authorization of [`Bearer ${token}`, `Bearer stk_${"x".repeat(43)}`, `Basic ${Buffer.from(`kassa:${token}`).toString("base64")}`]) {
        const answer = await call(productsGet, "/api/products/", {}, { headers: { authorization } });
        expect(answer.status, authorization).toBe(401);
        expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="Stekker"');
      }
    });

    it("any other Authorization header (a staging site's own Basic login) leaves a guest a guest", async () => {
      for (const authorization of [`Basic ${Buffer.from("test:geheim").toString("base64")}`, "Bearer kort", "Token abc"]) {
        const answer = await call(productsGet, "/api/products/", {}, { headers: { authorization } });
        expect(answer.status, authorization).toBe(200);
        expect(answer.json.data.facets.some((facet: { staffOnly: boolean }) => facet.staffOnly)).toBe(false);
        expect((await appState({ authorization })).json.data.role).toBe("guest");
      }
    });

    it("a token cannot make or revoke tokens: a leaked one must not outlive its own revocation (403)", async () => {
      const cookie = await signedIn("medewerker@stekker.test");
      const { token, tokenId } = await makeToken(cookie);
      const made = await call(tokensPost, "/api/staff-api-tokens/", {}, json("POST", { name: "Achterdeur" }, bearer(token)));
      expect(made.status).toBe(403);
      const revoke = await call(revokeToken, `/api/staff-api-tokens/${tokenId}/`, { tokenId: String(tokenId) }, { method: "DELETE", headers: bearer(token) });
      expect(revoke.status).toBe(403);
      const list = await call(tokensGet, "/api/staff-api-tokens/", {}, { headers: { cookie } });
      expect(list.json.data.some((entry: { name: string }) => entry.name === "Achterdeur")).toBe(false);
    });

    it("a member cannot revoke a colleague's token: it does not exist for them", async () => {
      const { tokenId, token } = await makeToken(await signedIn("beheer@stekker.test"));
      const answer = await call(revokeToken, `/api/staff-api-tokens/${tokenId}/`, { tokenId: String(tokenId) }, { method: "DELETE", headers: { cookie: await signedIn("medewerker@stekker.test") } });
      expect(answer.status).toBe(404);
      expect((await appState(bearer(token))).status).toBe(200);
    });

    it("a guest cannot list or make tokens; a token without a name is a 422", async () => {
      expect((await call(tokensGet, "/api/staff-api-tokens/")).status).toBe(401);
      expect((await call(tokensPost, "/api/staff-api-tokens/", {}, json("POST", { name: "x" }))).status).toBe(401);
      const nameless = await call(tokensPost, "/api/staff-api-tokens/", {}, json("POST", { name: "  " }, { cookie: await signedIn("medewerker@stekker.test") }));
      expect(nameless.status).toBe(422);
      expect(nameless.json.data[0].field).toBe("name");
      expect((await call(revokeToken, "/api/staff-api-tokens/abc/", { tokenId: "abc" }, { method: "DELETE", headers: { cookie: await signedIn("medewerker@stekker.test") } })).status).toBe(400);
    });
  });

  describe("staff-only filters need filtersShopOnlyShow (specification §3)", () => {
    it("staff get the staff-only filters and facets, never cached publicly; a guest gets neither", async () => {
      const { token } = await makeToken(await signedIn("medewerker@stekker.test"));
      const guestFilters = await call(filtersGet, "/api/filters/");
      const staffFilters = await call(filtersGet, "/api/filters/", {}, { headers: bearer(token) });
      expect(guestFilters.headers.get("cache-control")).toMatch(/^public/);
      expect(staffFilters.headers.get("cache-control")).toBe("no-store");
      expect(guestFilters.json.data.some((filter: { staffOnly: boolean }) => filter.staffOnly)).toBe(false);
      expect(staffFilters.json.data.some((filter: { staffOnly: boolean }) => filter.staffOnly)).toBe(true);

      const path = "/api/products/?category=wasmachines";
      const guest = await call(productsGet, path);
      const staff = await call(productsGet, path, {}, { headers: bearer(token) });
      expect(guest.json.data.facets.some((facet: { staffOnly: boolean }) => facet.staffOnly)).toBe(false);
      expect(staff.json.data.facets.find((facet: { key: string }) => facet.key === "aantal-programmas")?.staffOnly).toBe(true);
      expect(staff.headers.get("cache-control")).toBe("no-store");
    });

    it("filtering on a staff-only filter is refused for a guest (400) and works for staff", async () => {
      const { token } = await makeToken(await signedIn("medewerker@stekker.test"));
      const staff = await call(productsGet, "/api/products/?category=wasmachines", {}, { headers: bearer(token) });
      const value = staff.json.data.facets.find((facet: { key: string }) => facet.key === "aantal-programmas").values[0].value as string;
      const path = `/api/products/?category=wasmachines&aantal-programmas=${encodeURIComponent(value)}`;
      expect((await call(productsGet, path)).status).toBe(400);
      const filtered = await call(productsGet, path, {}, { headers: bearer(token) });
      expect(filtered.status).toBe(200);
      expect(filtered.json.data.total).toBeLessThan(staff.json.data.total);
      expect(filtered.json.data.total).toBeGreaterThan(0);
    });
  });

  describe("the first admin (decisions §5: admins manage staff, so there must be one to start)", () => {
    it("FIRST_ADMIN_* make an admin only while the shop has no staff at all; a weak password is refused", async () => {
      const empty = await createTestDatabase();
      try {
        const now = new Date();
        await expect(ensureFirstAdmin(empty.db, { emailAddress: "eerste@stekker.test", password: "kort" }, now)).rejects.toThrow("Het wachtwoord voldoet niet.");
        expect(await ensureFirstAdmin(empty.db, { emailAddress: "Eerste@Stekker.test", password: PASSWORD }, now)).toBe("added");
        expect(await ensureFirstAdmin(empty.db, { emailAddress: "tweede@stekker.test", password: PASSWORD }, now)).toBe("present");
        const members = await empty.db.select().from(staffMembers);
        expect(members.map(({ emailAddress, role, name }) => ({ emailAddress, role, name }))).toEqual([{ emailAddress: "eerste@stekker.test", role: "admin", name: "Beheerder" }]);
      } finally {
        await empty.destroy();
      }
    });
  });

  describe("admins also manage staff (decisions §5)", () => {
    const members = (cookie: string) => call(membersGet, "/api/staff-members/", {}, { headers: { cookie } });
    const patch = (cookie: string, staffMemberId: number, body: unknown) =>
      call(memberPatch, `/api/staff-members/${staffMemberId}/`, { staffMemberId: String(staffMemberId) }, json("PATCH", body, { cookie }));
    const idOf = async (admin: string, emailAddress: string) =>
      ((await members(admin)).json.data as { staffMemberId: number; emailAddress: string }[]).find((member) => member.emailAddress === emailAddress)!.staffMemberId;

    it("a guest gets 401 and other staff 403; an admin sees everyone, without password hashes", async () => {
      expect((await call(membersGet, "/api/staff-members/")).status).toBe(401);
      const staff = await members(await signedIn("medewerker@stekker.test"));
      expect(staff.status).toBe(403);
      expect(staff.json.message).toBe("Alleen een beheerder kan dit doen.");
      const list = await members(await signedIn("beheer@stekker.test"));
      expect(list.status).toBe(200);
      expect(list.json.data).toEqual(expect.arrayContaining([expect.objectContaining({ emailAddress: "beheer@stekker.test", role: "admin", active: true, name: "Bas Beheer" })]));
      expect(list.text).not.toContain("scrypt");
    });

    it("an admin adds a member, who can then sign in; a taken address is 409 and a weak password 422", async () => {
      const admin = await signedIn("beheer@stekker.test");
      const add = (body: unknown) => call(membersPost, "/api/staff-members/", {}, json("POST", body, { cookie: admin }));
      const added = await add({ emailAddress: "Nieuw@Stekker.test", name: "Noor Nieuw", role: "staff", password: PASSWORD });
      expect(added.status).toBe(201);
      expect(added.json.data).toEqual({ staffMemberId: expect.any(Number), emailAddress: "nieuw@stekker.test" });
      expect((await signIn("nieuw@stekker.test")).status).toBe(201);
      expect((await add({ emailAddress: "nieuw@stekker.test", name: "Nog een", role: "staff", password: PASSWORD })).status).toBe(409);
      const weak = await add({ emailAddress: "zwak@stekker.test", name: "Zwak", role: "staff", password: "kort" });
      expect(weak.status).toBe(422);
      expect(weak.json.data).toEqual([{ field: "password", errorMessage: "Kies een wachtwoord van minstens 12 tekens." }]);
      const badRole = await add({ emailAddress: "rol@stekker.test", name: "Rol", role: "guest", password: PASSWORD });
      expect(badRole.status).toBe(422);
      expect((await members(admin)).json.data.some((member: { emailAddress: string }) => member.emailAddress === "zwak@stekker.test")).toBe(false);
    });

    it("disabling ends the member's session and revokes their tokens at once; enabling lets them sign in again", async () => {
      const admin = await signedIn("beheer@stekker.test");
      await addStaffMember(database.db, { emailAddress: "tijdelijk@stekker.test", name: "Tim Tijdelijk", role: "staff", password: PASSWORD }, new Date());
      const id = await idOf(admin, "tijdelijk@stekker.test");
      const session = await signedIn("tijdelijk@stekker.test");
      const { token } = await makeToken(session);
      const disabled = await patch(admin, id, { active: false });
      expect(disabled.status).toBe(200);
      expect(disabled.json.data).toMatchObject({ staffMemberId: id, active: false, role: "staff" });
      expect((await appState({ cookie: session })).json.data.role).toBe("guest");
      expect((await signIn("tijdelijk@stekker.test")).status).toBe(401);
      expect((await patch(admin, id, { active: true })).json.data.active).toBe(true);
      expect((await signIn("tijdelijk@stekker.test")).status).toBe(201);
      // Disabling revoked the tokens: enabling does not bring back a token that may have been copied.
      expect((await appState(bearer(token))).status).toBe(401);
    });

    it("a promotion takes effect on the member's next request", async () => {
      const admin = await signedIn("beheer@stekker.test");
      await addStaffMember(database.db, { emailAddress: "promotie@stekker.test", name: "Pim Promotie", role: "staff", password: PASSWORD }, new Date());
      const session = await signedIn("promotie@stekker.test");
      await patch(admin, await idOf(admin, "promotie@stekker.test"), { role: "admin" });
      expect((await appState({ cookie: session })).json.data.role).toBe("admin");
    });

    it("an admin cannot disable or demote themselves, and the shop keeps an active admin (409, nothing changes)", async () => {
      const admin = await signedIn("beheer@stekker.test");
      const self = await idOf(admin, "beheer@stekker.test");
      for (const body of [{ active: false }, { role: "staff" }]) {
        const answer = await patch(admin, self, body);
        expect(answer.status).toBe(409);
        expect(answer.json.message).toMatch(/^Je kunt jezelf niet uitschakelen/);
      }
      expect((await appState({ cookie: admin })).json.data.role).toBe("admin");
    });

    it("two admins demoting each other at the same moment: one wins, and the shop keeps an active admin", async () => {
      for (const emailAddress of ["duel-a@stekker.test", "duel-b@stekker.test"]) {
        await addStaffMember(database.db, { emailAddress, name: emailAddress, role: "admin", password: PASSWORD }, new Date());
      }
      const [a, b] = await Promise.all([signedIn("duel-a@stekker.test"), signedIn("duel-b@stekker.test")]);
      const head = await signedIn("beheer@stekker.test");
      const [idA, idB] = await Promise.all([idOf(head, "duel-a@stekker.test"), idOf(head, "duel-b@stekker.test")]);
      const answers = await Promise.all([patch(a, idB, { role: "staff" }), patch(b, idA, { role: "staff" })]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const roles = ((await members(head)).json.data as { staffMemberId: number; role: string }[]).filter((member) => member.staffMemberId === idA || member.staffMemberId === idB).map((member) => member.role);
      expect(roles.sort()).toEqual(["admin", "staff"]);
    });

    it("bad input gets a 4xx and changes nothing; a form changes a member with ?_method=PATCH and lands on the staff list", async () => {
      const admin = await signedIn("beheer@stekker.test");
      const id = await idOf(admin, "collega@stekker.test");
      expect((await patch(admin, id, {})).status).toBe(422);
      expect((await patch(admin, id, { role: "eigenaar" })).status).toBe(422);
      expect((await patch(admin, 999999, { active: false })).status).toBe(404);
      expect((await call(memberPatch, "/api/staff-members/abc/", { staffMemberId: "abc" }, json("PATCH", { active: false }, { cookie: admin }))).status).toBe(400);
      const form = await call(memberFormPatch, `/api/staff-members/${id}/?_method=PATCH`, { staffMemberId: String(id) }, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie: admin },
        body: "active=false",
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe("/medewerkers/?melding=medewerker-gewijzigd#medewerkers");
      expect((await members(admin)).json.data.find((member: { staffMemberId: number }) => member.staffMemberId === id).active).toBe(false);
      await patch(admin, id, { active: true });
    });
  });
});
