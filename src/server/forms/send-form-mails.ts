import "server-only";

/**
 * The outbox of the sent forms (issue 23, point 4): the customer's
 * confirmation and the shop's notice of each form, sent once. A sender claims a
 * form's mails for CLAIM_MS (a conditional UPDATE, so two instances or a
 * submit and the job never send them both), sends what is not sent yet and
 * marks each on success. A failure leaves it for the `forms` job, which tries
 * again each round, MAX_ATTEMPTS times. Without CUSTOMER_SERVICE_EMAIL there is
 * no shop notice to send (the demo's fictional address is never mailed): it is
 * marked done.
 */
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";

import { readEnv } from "@/config/env";
import { BACK_OFFICE_PAGE } from "@/config/paths";
import { formAbout, formLines } from "@/domain/forms/form-lines";
import type { Database } from "@/server/db/client";
import { formData, formUploads } from "@/server/db/schema";
import { formConfirmationMail, formNotice } from "@/server/mail/form-data-mails";
import { sendMail } from "@/server/mail/mail-transport";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

const CLAIM_MS = 5 * 60_000;
export const MAX_FORM_MAIL_ATTEMPTS = 10;

/** The forms whose mails are due at `now`: not all sent, not claimed by a sender that is still within its time, attempts left. */
export function unsentFormMails(now: Date) {
  return and(
    or(isNull(formData.customerMailSentAt), isNull(formData.shopMailSentAt)),
    or(isNull(formData.mailClaimedAt), lt(formData.mailClaimedAt, new Date(now.getTime() - CLAIM_MS))),
    lt(formData.mailAttempts, MAX_FORM_MAIL_ATTEMPTS),
  );
}

/** Sends the due mails of one form; answers whether both are sent now (false: claimed elsewhere or failed). */
export async function sendFormMails(db: Database, formDataId: number, now: Date): Promise<boolean> {
  const [claimed] = await db
    .update(formData)
    .set({ mailClaimedAt: now, mailAttempts: sql`${formData.mailAttempts} + 1` })
    .where(and(eq(formData.formDataId, formDataId), unsentFormMails(now)))
    .returning();
  if (!claimed) return false;
  const files = await db.select({ fileName: formUploads.fileName }).from(formUploads).where(eq(formUploads.formDataId, formDataId)).orderBy(asc(formUploads.createdAt));
  const fileNames = files.map((file) => file.fileName);
  const facts = { formDataId, kind: claimed.kind, name: claimed.name, lines: formLines(claimed.kind, claimed.fields), fileNames };
  let ok = true;
  if (!claimed.customerMailSentAt) {
    try {
      await sendMail({ to: claimed.emailAddress, ...formConfirmationMail({ formDataId, kind: claimed.kind, receivedAt: claimed.receivedAt, fileCount: fileNames.length }) });
      await db.update(formData).set({ customerMailSentAt: new Date() }).where(eq(formData.formDataId, formDataId));
    } catch (error) {
      ok = false;
      console.error(`[mail] the confirmation of form ${formDataId} could not be sent:`, error);
    }
  }
  if (!claimed.shopMailSentAt) {
    const shopAddress = readEnv().CUSTOMER_SERVICE_EMAIL;
    try {
      if (shopAddress) {
        const backOfficeUrl = absoluteUrl(publicBaseUrl(), `${BACK_OFFICE_PAGE}form-data/${formDataId}/show`);
        await sendMail({ to: shopAddress, ...formNotice({ ...facts, emailAddress: claimed.emailAddress, phoneNumber: claimed.phoneNumber, backOfficeUrl }, formAbout(claimed.kind, claimed.fields)) });
      }
      await db.update(formData).set({ shopMailSentAt: new Date() }).where(eq(formData.formDataId, formDataId));
    } catch (error) {
      ok = false;
      console.error(`[mail] the shop's notice of form ${formDataId} could not be sent:`, error);
    }
  }
  // Let the next round try at once rather than after the claim's time.
  if (!ok) await db.update(formData).set({ mailClaimedAt: null }).where(eq(formData.formDataId, formDataId));
  return ok;
}

/** The job's round: every form with mails due, oldest first; answers how many forms had all their mails sent. */
export async function sendPendingFormMails(db: Database, now: Date, limit = 100): Promise<number> {
  const due = await db.select({ formDataId: formData.formDataId }).from(formData).where(unsentFormMails(now)).orderBy(asc(formData.receivedAt)).limit(limit);
  let sent = 0;
  for (const { formDataId } of due) if (await sendFormMails(db, formDataId, now)) sent++;
  return sent;
}
