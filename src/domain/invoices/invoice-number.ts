/**
 * The invoice number (issue 20, point 6): one unbroken series for the whole
 * shop, as the Dutch invoice rules ask. The series is ONE counter
 * (`invoice_counters`, raised in the same transaction that writes the invoice:
 * server/invoices/issue-invoice.ts), never reset. The number reads
 * "2026-000123": the year of issue in front is only a label that helps a
 * bookkeeper find the invoice in a year's files; the counter behind it alone
 * makes the number unique and the series unbroken (so the first invoice of
 * 2027 may be "2027-000124": nothing is missing between the two). A per-year
 * counter would be allowed too, but one counter cannot be reset by mistake and
 * its gaps are obvious to anyone who sorts by it.
 */
const DIGITS = 6;

/** Rule: "<year>-<counter with at least six digits>", for example 2026-000001. */
export function formatInvoiceNumber(sequenceNumber: number, issueDate: string): string {
  if (!Number.isInteger(sequenceNumber) || sequenceNumber < 1) throw new Error(`An invoice's sequence number is a positive integer, not ${sequenceNumber}`);
  return `${issueDate.slice(0, 4)}-${String(sequenceNumber).padStart(DIGITS, "0")}`;
}

/** An invoice number as the download route takes it (and as the file name carries it). */
export const INVOICE_NUMBER = /^\d{4}-\d{6,}$/;
