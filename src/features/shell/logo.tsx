import { PlugMark } from "@/components/brand/plug-mark";
import { IntentLink } from "@/components/intent-link";
import { SITE_NAME } from "@/config/site";

import styles from "./shell.module.css";

/** The plug mark and word mark; links home. */
export function Logo() {
  return (
    <IntentLink href="/" aria-label={`${SITE_NAME}, naar de homepage`} className={styles.logo}>
      <PlugMark size={34} />
      <span className={styles.logoWord}>{SITE_NAME.toLowerCase()}</span>
    </IntentLink>
  );
}
