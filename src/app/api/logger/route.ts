import { LOG_BODY_LIMIT, logBatchSchema } from "@/schemas/log-entries";
import { defineRoute, handle } from "@/server/http/route-handler";
import { receiveClientLogs, requireLoggerToken } from "@/server/logging/receive-client-logs";

/** The browser logger's batches (specification §7): bearer token, at most 25 entries; answers 204. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: requireLoggerToken, body: logBatchSchema, bodyLimitBytes: LOG_BODY_LIMIT }, ({ request, body }) => {
    receiveClientLogs(body, request);
  }),
});
