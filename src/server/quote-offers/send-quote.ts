import "server-only";

/**
 * POST /api/quotes/{quoteId}/send/: staff send the offer (decisions §11). In one
 * transaction: the version checked, the status `sent`, `sentAt`, the last valid
 * day (staff's, or the send day + 30 in Europe/Amsterdam) and the history row.
 * After the commit the mail goes out with the signed link and the PDF; a mail
 * that fails is reported in the answer (and the log) while the quote stays
 * sent, so staff can send it again. Never a half-sent state that loses the quote.
 */
import { eq, sql } from "drizzle-orm";

import { defaultValidUntil, sendRefusal, validUntilProblem } from "@/domain/quotes/quote-offer";
import { shopDay } from "@/domain/delivery/days";
import type { QuoteSentAnswer } from "@/schemas/answers/quote-offers";
import type { Database } from "@/server/db/client";
import { quotes } from "@/server/db/schema";
import { ApiError } from "@/server/http/api-error";
import { sendMail } from "@/server/mail/mail-transport";
import { quoteOfferMail } from "@/server/mail/quote-offer-mail";
import { requireQuote } from "@/server/quotes/find-quote";
import type { StaffIdentity } from "@/server/staff/identify-staff";

import { staleQuote } from "./stale-quote";
import { recordQuoteStatusChange } from "./quote-history";
import { absoluteQuoteUrl } from "@/server/quote-links/quote-links";
import { quoteOfferAnswer } from "./quote-offer-answer";
import { QUOTE_PDF_COPY, renderQuotePdf } from "./quote-pdf";
import { quotePdfFacts } from "./quote-pdf-facts";

export const QUOTE_MAIL_FAILED = "De offerte staat op verstuurd, maar de mail kon niet worden verzonden. Probeer het opnieuw met Versturen.";

export async function sendQuote(db: Database, quoteId: string, input: { version: number; validUntil?: string | null }, staff: StaffIdentity, now: Date): Promise<QuoteSentAnswer> {
  const today = shopDay(now);
  const sent = await db.transaction(async (tx) => {
    const row = await requireQuote(tx, quoteId, { forUpdate: true });
    if (row.version !== input.version) throw staleQuote(row.version);
    const refusal = sendRefusal(row.status, row.items.length);
    if (refusal) throw new ApiError(409, refusal, [{ field: "status", errorMessage: refusal }]);
    const validUntil = input.validUntil ?? (row.status === "draft" && row.validUntil && row.validUntil >= today ? row.validUntil : defaultValidUntil(today));
    const problem = validUntilProblem(validUntil, today);
    if (problem) throw new ApiError(422, problem, [{ field: "validUntil", errorMessage: problem }]);
    const [updated] = await tx
      .update(quotes)
      .set({ status: "sent", sentAt: now, validUntil, updatedAt: now, assignedTo: row.assignedTo ?? staff.staffMemberId, version: sql`${quotes.version} + 1` })
      .where(eq(quotes.quoteId, row.quoteId))
      .returning();
    await recordQuoteStatusChange(tx, {
      quoteId: row.quoteId,
      fromStatus: row.status,
      toStatus: "sent",
      actor: "staff",
      staffMemberId: staff.staffMemberId,
      at: now,
      note: row.status === "sent" ? "Opnieuw verstuurd." : `Verstuurd naar ${row.request.emailAddress}.`,
    });
    return updated!;
  });
  const answer = await quoteOfferAnswer(db, sent);
  const to = sent.request.emailAddress;
  try {
    const pdf = await renderQuotePdf(quotePdfFacts(answer, now));
    const content = quoteOfferMail({
      quoteId: sent.quoteId,
      firstName: sent.request.firstName,
      validUntil: sent.validUntil!,
      totalCents: Math.round(answer.figures.total * 100),
      customerNote: sent.customerNote,
      quoteUrl: absoluteQuoteUrl(sent),
    });
    await sendMail({ to, ...content, attachments: [{ filename: QUOTE_PDF_COPY.fileName(sent.quoteId), content: pdf, contentType: "application/pdf" }] });
    return { ...answer, mail: { sent: true, to, error: null } };
  } catch (error) {
    console.error(`[quotes] de offertemail van ${sent.quoteId} is niet verzonden:`, error);
    return { ...answer, mail: { sent: false, to, error: QUOTE_MAIL_FAILED } };
  }
}
