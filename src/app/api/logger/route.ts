import { logBatchSchema } from "@/schemas/log-entries";
import { defineRoute, handle } from "@/server/http/route-handler";
import { receiveClientLogs, requireLoggerToken } from "@/server/logging/receive-client-logs";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { CLIENT_LOG_BATCH_BYTES, CLIENT_LOG_BATCHES } from "@/server/rate-limit/rules";

/**
 * The browser logger's batches (specification §7): bearer token, at most 25 entries; answers 204.
 * The token is public, so batches are limited per client address and in size: what a script can write to the log.
 */
async function limitedLogger(request: Request): Promise<void> {
  await enforceClientRateLimit(CLIENT_LOG_BATCHES, request);
  requireLoggerToken(request);
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: limitedLogger, body: logBatchSchema, bodyLimitBytes: CLIENT_LOG_BATCH_BYTES }, ({ request, body }) => {
    receiveClientLogs(body, request);
  }),
});
