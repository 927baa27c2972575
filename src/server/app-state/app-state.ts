/**
 * The app state of specification §3 for a visitor: a guest of no shop, with the
 * default permissions of §6. Staff roles come with logging in (a later issue).
 * The fingerprint is made by the browser (§3), so the server leaves it null.
 */
import { RATINGS } from "@/config/site";
import { guestPermissions } from "@/domain/permissions";

import { ipCountry } from "./ip-country";

export function guestAppState(headers: Headers) {
  return {
    ipCountry: ipCountry(headers),
    permissions: guestPermissions(),
    ratings: RATINGS,
    role: "guest" as const,
    shop: null,
    userFingerprint: null,
  };
}
