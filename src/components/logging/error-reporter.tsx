"use client";
/**
 * Sends the page's unhandled errors to POST /api/logger/ (specification §8):
 * deduplicated by their first 100 characters, debounced by a second, batched by
 * 25; fetch aborts, load failures, timeouts and chunk-loading errors ignored
 * (all in src/lib/logger.ts). Mounted once in the root layout; renders nothing.
 */
import { useEffect } from "react";

import { createLogger, installGlobalErrorHandlers } from "@/lib/logger";

export function ErrorReporter() {
  useEffect(() => {
    const logger = createLogger();
    logger.start();
    const uninstall = installGlobalErrorHandlers(logger, window);
    return () => {
      uninstall();
      logger.stop();
    };
  }, []);
  return null;
}
