/** The part of the Web Storage API this code uses, so tests can pass a fake. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

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
