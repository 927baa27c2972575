import { z } from "zod";

import { STAFF_HOME_PAGE } from "@/features/staff/copy";
import { getDatabase } from "@/server/db/client";
import { redirectFormNavigation } from "@/server/http/form-navigation";
import { slugParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { requireStaff } from "@/server/staff/staff-request";
import { resumeSystemTask } from "@/server/system-health/resume-system-task";

/**
 * Staff have the waiting work of a category done now (specification §7): at
 * present the order confirmations. Answers what was done and what still
 * waits; the staff page's button gets a 303 back to the page.
 */
const resume = handle({ authorize: requireStaff, params: z.object({ category: slugParam("category") }) }, async ({ params }) =>
  resumeSystemTask(await getDatabase(), params.category),
);

const pageAfter = ({ status }: { status: number }) => `${STAFF_HOME_PAGE}?melding=${status === 200 ? "taak-hervat" : status === 401 ? "sessie-verlopen" : "niet-gelukt"}#taken`;

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: redirectFormNavigation(resume, pageAfter),
});
