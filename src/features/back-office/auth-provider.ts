/**
 * Who may use the back office (decisions §5): the staff session cookie
 * (`stekker_staff`, made on /medewerkers/inloggen/) is checked with the API
 * (`GET /api/app-state/` answers the role), so an expired or revoked session
 * sends the member to sign in, and back here after (`?next=`). Signing out is
 * `DELETE /api/staff-sessions/`. Admins may do everything; staff read the
 * delivery planning but do not change it (decisions §12). The API refuses
 * staff with 403 anyway: hiding the buttons only spares them the refusal.
 */
import type { AuthProvider } from "react-admin";

import { STAFF_SIGN_IN_PAGE, staffSignInPath } from "@/config/paths";
import type { StaffRole } from "@/domain/staff/roles";

import { callApi, type Fetcher } from "./data/data-provider";

export interface StaffIdentity {
  name: string;
  emailAddress: string;
  role: StaffRole;
}

/** What only an admin may change (decisions §12): the delivery planning, the catalogue, shop-only data, the shop's settings and product photos. Staff may list and show them. */
export const ADMIN_WRITES: readonly string[] = [
  "special-dates",
  "delivery-rules",
  // Issue 21, part A: products and combinations.
  "products",
  "combinations",
  // Issue 21, part B: purchase price, shop price and shop options (staff write stock, which is the "stock" resource).
  "shop-data",
  // Issue 21, part C: the shop's settings.
  "shop-settings",
  // Issue 21, part D: product photos.
  "product-images",
  // Issue 21, part E: the catalogue's import and export are for admins only (the API answers staff 403).
  "catalogue-import",
  // Issue 23: banners, blocks and messages (staff read them, admins write and publish).
  "banners",
  "blocks",
  "messages",
];
const READ_ACTIONS: readonly string[] = ["list", "show", "read", "export"];
/**
 * What staff may not even read (decisions §12: admins manage content; the API answers staff 403), issue 23:
 * the shop's content with its drafts (vacancies, support locations, pages) and the newsletter campaigns with their counts.
 */
export const ADMIN_ONLY: readonly string[] = ["vacancies", "support", "pages", "newsletters"];

/** May this role do this action on this resource? */
export function mayAccess(role: StaffRole | "guest", resource: string | undefined, action: string): boolean {
  if (role === "guest") return false;
  if (role === "admin") return true;
  if (resource && ADMIN_ONLY.includes(resource)) return false;
  if (resource && ADMIN_WRITES.includes(resource)) return READ_ACTIONS.includes(action);
  return true;
}

/** The sign-in page, coming back to where the member was (an absolute address: it lies outside react-admin's router). */
export function signInAddress(origin: string, currentPath: string | null): string {
  return `${origin}${currentPath ? staffSignInPath(currentPath) : STAFF_SIGN_IN_PAGE}`;
}

interface AuthEnvironment {
  fetcher: Fetcher;
  /** The member the page was rendered for (the server read the same cookie). */
  identity: StaffIdentity;
  /** window.location, or a stand-in in tests. */
  location: { origin: string; pathname: string; search: string };
}

export function createAuthProvider({ fetcher, identity, location }: AuthEnvironment): AuthProvider {
  let role: StaffRole | "guest" = identity.role;
  const here = () => signInAddress(location.origin, `${location.pathname}${location.search}`);

  const checkSession = async () => {
    const state = (await callApi(fetcher, "/api/app-state/")) as { role?: string };
    role = state.role === "admin" || state.role === "staff" ? state.role : "guest";
    if (role === "guest") throw { redirectTo: here(), message: false };
  };

  return {
    // Signing in is the shop's own page (/medewerkers/inloggen/); react-admin never shows a login form.
    login: async () => undefined,
    logout: async () => {
      await callApi(fetcher, "/api/staff-sessions/", { method: "DELETE" }).catch(() => undefined);
      role = "guest";
      return `${location.origin}${STAFF_SIGN_IN_PAGE}?melding=uitgelogd`;
    },
    checkAuth: checkSession,
    checkError: async (error: { status?: number }) => {
      // 401: the session ended (12 hours, signed out elsewhere, member disabled). A 403 is a refusal to show, not a reason to sign out.
      if (error?.status === 401) throw { redirectTo: here(), message: false };
    },
    getIdentity: async () => ({ id: identity.emailAddress, fullName: identity.name }),
    getPermissions: async () => role,
    canAccess: async ({ resource, action }) => mayAccess(role, resource, action),
  };
}
