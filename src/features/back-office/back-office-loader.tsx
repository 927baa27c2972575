"use client";
/**
 * The back office's one entry point for `app`: react-admin and everything it
 * brings load as a chunk of their own, in the browser only, when /beheer/ is
 * opened. No shopper page imports this file (a browser test reads the build's
 * manifests to hold that).
 */
import dynamic from "next/dynamic";

import type { StaffIdentity } from "./auth-provider";
import styles from "./back-office.module.css";
import { BACK_OFFICE_COPY as COPY } from "./copy";

const BackOfficeApp = dynamic(() => import("./back-office-app"), {
  ssr: false,
  loading: () => (
    <p className={styles.loading} role="status">
      {COPY.loading}
    </p>
  ),
});

export function BackOfficeLoader({ staff }: { staff: StaffIdentity }) {
  return (
    <div className={styles.backOffice} data-back-office="">
      <BackOfficeApp staff={staff} />
    </div>
  );
}
