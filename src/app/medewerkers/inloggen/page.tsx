import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { staffReturnPath } from "@/config/paths";
import { STAFF_COPY, STAFF_HOME_PAGE, staffOutcome } from "@/features/staff/copy";
import { StaffSignInPage } from "@/features/staff/staff-pages";
import { currentStaff } from "@/server/staff/current-staff";

export const metadata: Metadata = {
  title: STAFF_COPY.signInTitle,
  robots: { index: false, follow: false },
};

/** Signing in as staff (decisions §5); a form sent without JavaScript comes back here with `?melding=`; `?next=` is where a signed-in member goes. */
export default async function StaffSignInRoute({ searchParams }: PageProps<"/medewerkers/inloggen">) {
  const { melding, next } = await searchParams;
  // `next`: the page that sent the member here (the back office); only the shop's own staff pages are kept.
  const returnTo = staffReturnPath(typeof next === "string" ? next : null);
  if (await currentStaff()) redirect(returnTo ?? STAFF_HOME_PAGE);
  return <StaffSignInPage outcome={staffOutcome(melding)} returnTo={returnTo} />;
}
