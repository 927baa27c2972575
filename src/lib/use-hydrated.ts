"use client";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the server's HTML, true from the render after. For
 * what the server cannot know (the browser's storage) and for controls that are
 * links until JavaScript runs. Each use re-renders its component once after
 * hydration, so it belongs in the component that needs it, not in a provider
 * every page has (docs/PERFORMANCE.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
