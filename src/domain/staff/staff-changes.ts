/**
 * What an admin may change about a member of staff (decisions §5: admins
 * manage staff). The one rule: the shop never ends up without an active admin,
 * and an admin cannot lock themselves out, since nobody could undo it from
 * inside the shop.
 */
import type { StaffRole } from "./roles";

export interface MemberState {
  staffMemberId: number;
  role: StaffRole;
  active: boolean;
}

export interface MemberChange {
  role?: StaffRole;
  active?: boolean;
}

/** Why the change may not be made, in Dutch, or null when it may. */
export function staffChangeProblem(actorId: number, target: MemberState, change: MemberChange, activeAdmins: number): string | null {
  const after = { role: change.role ?? target.role, active: change.active ?? target.active };
  const stopsBeingAdmin = target.role === "admin" && target.active && (after.role !== "admin" || !after.active);
  if (target.staffMemberId === actorId && stopsBeingAdmin) return "Je kunt jezelf niet uitschakelen of je beheerdersrol afnemen; vraag een andere beheerder.";
  if (stopsBeingAdmin && activeAdmins <= 1) return "De winkel moet minstens één actieve beheerder houden.";
  return null;
}
