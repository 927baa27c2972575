import "server-only";

/**
 * A test of a campaign to one address, before (or after) the real send: the
 * mail as a subscriber gets it, with "[Test]" before the subject, its links
 * untracked and nothing counted. Any status: an admin may want to see again
 * what went out.
 */
import type { Database } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { sendMail } from "@/server/mail/mail-transport";

import { unsubscribeHeaders, untrackedCampaignMail } from "./campaign-mail";
import { findNewsletter } from "./newsletter-answer";

export const TEST_SUBJECT_PREFIX = "[Test] ";

export async function sendTestNewsletter(db: Database, newsletterId: number, emailAddress: string) {
  const campaign = await findNewsletter(db, newsletterId);
  const address = emailAddress.trim().toLowerCase();
  const { content, unsubscribeUrl } = await untrackedCampaignMail(db, campaign, address);
  try {
    await sendMail({ to: address, ...content, subject: `${TEST_SUBJECT_PREFIX}${content.subject}`, headers: unsubscribeHeaders(unsubscribeUrl) });
  } catch (error) {
    console.error("[mail] a newsletter test could not be sent:", error);
    throw new ApiError(503, "De testmail kon nu niet worden verstuurd. Probeer het over een paar minuten opnieuw.");
  }
  return { newsletterId, action: "sendTest" as const, emailAddress: address };
}
