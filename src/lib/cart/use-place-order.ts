/**
 * Placing the order (issue 5; decisions §6): the unsaved fields,
 * acceptedTermsAndConditions and the version in one PUT, with an
 * Idempotency-Key kept per attempt (order-attempt.ts), so a double click, a
 * retry after a timeout or a reload can make at most one order. It waits its
 * turn behind the cart's changes, and answers what happened instead of throwing.
 */
import { useCallback, useRef } from "react";

import { readCartId } from "@/lib/cart-storage";

import { rememberCartId } from "./cart-id";
import type { Enqueue } from "./change-queue";
import { LOCKED_STATUS, messageOf, statusOf } from "./cart-failures";
import { cartPath, getCart, requestCart } from "./cart-requests";
import { endOrderAttempt, orderAttemptKey } from "./order-attempt";
import { invalidOrder, type PlaceOrderResult } from "./place-order-result";
import type { CartErrorPolicy } from "./use-cart-errors";
import type { StoredCart } from "./use-stored-cart";
import type { Cart, CartFieldsPatch } from "./types";

export type PlaceOrder = (fields: CartFieldsPatch) => Promise<PlaceOrderResult>;

/** Placing may wait for the payment provider, longer than an ordinary request's timeout. */
const PLACE_ORDER_TIMEOUT_MS = 30_000;

interface PlaceOrderDeps {
  knownCart: StoredCart["knownCart"];
  reload: () => Promise<Cart | null>;
  dispatch: CartErrorPolicy["dispatch"];
  enqueue: Enqueue;
}

export function usePlaceOrder({ knownCart, reload, dispatch, enqueue }: PlaceOrderDeps): PlaceOrder {
  const placing = useRef<Promise<PlaceOrderResult> | null>(null);

  return useCallback<PlaceOrder>(
    (fields) => {
      // A second click while the first is under way gets the first's answer.
      if (placing.current) return placing.current;
      const run = async (): Promise<PlaceOrderResult> => {
        const id = readCartId();
        if (!id) return { status: "noCart" };
        const idempotencyKey = orderAttemptKey(id);
        try {
          const base = knownCart(id) ?? (await getCart(id));
          const cart = await requestCart("PUT", cartPath(id), {
            body: { ...fields, acceptedTermsAndConditions: true, version: base.version },
            headers: { "Idempotency-Key": idempotencyKey },
            // A timeout is safe to retry with the same key.
            timeoutMs: PLACE_ORDER_TIMEOUT_MS,
          });
          endOrderAttempt(id);
          if (!cart.orderRef) return { status: "failed", httpStatus: 200, message: "" };
          // The cart is an order now: forget it (the provider's reset), the order page shows it from here.
          rememberCartId(null);
          return { status: "placed", orderRef: cart.orderRef, paymentUrl: cart.paymentUrl ?? null };
        } catch (error) {
          const status = statusOf(error);
          if (status === 422) {
            endOrderAttempt(id);
            return invalidOrder(error);
          }
          if (status === 409) {
            endOrderAttempt(id);
            await reload();
            return { status: "conflict" };
          }
          if (status === LOCKED_STATUS) {
            endOrderAttempt(id);
            let orderRef: string | null = null;
            try {
              orderRef = (await getCart(id)).orderRef ?? null;
            } catch {
              // Unknown: the customer finds the order in the confirmation e-mail.
            }
            rememberCartId(null);
            return { status: "alreadyOrdered", orderRef };
          }
          const message = messageOf(error);
          // 401, 403 and 404 follow the cart policy (reset or count); the key stays for a retry.
          if (status === 401 || status === 403 || status === 404) dispatch({ type: "requestFailed", status, message });
          return { status: "failed", httpStatus: status, message };
        }
      };
      const next = enqueue(run).finally(() => {
        placing.current = null;
      });
      placing.current = next;
      return next;
    },
    [dispatch, enqueue, knownCart, reload],
  );
}
