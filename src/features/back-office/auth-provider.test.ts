import { describe, expect, it } from "vitest";

import { createAuthProvider, mayAccess, signInAddress } from "./auth-provider";

const location = { origin: "https://stekker.test", pathname: "/beheer/orders/ST-1/show", search: "" };
const identity = { name: "Sanne", emailAddress: "sanne@stekker.test", role: "staff" as const };

function appState(role: string, status = 200) {
  const calls: string[] = [];
  const fetcher = async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    return new Response(status === 200 ? JSON.stringify({ data: { role } }) : JSON.stringify({ failed: true, message: "x", data: [] }), { status });
  };
  return { calls, fetcher };
}

describe("who may use the back office", () => {
  it("staff read the delivery planning but do not change it; admins do everything (decisions §12)", () => {
    expect(mayAccess("staff", "special-dates", "list")).toBe(true);
    expect(mayAccess("staff", "special-dates", "show")).toBe(true);
    for (const action of ["create", "edit", "delete"]) {
      expect(mayAccess("staff", "special-dates", action)).toBe(false);
      expect(mayAccess("staff", "delivery-rules", action)).toBe(false);
      expect(mayAccess("admin", "delivery-rules", action)).toBe(true);
    }
    expect(mayAccess("staff", "orders", "list")).toBe(true);
    expect(mayAccess("staff", "non-web", "create")).toBe(true);
    expect(mayAccess("guest", "orders", "list")).toBe(false);
  });

  it("the pages with their drafts are for admins only, not even listed for staff (issue 23)", () => {
    for (const action of ["list", "show", "create", "edit", "delete"]) {
      expect(mayAccess("staff", "pages", action)).toBe(false);
      expect(mayAccess("admin", "pages", action)).toBe(true);
    }
  });

  it("a guest (the session ended) is sent to the sign-in page, to come back to the same page", async () => {
    const { fetcher, calls } = appState("guest");
    const provider = createAuthProvider({ fetcher, identity, location });
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: "https://stekker.test/medewerkers/inloggen/?next=%2Fbeheer%2Forders%2FST-1%2Fshow", message: false });
    expect(calls).toEqual(["GET /api/app-state/"]);
    expect(await provider.canAccess!({ resource: "orders", action: "list" })).toBe(false);
  });

  it("a member's session is checked with the API, and their role decides what they see", async () => {
    const provider = createAuthProvider({ fetcher: appState("admin").fetcher, identity, location });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(await provider.getPermissions!({})).toBe("admin");
    expect(await provider.canAccess!({ resource: "special-dates", action: "create" })).toBe(true);
  });

  it("a 401 from any call signs out to the sign-in page; a 403 does not", async () => {
    const provider = createAuthProvider({ fetcher: appState("staff").fetcher, identity, location });
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: expect.stringContaining("/medewerkers/inloggen/?next=") });
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
  });

  it("signing out ends the session with DELETE /api/staff-sessions/ and lands on the sign-in page", async () => {
    const { fetcher, calls } = appState("staff");
    const redirect = await createAuthProvider({ fetcher, identity, location }).logout({});
    expect(calls).toEqual(["DELETE /api/staff-sessions/"]);
    expect(redirect).toBe("https://stekker.test/medewerkers/inloggen/?melding=uitgelogd");
  });

  it("the way back after signing in is only ever a staff page", () => {
    expect(signInAddress("https://stekker.test", "https://evil.test/")).toBe("https://stekker.test/medewerkers/inloggen/");
  });
});
