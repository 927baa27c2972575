/**
 * Under the staff band while the shop is visited at another host than
 * PUBLIC_BASE_URL's: the links in its mails would not reach the customer.
 * Only for signed-in staff (whose pages bypass the page cache); it goes away
 * by itself once the setting fits the host.
 */
import type { MailLinkHostMismatch } from "@/domain/http/public-address";

import { MAIL_LINK_COPY } from "./copy";
import styles from "./staff.module.css";

export function MailLinkNotice({ mismatch }: { mismatch: MailLinkHostMismatch }) {
  return (
    <aside className={`${styles.bar} ${styles.mailLinkBar}`} aria-label={MAIL_LINK_COPY.label} data-mail-link-notice>
      <span>{MAIL_LINK_COPY.notice(mismatch.configured, mismatch.suggested)}</span>
    </aside>
  );
}
