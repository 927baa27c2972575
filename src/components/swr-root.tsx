"use client";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";

import { GLOBAL_SWR_CONFIG } from "@/config/swr";

/** SWR as specification §7 sets it, for every page. */
export function SwrRoot({ children }: { children: ReactNode }) {
  return <SWRConfig value={GLOBAL_SWR_CONFIG}>{children}</SWRConfig>;
}
