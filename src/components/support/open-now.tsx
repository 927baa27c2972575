"use client";

/**
 * "Nu open, tot 23:00" / "Gesloten, morgen vanaf 9:00", computed in the browser
 * at the moment of viewing (and again every minute): the page around it may
 * come from the shared page cache, rendered hours ago. Until the browser has
 * run it, the line is empty rather than a guess from the server's clock.
 */
import { useEffect, useState } from "react";

import type { WeekSchedule } from "@/domain/opening-hours";
import { type SupportStatus, supportStatus } from "@/domain/support/support-status";

import styles from "./support-widget.module.css";

export function OpenNow({ hours }: { hours: WeekSchedule }) {
  const [status, setStatus] = useState<SupportStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(supportStatus(hours, new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, [hours]);
  return (
    <p className={styles.status} data-testid="support-status" data-open={status === null ? undefined : String(status.open)}>
      {status ? (
        <>
          <span aria-hidden className={status.open ? `${styles.dot} ${styles.dotOpen}` : styles.dot} />
          {status.text}
        </>
      ) : null}
    </p>
  );
}
