/**
 * What the checkout and the order's refusal say about a VAT number (issue 19,
 * point 12): each message only what is known. A number of the wrong form is
 * wrong in form, VIES was not asked (the adapter asks it only for a number that
 * parses): the message says what the form is. Only VIES's own "no" may say that
 * VIES rejected it. VIES out of reach: said so, and the order goes on with Dutch
 * VAT (decisions §1: an outage is `unknown`, which never stops an order, and
 * reverse charge needs a VIES-valid number). Pure.
 */
import { normaliseVatNumber, parseVatNumber } from "../vat-number";

export type VatNumberStatus = "valid" | "invalid" | "unknown" | null;

export const VAT_NUMBER_COPY = {
  formatNL: "Een Nederlands btw-nummer begint met NL gevolgd door 9 cijfers, de letter B en 2 cijfers, zoals NL123456789B01",
  formatBE: "Een Belgisch btw-nummer begint met BE gevolgd door 10 cijfers (de eerste een 0 of 1), zoals BE0123456789",
  format: "Een btw-nummer begint met de landcode, zoals NL of BE, gevolgd door het nummer, zoals NL123456789B01 of BE0123456789",
  rejected: "Dit btw-nummer is volgens de Europese btw-database (VIES) niet geldig. Controleer het nummer, of laat het leeg.",
  unreachable: "De Europese btw-database (VIES) was niet bereikbaar, dus we konden je btw-nummer niet controleren. Je kunt gewoon bestellen; je betaalt dan Nederlandse btw.",
  valid: "Btw-nummer gecontroleerd bij de Europese btw-database (VIES).",
} as const;

/** Rule: a VAT number of the wrong form gets the form of its country (NL, BE, or the general one), never a VIES verdict. */
export function vatNumberFormatProblem(input: string): string | null {
  if (parseVatNumber(input)) return null;
  const prefix = normaliseVatNumber(input).slice(0, 2);
  return prefix === "NL" ? VAT_NUMBER_COPY.formatNL : prefix === "BE" ? VAT_NUMBER_COPY.formatBE : VAT_NUMBER_COPY.format;
}

export interface VatNumberMessage {
  /** An error stops the order; a note does not. */
  kind: "error" | "note";
  text: string;
}

/** Rule: malformed → its form; VIES said no → VIES rejected it; VIES not reached → said so, and ordering goes on; VIES said yes → checked. */
export function vatNumberMessage(input: string | null | undefined, status: VatNumberStatus): VatNumberMessage | null {
  if (!input) return null;
  const format = vatNumberFormatProblem(input);
  if (format) return { kind: "error", text: format };
  switch (status) {
    case "invalid":
      return { kind: "error", text: VAT_NUMBER_COPY.rejected };
    case "unknown":
      return { kind: "note", text: VAT_NUMBER_COPY.unreachable };
    case "valid":
      return { kind: "note", text: VAT_NUMBER_COPY.valid };
    case null:
      return null;
  }
}
