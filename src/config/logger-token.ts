/**
 * The fixed bearer token of the logger endpoint (public by nature: every
 * browser sends it). Configuration both sides read: the browser's logger
 * (src/lib/logger.ts) sends it, POST /api/logger/ checks it.
 */
export const LOGGER_TOKEN = process.env.NEXT_PUBLIC_LOGGER_TOKEN || "stekker-logger";
