import { describe, expect, it } from "vitest";

import { staffChangeProblem } from "./staff-changes";

const admin = { staffMemberId: 1, role: "admin" as const, active: true };
const staff = { staffMemberId: 2, role: "staff" as const, active: true };

describe("admins manage staff (decisions §5), and the shop keeps an admin", () => {
  it("an admin may promote, demote, disable and enable others", () => {
    expect(staffChangeProblem(1, staff, { role: "admin" }, 1)).toBeNull();
    expect(staffChangeProblem(1, staff, { active: false }, 1)).toBeNull();
    expect(staffChangeProblem(1, { ...staff, active: false }, { active: true }, 1)).toBeNull();
    expect(staffChangeProblem(1, { ...admin, staffMemberId: 3 }, { role: "staff" }, 2)).toBeNull();
  });

  it("an admin cannot disable or demote themselves", () => {
    expect(staffChangeProblem(1, admin, { active: false }, 3)).toMatch(/^Je kunt jezelf niet uitschakelen/);
    expect(staffChangeProblem(1, admin, { role: "staff" }, 3)).toMatch(/^Je kunt jezelf niet uitschakelen/);
    expect(staffChangeProblem(1, admin, { role: "admin", active: true }, 1)).toBeNull();
  });

  it("the last active admin stays an active admin", () => {
    expect(staffChangeProblem(9, { ...admin, staffMemberId: 3 }, { active: false }, 1)).toBe("De winkel moet minstens één actieve beheerder houden.");
    expect(staffChangeProblem(9, { ...admin, staffMemberId: 3, active: false }, { role: "staff" }, 1)).toBeNull();
  });
});
