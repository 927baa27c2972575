import "server-only";

/**
 * A customer asks for a quote (issue 22, point 1; POST /api/quotes/): the
 * fields checked (schemas/quote-request.ts), each file checked by its own
 * bytes (JPEG, PNG, WebP or PDF), then the quote (`requested`), its first
 * history row (actor customer) and its uploads written in one transaction,
 * bound to the session that asked. The confirmation mail and the shop's
 * notice go out after the commit: a mail server that is away must not lose
 * the request, so a failure is logged, never answered (the quote's page and
 * the confirmation on screen carry the same number and link).
 */
import { sql } from "drizzle-orm";

import { readEnv } from "@/config/env";
import { BACK_OFFICE_PAGE } from "@/config/paths";
import { localDayAndMinute } from "@/domain/delivery/days";
import { normaliseEmailAddress } from "@/domain/email-address";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { MAX_QUOTE_FILES, QUOTE_FILE_TYPES_TEXT, quoteFileTypeOf, safeQuoteFileName, type QuoteFileType } from "@/domain/quotes/quote-files";
import { QUOTE_KIND_LABELS, type QuoteRequestFacts } from "@/domain/quotes/quote-request";
import { quoteWeekLabel } from "@/domain/quotes/quote-weeks";
import type { QuoteAnswer } from "@/schemas/answers/quote";
import { quoteRequestSchemaFor } from "@/schemas/quote-request";
import type { Database } from "@/server/db/client";
import { quotes, quoteStatusChanges, quoteUploads } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";
import type { FormFile } from "@/server/http/form-with-files";
import { issuesToFieldErrors } from "@/server/http/validation";
import { sendMail } from "@/server/mail/mail-transport";
import { quoteRequestMail, quoteRequestNotice, type QuoteSummaryLine } from "@/server/mail/quote-request-mail";
import { absoluteQuoteUrl, type LinkedQuote } from "@/server/quote-links/quote-links";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { findKitchenForQuote } from "./kitchen-for-quote";
import { quoteAnswer } from "./quote-answer";

export interface QuoteRequestCall {
  sessionId: string;
  /** The fields as sent (JSON, or a form's text). */
  fields: unknown;
  files: readonly FormFile[];
  /** What the form reader already found wrong with the files (too many, too large). */
  fileProblems: readonly FieldError[];
}

interface CheckedFile {
  fileName: string;
  contentType: QuoteFileType;
  bytes: Uint8Array;
}

const INVALID_MESSAGE = "Niet alles is goed ingevuld. Kijk de velden met een melding na.";

function checkFiles(files: readonly FormFile[]): { checked: CheckedFile[]; problems: FieldError[] } {
  const checked: CheckedFile[] = [];
  const problems: FieldError[] = [];
  for (const [index, file] of files.slice(0, MAX_QUOTE_FILES).entries()) {
    const type = quoteFileTypeOf(file.bytes);
    if (!type) {
      problems.push({ field: "files", errorMessage: `${file.name || `Bestand ${index + 1}`} is geen ${QUOTE_FILE_TYPES_TEXT}; stuur een foto of een plattegrond in een van die vormen` });
      continue;
    }
    checked.push({ fileName: safeQuoteFileName(file.name, type, index), contentType: type, bytes: file.bytes });
  }
  return { checked, problems };
}

/** The kitchen from the shop's range a request came from: "Lumen (nr. 5001)", or null. */
function kitchenText(kitchenId: number | null, kitchenName: string | null): string | null {
  if (kitchenId === null) return null;
  return kitchenName ? `${kitchenName} (nr. ${kitchenId})` : `Keuken nr. ${kitchenId}`;
}

/** What the customer asked, in Dutch lines, for the shop's notice (the customer's confirmation repeats none of it). */
export function quoteSummary(facts: QuoteRequestFacts, fileNames: readonly string[], kitchenName: string | null = null): QuoteSummaryLine[] {
  const lines: QuoteSummaryLine[] = [{ label: "Wat", value: QUOTE_KIND_LABELS[facts.kind] }];
  const kitchen = kitchenText(facts.kitchenId, kitchenName);
  if (kitchen) lines.push({ label: "Keuken", value: kitchen });
  lines.push({ label: "Adres", value: `${facts.street} ${facts.houseNumber}, ${facts.postalCode} ${facts.city} (${facts.country === "NL" ? "Nederland" : "België"})` });
  lines.push({ label: "Voorkeursweek", value: facts.preferredWeek ? quoteWeekLabel(facts.preferredWeek) : "Geen voorkeur" });
  if (facts.measurements) lines.push({ label: "Maten", value: facts.measurements });
  lines.push({ label: "Wensen", value: facts.wishes });
  lines.push({ label: "Foto's en plattegronden", value: fileNames.length > 0 ? fileNames.join(", ") : "Geen" });
  if (facts.company) lines.push({ label: "Bedrijf", value: facts.companyName ?? "" });
  return lines;
}

