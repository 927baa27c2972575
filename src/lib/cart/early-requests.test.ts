import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CART_ID_STORAGE_KEY } from "@/lib/cart-storage";

const fetchAppState = vi.fn();
const requestCart = vi.fn();
vi.mock("./app-state", () => ({ fetchAppState }));
vi.mock("./cart-requests", () => ({ cartPath: (id: string) => `carts/${id}`, requestCart }));

const appState = { ipCountry: "BE" };
const cart = { cartId: "stored-cart-id", version: 1 };

/** The module as the browser runs it: a window, a stored cart id (or none), then the import. */
async function loadInBrowser(storedCartId: string | null) {
  const entries = new Map<string, string>();
  if (storedCartId) entries.set(CART_ID_STORAGE_KEY, JSON.stringify({ id: storedCartId, expires: Date.now() + 60_000 }));
  vi.stubGlobal("window", {});
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
  vi.resetModules();
  return import("./early-requests");
}

describe("the page's first requests start when the script runs (issue 24)", () => {
  beforeEach(() => {
    fetchAppState.mockReset().mockResolvedValue(appState);
    requestCart.mockReset().mockResolvedValue(cart);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the app state and the stored cart side by side, before any hook runs, the cart without retries", async () => {
    await loadInBrowser("stored-cart-id");
    expect(fetchAppState).toHaveBeenCalledTimes(1);
    expect(requestCart).toHaveBeenCalledWith("GET", "carts/stored-cart-id", { retries: 0 });
  });

  it("hands each answer over once, and the cart only for the id it was asked with", async () => {
    const early = await loadInBrowser("stored-cart-id");
    expect(early.takeEarlyCart("another-cart-id")).toBeNull();
    await expect(early.takeEarlyCart("stored-cart-id")).resolves.toEqual(cart);
    expect(early.takeEarlyCart("stored-cart-id")).toBeNull();
    await expect(early.takeEarlyAppState()).resolves.toEqual(appState);
    expect(early.takeEarlyAppState()).toBeNull();
  });

  it("drops a failed cart answer (an expired session's 401), so the hook asks again after the app state", async () => {
    requestCart.mockRejectedValue(Object.assign(new Error("401"), { status: 401 }));
    const early = await loadInBrowser("stored-cart-id");
    await expect(early.takeEarlyCart("stored-cart-id")).resolves.toBeNull();
  });

  it("asks for no cart without a stored id", async () => {
    const early = await loadInBrowser(null);
    expect(fetchAppState).toHaveBeenCalledTimes(1);
    expect(requestCart).not.toHaveBeenCalled();
    expect(early.takeEarlyCart("stored-cart-id")).toBeNull();
  });

  it("asks for nothing on the server", async () => {
    vi.resetModules();
    const early = await import("./early-requests");
    expect(fetchAppState).not.toHaveBeenCalled();
    expect(early.takeEarlyAppState()).toBeNull();
  });
});
