/** The answers of an order's invoice (issue 20, point 6). */
import { z } from "zod";

/** The invoice as a PDF file (application/pdf), downloaded as factuur-<number>.pdf. */
export const invoicePdfSchema = z.string().meta({ format: "binary" });

/** What an issued invoice is known by: the back office's `invoice` and POST's answer. */
export const invoiceSummarySchema = z.strictObject({
  invoiceNumber: z.string().regex(/^\d{4}-\d{6,}$/),
  issuedAt: z.iso.datetime(),
});

export const invoiceIssuedSchema = z.strictObject({ orderRef: z.string(), ...invoiceSummarySchema.shape });
