import "server-only";

/**
 * Draws an issued invoice as a PDF (A4) with pdfkit: a thin renderer of the
 * frozen facts (domain/invoices/invoice.ts) in the copy's words
 * (invoice-copy.ts); it decides nothing. pdfkit is pure JavaScript and its
 * standard fonts (Helvetica) need no font files of ours nor a native build
 * (docs/ARCHITECTURE.md, "Invoices"). The document's dates are the issue
 * moment, so the same invoice always draws the same content.
 */
import { INVOICE_COPY as COPY, invoiceAmount, invoiceDate, invoiceWeek } from "@/domain/invoices/invoice-copy";
import type { InvoiceFacts } from "@/domain/invoices/invoice";
import { BOLD, CONTENT_WIDTH, drawAddressee, drawFacts, drawLetterhead, drawSums, drawTable, FONT, MARGIN, MUTED, renderPdf, tableColumns, TEXT, type Pdf, type SumRow } from "@/server/pdf/business-document";

/** The table's columns, their widths in points. */
const COLUMNS = tableColumns({ description: 215, qty: 45, unitPrice: 90, vatRate: 50, amount: "rest" });

export function renderInvoicePdf(facts: InvoiceFacts, issuedAt: Date): Promise<Buffer> {
  return renderPdf(
    { Title: `${COPY.title} ${facts.invoiceNumber}`, Author: facts.seller.name, Subject: `${COPY.orderRef} ${facts.orderRef}`, CreationDate: issuedAt, ModDate: issuedAt },
    (doc) => drawInvoice(doc, facts),
  );
}

function drawInvoice(doc: Pdf, facts: InvoiceFacts): void {
  const { seller, buyer } = facts;

  const sellerBottom = drawLetterhead(doc, {
    name: seller.name,
    title: COPY.title,
    addressLines: [
      seller.street,
      `${seller.postalCode} ${seller.city}`,
      `${COPY.kvkNumber}: ${seller.kvkNumber}`,
      `${COPY.vatNumber}: ${seller.vatNumber}`,
      `${COPY.iban}: ${seller.iban}`,
      seller.emailAddress,
    ],
  });

  // The invoice's facts, right.
  const metaBottom = drawFacts(doc, [
    [COPY.invoiceNumber, facts.invoiceNumber],
    [COPY.invoiceDate, invoiceDate(facts.issueDate)],
    ...supplyRow(facts),
    [COPY.orderRef, facts.orderRef],
    [COPY.orderDate, invoiceDate(facts.orderDate)],
    [COPY.paymentMethod, facts.paymentMethodLabel],
    ...(facts.paidOn ? ([[COPY.paidOn, invoiceDate(facts.paidOn)]] as [string, string][]) : []),
  ]);

  // The buyer.
  drawAddressee(doc, Math.max(sellerBottom, metaBottom) + 20, COPY.buyer, {
    name: buyer.name,
    companyName: buyer.companyName,
    lines: [...buyer.addressLines, ...(buyer.vatNumber ? [`${COPY.buyerVatNumber}: ${buyer.vatNumber}`] : [])],
  });

  // The lines.
  const rows = facts.lines.map((line) => ({
    description: line.description,
    qty: String(line.qty),
    unitPrice: invoiceAmount(line.unitPriceExclVatCents),
    vatRate: facts.reverseCharge ? COPY.reverseChargeRate : `${line.vatRatePercent}%`,
    amount: invoiceAmount(line.amountExclVatCents),
  }));
  let y = drawTable(doc, doc.y + 20, COLUMNS, COPY.columns, rows);

  // The totals, with the VAT per rate.
  const totals: SumRow[] = [
    { label: COPY.totalExclVat, amount: invoiceAmount(facts.totalExclVatCents) },
    ...facts.vatRates.map((rate) => ({
      label: `${rate.reverseCharge ? COPY.reverseChargeRateLine : COPY.vatRateLine(rate.ratePercent)} ${invoiceAmount(rate.baseCents)}`,
      amount: invoiceAmount(rate.vatCents),
    })),
    { label: facts.reverseCharge ? COPY.totalToPay : COPY.totalInclVat, amount: invoiceAmount(facts.totalInclVatCents), grand: true },
  ];
  y = drawSums(doc, y, totals, 160);

  // Reverse charge: the words the rules ask for, with the buyer's VAT number.
  y += 10;
  if (facts.reverseCharge) {
    doc.font(BOLD).fontSize(10).fillColor(TEXT).text(COPY.intraCommunitySupply, MARGIN, y, { width: CONTENT_WIDTH });
    doc.font(FONT).text(COPY.reverseChargeNote, { width: CONTENT_WIDTH });
    if (buyer.vatNumber) doc.text(`${COPY.buyerVatNumber}: ${buyer.vatNumber}`, { width: CONTENT_WIDTH });
    y = doc.y + 10;
  }
  doc.font(FONT).fontSize(8).fillColor(MUTED);
  if (facts.paidOn) doc.text(COPY.alreadyPaid, MARGIN, y, { width: CONTENT_WIDTH });
  doc.text(COPY.roundingNote, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.text(COPY.footer(facts.orderRef), { width: CONTENT_WIDTH });
}

function supplyRow(facts: InvoiceFacts): [string, string][] {
  const supply = facts.supply;
  if (!supply) return [];
  if (supply.kind === "week") return [[COPY.supply.week, invoiceWeek(supply.week)]];
  return [[COPY.supply[supply.kind], invoiceDate(supply.date)]];
}
