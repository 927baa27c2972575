import type { SWRConfiguration } from "swr";

/**
 * Global data fetching as the specification's §7 sets it: no refresh on focus or
 * reconnect, no polling, focus throttle one hour. The cart overrides this (it
 * refreshes on focus and reconnect), nothing else does.
 */
export const GLOBAL_SWR_CONFIG = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  focusThrottleInterval: 60 * 60 * 1000,
} as const satisfies SWRConfiguration;
