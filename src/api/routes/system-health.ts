/** For load balancers and monitoring (specification §7); staff have a category's waiting work done now. */
import { z } from "zod";

import { STAFF_HOME_PAGE } from "@/config/paths";
import { systemHealthAnswerSchema, systemTaskResumedSchema, systemTasksAnswerSchema } from "@/schemas/answers/system-health";
import { getDatabase, getDatabaseHandle } from "@/server/db/client";
import { redirectFormNavigation } from "@/server/http/form-navigation";
import { slugParam } from "@/server/http/params";
import { requireStaff } from "@/server/staff/staff-request";
import { checkSystemHealth } from "@/server/system-health/check-system-health";
import { listSystemTasks } from "@/server/system-health/list-system-tasks";
import { resumeSystemTask } from "@/server/system-health/resume-system-task";

import { endpoint } from "../declare";

const resumePageAfter = ({ status }: { status: number }) => `${STAFF_HOME_PAGE}?melding=${status === 200 ? "taak-hervat" : status === 401 ? "sessie-verlopen" : "niet-gelukt"}#taken`;

export const systemHealthRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/system-health/",
      summary: "Health of this instance: 200, or 503 when the database does not answer. Never cached.",
      role: "guest",
      answers: [{ status: 200, description: "Healthy.", data: systemHealthAnswerSchema }],
      failures: [],
    },
    { cache: "no-store" },
    () => checkSystemHealth(getDatabaseHandle),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/system-health/tasks/",
      summary: "The background work waiting, per job category (order-mails, payment-expiry, bank-transfer-reminders, review-requests, forms, newsletter-sends): the work due and the queue's jobs, each with the oldest; never cached.",
      role: "guest",
      answers: [{ status: 200, description: "The waiting work.", data: systemTasksAnswerSchema }],
      failures: [],
    },
    { cache: "no-store" },
    async () => listSystemTasks(await getDatabase()),
  ),
  endpoint(
    {
      method: "POST",
      path: "/api/system-health/tasks/{category}/resume/",
      summary: "Has the waiting work of a job category done now (unknown category: 404); answers what was done and what still waits. The staff page's button gets a 303 back.",
      role: "staff",
      answers: [{ status: 200, description: "What was done.", data: systemTaskResumedSchema }, { status: 303, description: "A plain HTML form's answer: the staff page." }],
      failures: [400, 401, 403, 404],
    },
    { authorize: requireStaff, params: z.object({ category: slugParam("category") }) },
    async ({ params }) => resumeSystemTask(await getDatabase(), params.category),
    (handler) => redirectFormNavigation(handler, resumePageAfter),
  ),
];
