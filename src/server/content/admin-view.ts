import "server-only";

/**
 * The content GETs answer guests the published version; the back office asks
 * for both versions with `?view=admin`, which only an admin may (401 for a
 * guest, 403 for other staff), decided before anything is read. A guest's plain
 * GET costs no staff lookup and stays publicly cacheable.
 */
import { requireAdmin } from "@/server/staff/staff-request";
import type { StaffIdentity } from "@/server/staff/identify-staff";

export async function adminIfAsked(request: Request): Promise<StaffIdentity | null> {
  return new URL(request.url).searchParams.get("view") === "admin" ? requireAdmin(request) : null;
}

/** Both versions are an admin's only: never stored by a shared cache. */
export function publicUnlessAdminView(admin: StaffIdentity | null): "public" | "no-store" {
  return admin ? "no-store" : "public";
}
