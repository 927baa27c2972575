/**
 * How placing the order ended, as the checkout reads it: `placeOrder` answers
 * one of these instead of throwing, so each step of the checkout can say what
 * to do next without knowing HTTP statuses.
 */
import { type ApiFieldError, isApiRequestError } from "@/lib/http";

import { messageOf } from "./cart-failures";

export type PlaceOrderResult =
  /** The order is made and the cart id forgotten: pay at `paymentUrl` (another site, maybe), or see the order. */
  | { status: "placed"; orderRef: string; paymentUrl: string | null }
  /** 422: no order; one message per field (fields of any step). */
  | { status: "invalid"; message: string; errors: ApiFieldError[] }
  /** 409: the cart changed meanwhile (another tab); it is loaded again for the customer to check. */
  | { status: "conflict" }
  /** 423: this cart was already ordered (a double submit from elsewhere); its orderRef when known. */
  | { status: "alreadyOrdered"; orderRef: string | null }
  | { status: "noCart" }
  /** Anything else (network, 5xx, 401/403/404): the key is kept, so trying again cannot order twice. */
  | { status: "failed"; httpStatus: number; message: string };

/**
 * A refused order (422): the answer's own message, and every problem once: the
 * field messages at their fields (the form finds them on any step), then the
 * messages that belong to no field.
 */
export function invalidOrder(error: unknown): Extract<PlaceOrderResult, { status: "invalid" }> {
  if (!isApiRequestError(error)) return { status: "invalid", message: messageOf(error), errors: [] };
  const body = error.body as { message?: unknown } | undefined;
  const fieldMessages = Object.values(error.fieldErrors);
  const errors: ApiFieldError[] = [
    ...Object.entries(error.fieldErrors).map(([field, errorMessage]) => ({ field, errorMessage })),
    ...error.errorMessages.filter((text) => !fieldMessages.includes(text)).map((errorMessage) => ({ errorMessage })),
  ];
  return { status: "invalid", message: typeof body?.message === "string" ? body.message : error.message, errors };
}
