/** How a staff form went, after the API sent the browser back with `?melding=`: an alert for an error, a status otherwise. */
import fields from "@/components/layout/plain-form.module.css";

import type { StaffOutcomeMessage } from "./copy";

export function OutcomeMessage({ outcome }: { outcome: StaffOutcomeMessage | null }) {
  if (!outcome) return null;
  return (
    <p role={outcome.severity === "error" ? "alert" : "status"} className={`${fields.message} ${outcome.severity === "error" ? fields.error : fields.success}`}>
      {outcome.text}
    </p>
  );
}
