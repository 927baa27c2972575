/**
 * Who a visitor is to the shop (decisions §5): a `guest` (everyone, the
 * default), `staff` (works in a shop and sees staff-only data) or `admin` (also
 * manages staff, content and settings). Staff and admins sign in; everyone else
 * stays a guest.
 */
export const ROLES = ["guest", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The roles a person can be given: a guest is nobody in particular. */
export const STAFF_ROLES = ["staff", "admin"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = { guest: "Bezoeker", staff: "Medewerker", admin: "Beheerder" };

export function isStaffRole(value: unknown): value is StaffRole {
  return value === "staff" || value === "admin";
}

/** An admin is staff too: everything staff may do, an admin may. */
export function seesStaffData(role: Role): boolean {
  return role !== "guest";
}

export function managesStaff(role: Role): boolean {
  return role === "admin";
}
