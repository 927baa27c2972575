import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { BACK_OFFICE_PAGE, staffSignInPath } from "@/config/paths";
import { BACK_OFFICE_COPY } from "@/features/back-office/copy";
import { BackOfficeLoader } from "@/features/back-office/back-office-loader";
import { currentStaff } from "@/server/staff/current-staff";

export const metadata: Metadata = {
  title: BACK_OFFICE_COPY.title,
  robots: { index: false, follow: false },
};

/**
 * The back office (decisions §12): every path under /beheer/ is this one page,
 * and react-admin's own router (under /beheer/) shows the screen. A guest is
 * sent to sign in and comes back to the same path. The page renders per
 * request for a signed-in member (Next.js marks it no-store) and never calls
 * `sharePublicly()`, so the shared page cache never holds it; react-admin's
 * code is loaded only here, in the browser (back-office-loader.tsx).
 */
export default async function BackOfficeRoute({ params }: PageProps<"/beheer/[[...path]]">) {
  const staff = await currentStaff();
  if (!staff) {
    const { path = [] } = await params;
    const here = `${BACK_OFFICE_PAGE}${path.map(encodeURIComponent).join("/")}`;
    redirect(staffSignInPath(here));
  }
  return <BackOfficeLoader staff={{ name: staff.name, emailAddress: staff.emailAddress, role: staff.role }} />;
}
