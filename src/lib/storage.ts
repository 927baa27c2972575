/** The part of the Web Storage API this code uses, so tests can pass a fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A useSyncExternalStore subscription to one localStorage key: another tab's
 * change arrives as the storage event (a cleared storage as key null), this
 * tab's own as `sameTabEvent`, which the writer dispatches (announceStoredChange).
 */
export function subscribeToStoredKey(key: string, sameTabEvent: string): (onChange: () => void) => () => void {
  return (onChange) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(sameTabEvent, onChange);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(sameTabEvent, onChange);
    };
  };
}

/** Tells this tab's subscribers (subscribeToStoredKey) that the key changed; the storage event only reaches other tabs. */
export function announceStoredChange(sameTabEvent: string): void {
  window.dispatchEvent(new Event(sameTabEvent));
}

/**
 * The browser's localStorage, or null where there is none (the server, or a
 * browser that refuses access, such as with storage blocked).
 */
export function browserLocalStorage(): Storage | null {
  try {
    return typeof globalThis.localStorage === "undefined" ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}
