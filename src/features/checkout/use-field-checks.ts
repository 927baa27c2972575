"use client";
/**
 * The field checks (field-checks.ts) bring zod, 90 KB of script gzipped and about a
 * tenth of a second of a phone's main thread: more than the whole rest of a checkout
 * step's own code. A step loads them when the customer first touches the form, not
 * with the page (issue 24, docs/PERFORMANCE.md); a blur or a submit waits for them.
 */
import { useCallback, useEffect, useState } from "react";

export type FieldChecks = typeof import("./field-checks");

let loaded: FieldChecks | null = null;
let loading: Promise<FieldChecks> | null = null;

/** The checks, loaded once per page load; a failed load (the network) is tried again at the next call. */
export function loadFieldChecks(): Promise<FieldChecks> {
  loading ??= import("./field-checks").then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The checks once loaded (null before), and `ensure` that loads them and answers them.
 * `needNow`: load at once, for a step whose first render needs them (an address to look up).
 */
export function useFieldChecks(needNow = false): { checks: FieldChecks | null; ensure: () => Promise<FieldChecks> } {
  const [checks, setChecks] = useState<FieldChecks | null>(loaded);
  const ensure = useCallback(async () => {
    const loadedChecks = await loadFieldChecks();
    setChecks(loadedChecks);
    return loadedChecks;
  }, []);
  useEffect(() => {
    if (needNow) loadFieldChecks().then(setChecks, () => undefined);
  }, [needNow]);
  return { checks, ensure };
}