async function sendQuoteMails(facts: QuoteRequestFacts, quote: LinkedQuote, fileNames: readonly string[], kitchenName: string | null, now: Date): Promise<void> {
  const { quoteId } = quote;
  const summary = quoteSummary(facts, fileNames, kitchenName);
  try {
    await sendMail({ to: facts.emailAddress, ...quoteRequestMail({ quoteId, kindLabel: QUOTE_KIND_LABELS[facts.kind], kitchen: kitchenText(facts.kitchenId, kitchenName), requestedAt: now, quoteUrl: absoluteQuoteUrl(quote) }) });
  } catch (error) {
    console.error(`[mail] the confirmation of quote request ${quoteId} could not be sent:`, error);
  }
  // The shop's own address, when the environment names one (the demo's fictional one is never mailed).
  const staffAddress = readEnv().CUSTOMER_SERVICE_EMAIL;
  if (!staffAddress) return;
  try {
    const notice = quoteRequestNotice(
      {
        quoteId,
        customerName: `${facts.firstName} ${facts.lastName}`,
        emailAddress: facts.emailAddress,
        phoneNumber: facts.phoneNumber,
        summary,
        backOfficeUrl: absoluteUrl(publicBaseUrl(), BACK_OFFICE_PAGE),
      },
      QUOTE_KIND_LABELS[facts.kind],
    );
    await sendMail({ to: staffAddress, ...notice });
  } catch (error) {
    console.error(`[mail] the shop's notice of quote request ${quoteId} could not be sent:`, error);
  }
}

export async function requestQuote(db: Database, call: QuoteRequestCall, now: Date): Promise<QuoteAnswer> {
  const { today } = localDayAndMinute(now, SHOP_TIME_ZONE);
  const parsed = await quoteRequestSchemaFor(today).safeParseAsync(call.fields ?? {});
  const { checked, problems } = checkFiles(call.files);
  const fieldErrors = parsed.success ? [] : issuesToFieldErrors(parsed.error.issues, "body");
  const errors = [...fieldErrors, ...call.fileProblems, ...problems];
  if (!parsed.success || errors.length > 0) throw new ApiError(422, INVALID_MESSAGE, errors);
  const input = parsed.data;
  // A kitchen page's request names its kitchen: one that is not (or no longer) in the range is the customer's to hear about.
  const kitchen = input.kitchenId ? await findKitchenForQuote(db, input.kitchenId) : null;
  if (input.kitchenId && !kitchen) {
    throw new ApiError(422, INVALID_MESSAGE, [{ field: "kitchenId", errorMessage: "Deze keuken staat niet (meer) in ons assortiment; vraag een offerte aan zonder keuken of kies een andere." }]);
  }
  const facts: QuoteRequestFacts = {
    kind: input.kind,
    kitchenId: input.kitchenId ?? null,
    firstName: input.firstName,
    lastName: input.lastName,
    emailAddress: normaliseEmailAddress(input.emailAddress),
    phoneNumber: input.phoneNumber,
    company: input.company,
    companyName: input.company ? (input.companyName ?? null) : null,
    postalCode: input.postalCode,
    houseNumber: input.houseNumber,
    street: input.street,
    city: input.city,
    country: input.country,
    preferredWeek: input.preferredWeek ?? null,
    measurements: input.measurements,
    wishes: input.wishes,
  };
  const quote = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotes)
      .values({ quoteId: sql`nextval('quote_id_seq')::text`, sessionId: call.sessionId, status: "requested", request: facts, createdAt: now, updatedAt: now })
      .returning();
    const quoteId = row!.quoteId;
    await tx.insert(quoteStatusChanges).values({ quoteId, at: now, fromStatus: null, toStatus: "requested", actor: "customer", note: null });
    if (checked.length > 0) {
      await tx.insert(quoteUploads).values(checked.map((file) => ({ quoteId, fileName: file.fileName, contentType: file.contentType, byteSize: file.bytes.byteLength, bytes: file.bytes, createdAt: now })));
    }
    return row!;
  });
  await sendQuoteMails(facts, quote, checked.map((file) => file.fileName), kitchen?.name ?? null, now);
  return quoteAnswer(db, quote);
}
