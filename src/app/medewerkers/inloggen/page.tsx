import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { STAFF_COPY, STAFF_HOME_PAGE, staffOutcome } from "@/features/staff/copy";
import { StaffSignInPage } from "@/features/staff/staff-pages";
import { currentStaff } from "@/server/staff/current-staff";

export const metadata: Metadata = {
  title: STAFF_COPY.signInTitle,
  robots: { index: false, follow: false },
};

/** Signing in as staff (decisions §5); a form sent without JavaScript comes back here with `?melding=`. */
export default async function StaffSignInRoute({ searchParams }: PageProps<"/medewerkers/inloggen">) {
  if (await currentStaff()) redirect(STAFF_HOME_PAGE);
  return <StaffSignInPage outcome={staffOutcome((await searchParams).melding)} />;
}
