import { describe, expect, it } from "vitest";

import { cartErrorReducer, cartResetReason, type CartErrorEvent, type CartErrorState, INITIAL_CART_ERROR_STATE } from "./cart-errors";

function run(...events: CartErrorEvent[]): CartErrorState {
  return events.reduce(cartErrorReducer, INITIAL_CART_ERROR_STATE);
}

const forbidden: CartErrorEvent = { type: "requestFailed", status: 403, message: "Forbidden" };
const item = { "12": { productId: 12, qty: 1 } };

describe("cart error policy", () => {
  it("a 401 resets the cart", () => {
    expect(run({ type: "requestFailed", status: 401 }).resetReason).toBe("unauthorized");
  });

  it("a 404 resets the cart", () => {
    expect(run({ type: "requestFailed", status: 404 }).resetReason).toBe("notFound");
  });

  it("a locked cart resets the cart", () => {
    expect(run({ type: "cartLoaded", cart: { locked: true, items: item } }).resetReason).toBe("locked");
  });

  it("a quote cart with no items resets the cart", () => {
    expect(run({ type: "cartLoaded", cart: { quoteRef: { quoteId: "Q-1" }, items: {} } }).resetReason).toBe("emptyQuote");
    expect(cartResetReason({ quoteRef: { quoteId: 7 }, items: null })).toBe("emptyQuote");
  });

  it("a quote cart with items, or a plain empty cart, is not reset", () => {
    expect(run({ type: "cartLoaded", cart: { quoteRef: { quoteId: "Q-1" }, items: item } }).resetReason).toBeNull();
    expect(run({ type: "cartLoaded", cart: { quoteRef: { quoteId: null }, items: {} } }).resetReason).toBeNull();
    expect(run({ type: "cartLoaded", cart: { items: {} } }).resetReason).toBeNull();
  });

  it("403s are counted; the first two do not open the modal", () => {
    const state = run(forbidden, forbidden);
    expect(state.forbiddenCount).toBe(2);
    expect(state.modalOpen).toBe(false);
    expect(state.resetReason).toBeNull();
  });

  it("the third 403 opens the error modal", () => {
    const state = run(forbidden, forbidden, forbidden);
    expect(state.forbiddenCount).toBe(3);
    expect(state.modalOpen).toBe(true);
    expect(state.lastError).toEqual({ status: 403, message: "Forbidden" });
  });

  it("closing the modal clears the error state", () => {
    expect(run(forbidden, forbidden, forbidden, { type: "modalClosed" })).toEqual(INITIAL_CART_ERROR_STATE);
  });

  it("a cart that loads fine ends a run of 403s", () => {
    const state = run(forbidden, forbidden, { type: "cartLoaded", cart: { items: item } }, forbidden);
    expect(state.forbiddenCount).toBe(1);
    expect(state.modalOpen).toBe(false);
  });

  it("an open modal stays open until it is closed", () => {
    expect(run(forbidden, forbidden, forbidden, { type: "cartLoaded", cart: { items: item } }).modalOpen).toBe(true);
  });

  it("a reset clears the 403 count", () => {
    const state = run(forbidden, forbidden, { type: "requestFailed", status: 404 });
    expect(state).toEqual({ ...INITIAL_CART_ERROR_STATE, resetReason: "notFound" });
  });

  it("other failures are remembered but neither reset nor count", () => {
    const state = run({ type: "requestFailed", status: 409, message: "Conflict" }, { type: "requestFailed", status: 500 });
    expect(state).toEqual({ ...INITIAL_CART_ERROR_STATE, lastError: { status: 500, message: "" } });
  });

  it("the reset is acknowledged once the cart id is cleared", () => {
    expect(run({ type: "requestFailed", status: 401 }, { type: "resetDone" })).toEqual(INITIAL_CART_ERROR_STATE);
  });

  it("the reducer does not change the state it is given", () => {
    const before = run(forbidden);
    const frozen = Object.freeze({ ...before });
    expect(() => cartErrorReducer(frozen, forbidden)).not.toThrow();
    expect(frozen.forbiddenCount).toBe(1);
  });
});
