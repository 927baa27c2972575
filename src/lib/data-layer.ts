/**
 * The tag manager's queue (`window.dataLayer`). Events wait here; the tag manager
 * itself loads only after cookie consent (decisions §7).
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushToDataLayer(...entries: object[]): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push(...entries);
}
