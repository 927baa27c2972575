/**
 * The band above the header while a member of staff is signed in: who, which
 * shop, a way to the staff page and out. Rendered on the server by the root
 * layout, only for a signed-in member (their pages bypass the page cache), so
 * a shopper's page carries none of it.
 */
import { ROLE_LABELS } from "@/domain/staff/roles";
import { shopName } from "@/domain/staff/shops";
import type { StaffMemberView } from "@/domain/staff/staff-views";

import { STAFF_COPY, STAFF_HOME_PAGE } from "./copy";
import { SignOutButton } from "./sign-out-button";
import styles from "./staff.module.css";

export function StaffBar({ staff }: { staff: StaffMemberView }) {
  const role = ROLE_LABELS[staff.role];
  // The first admin is called "Beheerder": the role is not said twice.
  const who = [staff.name, ...(staff.name === role ? [] : [role]), staff.shop ? shopName(staff.shop) : STAFF_COPY.noShop];
  return (
    <aside className={styles.bar} aria-label={STAFF_COPY.modeTitle}>
      <span className={styles.barMode}>{STAFF_COPY.modeTitle}</span>
      <span>{who.join(" · ")}</span>
      <span className={styles.barActions}>
        <a className={styles.barLink} href={STAFF_HOME_PAGE}>
          {STAFF_COPY.manage}
        </a>
        <SignOutButton className={styles.barButton} />
      </span>
    </aside>
  );
}
