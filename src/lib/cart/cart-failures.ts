/**
 * What a failed cart request means, shared by every hook of the cart so that
 * loading, changing and placing the order read a failure the same way.
 */
import { isApiRequestError } from "@/lib/http";

import { CART_COPY } from "./copy";

/** A cart an order was placed from answers 423 to every change. */
export const LOCKED_STATUS = 423;

/** The HTTP status of a failed request; 0 when no answer came (or it was no request at all). */
export const statusOf = (error: unknown) => (isApiRequestError(error) ? error.status : 0);

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : "");

/**
 * The status the cart-errors policy is told: a locked cart is gone for this
 * visitor, like an unknown one (404), so it is forgotten the same way.
 */
export const policyStatus = (status: number) => (status === LOCKED_STATUS ? 404 : status);

/**
 * The notice a refused change shows: the server's own words for a 4xx (they say
 * what was wrong), the general message when the server or the network failed
 * (their words mean nothing to a shopper).
 */
export function failureNotice(error: unknown): string {
  const status = statusOf(error);
  return status === 0 || status >= 500 || !(error instanceof Error) ? CART_COPY.failed : CART_COPY.failedWith(error.message);
}

const LOAD_RETRY_BASE_MS = 2000;
const LOAD_RETRIES = 3;

/**
 * When loading the cart is tried again after a failure, or null for never:
 * only a server or network failure is worth another try (backing off); a 4xx
 * is an answer.
 */
export function loadRetryDelay(status: number, retryCount: number): number | null {
  if ((status > 0 && status < 500) || retryCount >= LOAD_RETRIES) return null;
  return LOAD_RETRY_BASE_MS * 2 ** retryCount;
}
