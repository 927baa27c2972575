"use client";
/**
 * A business customer's choice to see prices excluding VAT (decisions §1). It
 * changes what is shown, never what is charged, so it stays in the browser
 * (localStorage) and the server never hears of it. The cart page and the
 * checkout read the same key, and hear each other's changes.
 */
import { useSyncExternalStore } from "react";

import { announceStoredChange, browserLocalStorage, type KeyValueStorage, subscribeToStoredKey } from "../storage";

export const PRICES_EXCL_VAT_STORAGE_KEY = "stekker-prices-excl-vat";
const CHANGE_EVENT = "stekker-prices-excl-vat";

/** Whether prices excluding VAT were chosen; no storage or no choice: including VAT. */
export function readPricesExclVat(storage: KeyValueStorage | null = browserLocalStorage()): boolean {
  try {
    return storage?.getItem(PRICES_EXCL_VAT_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

/** Keeps the choice; without storage (private mode) it holds for this page only, which is the hook's state. */
export function writePricesExclVat(on: boolean, storage: KeyValueStorage | null = browserLocalStorage()): void {
  try {
    if (on) storage?.setItem(PRICES_EXCL_VAT_STORAGE_KEY, "1");
    else storage?.removeItem(PRICES_EXCL_VAT_STORAGE_KEY);
  } catch {
    // Storage full or refused: the choice is not kept, nothing else breaks.
  }
}

const subscribe = subscribeToStoredKey(PRICES_EXCL_VAT_STORAGE_KEY, CHANGE_EVENT);

/** Keeps the choice and tells every reader of it; one function, so memoised parts that take it stay as they are. */
function choosePricesExclVat(on: boolean): void {
  writePricesExclVat(on);
  announceStoredChange(CHANGE_EVENT);
}

/** The choice and its setter; including VAT while React hydrates (the server cannot know). */
export function usePricesExclVat(): [boolean, (on: boolean) => void] {
  const chosen = useSyncExternalStore(subscribe, () => readPricesExclVat(), () => false);
  return [chosen, choosePricesExclVat];
}
