"use client";
/** "Cookie-instellingen": opens the consent settings again (the footer, the cookie statement). */
import { openConsentSettings } from "@/lib/consent/consent-cookie";

import { CONSENT_COPY } from "./copy";
import styles from "./consent.module.css";

export function ConsentSettingsButton({ className, label = CONSENT_COPY.settingsLink }: { className?: string; label?: string }) {
  return (
    <button type="button" className={`${styles.linkButton} ${className ?? ""}`} onClick={openConsentSettings}>
      {label}
    </button>
  );
}
