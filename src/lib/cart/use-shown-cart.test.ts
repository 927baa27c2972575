import { describe, expect, it } from "vitest";

import type { Cart } from "./types";
import { type CartSources, sameOrLoaded, shownCart } from "./use-shown-cart";

// Only the id matters to the rule; the rest of a cart is the pages' business.
const cartWithId = (cartId: string) => ({ cartId, version: 1, items: {} }) as unknown as Cart;
const serverCart = cartWithId("server-cart-id-000000a");
const otherCart = cartWithId("stored-cart-id-000000b");

const sources = (overrides: Partial<CartSources>): CartSources => ({
  hydrated: true,
  cartId: null,
  loadedCart: null,
  loadingStoredCart: false,
  serverCart: null,
  ...overrides,
});

describe("the cart a cart page draws (issue 24: the session's cart in the HTML)", () => {
  it("while React hydrates, the server's cart is drawn, as the server drew it", () => {
    expect(shownCart(sources({ hydrated: false, serverCart }))).toEqual({ cart: serverCart, loading: false });
  });

  it("while React hydrates without a cart from the server, the page shows its loading state", () => {
    expect(shownCart(sources({ hydrated: false }))).toEqual({ cart: null, loading: true });
  });

  it("when the stored id is the server's cart, the server's cart is drawn until the browser's copy arrives", () => {
    expect(shownCart(sources({ cartId: serverCart.cartId, loadingStoredCart: true, serverCart }))).toEqual({ cart: serverCart, loading: false });
  });

  it("the browser's copy of its stored cart wins over the server's", () => {
    const loaded = { ...serverCart, version: 2 };
    expect(shownCart(sources({ cartId: serverCart.cartId, loadedCart: loaded, serverCart }))).toEqual({ cart: loaded, loading: false });
  });

  it("when the browser stores another cart, the server's is not drawn: the page loads the stored one", () => {
    expect(shownCart(sources({ cartId: otherCart.cartId, loadingStoredCart: true, serverCart }))).toEqual({ cart: null, loading: true });
    expect(shownCart(sources({ cartId: otherCart.cartId, loadedCart: otherCart, serverCart }))).toEqual({ cart: otherCart, loading: false });
  });

  it("when the browser stores no cart, the server's is not drawn: the cart is empty", () => {
    expect(shownCart(sources({ cartId: null, serverCart }))).toEqual({ cart: null, loading: false });
  });

  it("when the stored cart could not be loaded (gone, another session's), the server's copy is not drawn in its place", () => {
    expect(shownCart(sources({ cartId: serverCart.cartId, loadingStoredCart: false, serverCart }))).toEqual({ cart: null, loading: false });
  });
});

describe("the browser's copy that says what the server's said keeps the server's object (the memoised parts skip a render)", () => {
  it("an equal copy answers the server's object", () => {
    const copy = JSON.parse(JSON.stringify(serverCart)) as Cart;
    expect(sameOrLoaded(copy, serverCart)).toBe(serverCart);
  });

  it("a copy that differs, in version or in anything else, is the copy", () => {
    const newer = { ...serverCart, version: 2 };
    expect(sameOrLoaded(newer, serverCart)).toBe(newer);
    const renamed = { ...serverCart, firstName: "Anna" } as Cart;
    expect(sameOrLoaded(renamed, serverCart)).toBe(renamed);
  });

  it("without a server's cart, or for another cart, the copy is the copy", () => {
    expect(sameOrLoaded(otherCart, null)).toBe(otherCart);
    expect(sameOrLoaded(otherCart, serverCart)).toBe(otherCart);
    expect(sameOrLoaded(null, serverCart)).toBeNull();
  });
});
