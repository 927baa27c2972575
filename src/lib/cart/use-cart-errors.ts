/**
 * The cart's error policy in the browser (specification §4, §8; decisions §5):
 * the pure cart-errors reducer decides, this hook acts on it. A reset forgets
 * the cart id at once; the third 403 in a row opens the error modal; a refused
 * change shows a notice.
 */
import { useCallback, useRef, useState } from "react";

import { type CartErrorEvent, cartErrorReducer, INITIAL_CART_ERROR_STATE } from "@/lib/cart-errors";

import { failureNotice, messageOf, policyStatus, statusOf } from "./cart-failures";
import { rememberCartId } from "./cart-id";

export interface CartNotice {
  id: number;
  message: string;
}

export interface CartErrorPolicy {
  modalOpen: boolean;
  notice: CartNotice | null;
  /** Tells the policy what happened: a cart loaded, or a request failed. */
  dispatch: (event: CartErrorEvent) => void;
  /** A failed load: the policy only (a reload or a focus refresh shows no notice). */
  loadFailed: (error: unknown) => void;
  /** A refused change: the policy, and a notice for the shopper. */
  changeFailed: (error: unknown) => void;
  closeModal: () => void;
  startNewCart: () => void;
  dismissNotice: () => void;
}

export function useCartErrors(): CartErrorPolicy {
  const [errors, setErrors] = useState(INITIAL_CART_ERROR_STATE);
  // The reducer's state as of the last event: two events in one tick must both count.
  const errorsRef = useRef(INITIAL_CART_ERROR_STATE);
  const [notice, setNotice] = useState<CartNotice | null>(null);

  const dispatch = useCallback((event: CartErrorEvent) => {
    let next = cartErrorReducer(errorsRef.current, event);
    if (next.resetReason) {
      rememberCartId(null);
      next = cartErrorReducer(next, { type: "resetDone" });
    }
    errorsRef.current = next;
    setErrors(next);
  }, []);

  const loadFailed = useCallback(
    (error: unknown) => dispatch({ type: "requestFailed", status: policyStatus(statusOf(error)), message: messageOf(error) }),
    [dispatch],
  );

  const changeFailed = useCallback(
    (error: unknown) => {
      loadFailed(error);
      setNotice({ id: Date.now(), message: failureNotice(error) });
    },
    [loadFailed],
  );

  const closeModal = useCallback(() => dispatch({ type: "modalClosed" }), [dispatch]);
  const startNewCart = useCallback(() => {
    rememberCartId(null);
    dispatch({ type: "modalClosed" });
  }, [dispatch]);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return { modalOpen: errors.modalOpen, notice, dispatch, loadFailed, changeFailed, closeModal, startNewCart, dismissNotice };
}
