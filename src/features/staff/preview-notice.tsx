/**
 * Shown under the staff band while a member of staff previews drafts: the
 * page they see is not what visitors see. Ending it is a plain form (it
 * changes a cookie; a link could be followed by a prefetch): POST
 * /api/preview/, which clears the cookie and sends the browser back to this page.
 */
import { PREVIEW_COPY, PREVIEW_ENDPOINT } from "./copy";
import styles from "./staff.module.css";

export function PreviewNotice() {
  return (
    <aside className={`${styles.bar} ${styles.previewBar}`} aria-label={PREVIEW_COPY.notice} data-preview-notice>
      <strong className={styles.barMode}>{PREVIEW_COPY.notice}</strong>
      <span>{PREVIEW_COPY.explanation}</span>
      <form action={PREVIEW_ENDPOINT} method="post" className={styles.barActions}>
        <button type="submit" className={styles.barButton}>
          {PREVIEW_COPY.end}
        </button>
      </form>
    </aside>
  );
}
