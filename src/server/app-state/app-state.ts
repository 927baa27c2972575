/**
 * The app state of specification §3 for a visitor: a guest of no shop with the
 * default permissions of §6, or a signed-in member of staff with their role's
 * permissions and the shop their browser stands in (decisions §5). The
 * fingerprint is made by the browser (§3), so the server leaves it null.
 * `routes` are the API's routes (src/api), passed in by the route, so that the
 * permission table lists exactly the calls that exist.
 */
import { reviewSiteScores } from "@/config/review-sites";
import { type ApiRouteGrant, permissionsFor } from "@/domain/permissions";
import type { AppStateAnswer } from "@/schemas/answers/app-state";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { ipCountry } from "./ip-country";

export function appState(headers: Headers, staff: StaffIdentity | null, routes: readonly ApiRouteGrant[]): AppStateAnswer {
  return {
    ipCountry: ipCountry(headers),
    permissions: permissionsFor(staff?.role ?? "guest", routes),
    // The review sites' scores as specification §3 names them (REVIEW_SITE_SCORES, issue 23); the links are for the shop's own pages.
    ratings: reviewSiteScores().map(({ site, score, reviews }) => ({ site, score, reviews })),
    role: staff?.role ?? "guest",
    shop: staff?.shop ?? null,
    userFingerprint: null,
  };
}
