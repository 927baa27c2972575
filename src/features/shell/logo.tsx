import { IntentLink } from "@/components/intent-link";
import { SITE_NAME } from "@/config/site";

import styles from "./shell.module.css";

/** The plug mark and word mark; links home. */
export function Logo() {
  return (
    <IntentLink href="/" aria-label={`${SITE_NAME}, naar de homepage`} className={styles.logo}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="9" fill="var(--mui-palette-accent-main)" />
        <rect x="11" y="6" width="3.2" height="8" rx="1.6" fill="#1a1a1a" />
        <rect x="19.8" y="6" width="3.2" height="8" rx="1.6" fill="#1a1a1a" />
        <path d="M8 13h18v5a9 9 0 0 1-18 0z" fill="#1a1a1a" />
        <rect x="15.5" y="26" width="3" height="5" rx="1" fill="#1a1a1a" />
      </svg>
      <span className={styles.logoWord}>{SITE_NAME.toLowerCase()}</span>
    </IntentLink>
  );
}
