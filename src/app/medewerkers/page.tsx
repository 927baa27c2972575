import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { localDayAndMinute } from "@/domain/delivery/days";
import { exportPeriod, type ExportPeriod } from "@/domain/export/export-period";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { managesStaff } from "@/domain/staff/roles";
import { STAFF_COPY, STAFF_SIGN_IN_PAGE, staffOutcome } from "@/features/staff/copy";
import { StaffHomePage } from "@/features/staff/staff-pages";
import { getDatabase } from "@/server/db/client";
import { currentStaff } from "@/server/staff/current-staff";
import { listStaffApiTokens } from "@/server/staff/list-staff-api-tokens";
import { listStaffMembers } from "@/server/staff/list-staff-members";
import { listSystemTasks } from "@/server/system-health/list-system-tasks";

export const metadata: Metadata = {
  title: STAFF_COPY.homeTitle,
  robots: { index: false, follow: false },
};

/** A signed-in member's page: their shop, what staff mode shows, their API tokens, the background work, and for an admin the staff. Anyone else is sent to sign in. */
export default async function StaffHomeRoute({ searchParams }: PageProps<"/medewerkers">) {
  const staff = await currentStaff();
  if (!staff) redirect(STAFF_SIGN_IN_PAGE);
  const db = await getDatabase();
  const [tokens, members, tasks] = await Promise.all([listStaffApiTokens(db, staff), managesStaff(staff.role) ? listStaffMembers(db) : null, listSystemTasks(db)]);
  const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
  const exportRange = exportPeriod(today) as ExportPeriod;
  return <StaffHomePage staff={staff} tokens={tokens} members={members} tasks={tasks} exportRange={exportRange} outcome={staffOutcome((await searchParams).melding)} />;
}
