/**
 * The cart's client-side error policy (specification §4 and §8, decisions §5) as
 * a pure reducer. The component that owns the cart dispatches what happened and
 * acts on the state: `resetReason` set → clear the stored cart id (and dispatch
 * `resetDone`); `modalOpen` → show the error modal.
 *
 * - 401 (no session) or 404 (unknown or expired cart) → reset the cart.
 * - A locked cart (an order was placed from it) → reset.
 * - A quote cart (it has a quoteId) without items → reset.
 * - 403 (a cart of another session) is counted; the third opens the error modal.
 *   Closing the modal clears the error state. A cart that loads fine ends a run
 *   of 403s, so only repeated access errors open the modal.
 */
export const FORBIDDEN_LIMIT = 3;

export type CartResetReason = "unauthorized" | "notFound" | "locked" | "emptyQuote";

export interface CartErrorState {
  /** 403 answers in a row. */
  forbiddenCount: number;
  modalOpen: boolean;
  /** The last failure that did not reset the cart. */
  lastError: { status: number; message: string } | null;
  /** Set when the cart must be forgotten; cleared by `resetDone`. */
  resetReason: CartResetReason | null;
}

/** The parts of a cart answer the policy looks at. */
export interface CartSnapshot {
  locked?: boolean | null;
  quoteRef?: { quoteId?: string | number | null } | null;
  items?: Readonly<Record<string, unknown>> | null;
}

export type CartErrorEvent =
  | { type: "requestFailed"; status: number; message?: string }
  | { type: "cartLoaded"; cart: CartSnapshot }
  | { type: "modalClosed" }
  | { type: "resetDone" };

export const INITIAL_CART_ERROR_STATE: CartErrorState = { forbiddenCount: 0, modalOpen: false, lastError: null, resetReason: null };

function reset(reason: CartResetReason): CartErrorState {
  return { ...INITIAL_CART_ERROR_STATE, resetReason: reason };
}

/** Why a loaded cart must be reset, or null when it may be used. */
export function cartResetReason(cart: CartSnapshot): CartResetReason | null {
  if (cart.locked) return "locked";
  const quoteId = cart.quoteRef?.quoteId;
  const isQuote = quoteId !== undefined && quoteId !== null && quoteId !== "";
  if (isQuote && Object.keys(cart.items ?? {}).length === 0) return "emptyQuote";
  return null;
}

export function cartErrorReducer(state: CartErrorState, event: CartErrorEvent): CartErrorState {
  switch (event.type) {
    case "requestFailed": {
      if (event.status === 401) return reset("unauthorized");
      if (event.status === 404) return reset("notFound");
      const lastError = { status: event.status, message: event.message ?? "" };
      if (event.status === 403) {
        const forbiddenCount = state.forbiddenCount + 1;
        return { ...state, forbiddenCount, modalOpen: state.modalOpen || forbiddenCount >= FORBIDDEN_LIMIT, lastError };
      }
      return { ...state, lastError };
    }
    case "cartLoaded": {
      const reason = cartResetReason(event.cart);
      if (reason) return reset(reason);
      // An open modal stays open until the visitor closes it.
      return state.modalOpen ? state : { ...state, forbiddenCount: 0, lastError: null };
    }
    case "modalClosed":
      return { ...INITIAL_CART_ERROR_STATE, resetReason: state.resetReason };
    case "resetDone":
      return { ...state, resetReason: null };
  }
}
