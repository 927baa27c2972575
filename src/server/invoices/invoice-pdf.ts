import "server-only";

/**
 * Draws an issued invoice as a PDF (A4) with pdfkit: a thin renderer of the
 * frozen facts (domain/invoices/invoice.ts) in the copy's words
 * (invoice-copy.ts); it decides nothing. pdfkit is pure JavaScript and its
 * standard fonts (Helvetica) need no font files of ours nor a native build
 * (docs/ARCHITECTURE.md, "Invoices"). The document's dates are the issue
 * moment, so the same invoice always draws the same content.
 */
import PDFDocument from "pdfkit";

import { INVOICE_COPY as COPY, invoiceAmount, invoiceDate, invoiceWeek } from "@/domain/invoices/invoice-copy";
import type { InvoiceFacts } from "@/domain/invoices/invoice";

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const MUTED = "#555555";
const TEXT = "#1a1a1a";

/** The table's columns: x and width (points), right-aligned for numbers. */
const COLUMNS = {
  description: { x: MARGIN, width: 215, align: "left" },
  qty: { x: MARGIN + 215, width: 45, align: "right" },
  unitPrice: { x: MARGIN + 260, width: 90, align: "right" },
  vatRate: { x: MARGIN + 350, width: 50, align: "right" },
  amount: { x: MARGIN + 400, width: CONTENT_WIDTH - 400, align: "right" },
} as const;

export function renderInvoicePdf(facts: InvoiceFacts, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${COPY.title} ${facts.invoiceNumber}`, Author: facts.seller.name, Subject: `${COPY.orderRef} ${facts.orderRef}`, CreationDate: issuedAt, ModDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawInvoice(doc, facts);
  doc.end();
  return done;
}

function drawInvoice(doc: PDFKit.PDFDocument, facts: InvoiceFacts): void {
  const { seller, buyer } = facts;
  doc.fillColor(TEXT);

  // The seller, top left; the title, top right.
  doc.font(BOLD).fontSize(16).text(seller.name, MARGIN, MARGIN, { width: 300 });
  doc.font(BOLD).fontSize(20).text(COPY.title, MARGIN + 300, MARGIN, { width: CONTENT_WIDTH - 300, align: "right" });
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  doc.text(seller.street, MARGIN, MARGIN + 24, { width: 300 });
  for (const line of [
    `${seller.postalCode} ${seller.city}`,
    `${COPY.kvkNumber}: ${seller.kvkNumber}`,
    `${COPY.vatNumber}: ${seller.vatNumber}`,
    `${COPY.iban}: ${seller.iban}`,
    seller.emailAddress,
  ])
    doc.text(line, { width: 300 });
  const sellerBottom = doc.y;

  // The invoice's facts, right.
  const meta: [string, string][] = [
    [COPY.invoiceNumber, facts.invoiceNumber],
    [COPY.invoiceDate, invoiceDate(facts.issueDate)],
    ...supplyRow(facts),
    [COPY.orderRef, facts.orderRef],
    [COPY.orderDate, invoiceDate(facts.orderDate)],
    [COPY.paymentMethod, facts.paymentMethodLabel],
    ...(facts.paidOn ? ([[COPY.paidOn, invoiceDate(facts.paidOn)]] as [string, string][]) : []),
  ];
  let metaY = MARGIN + 30;
  for (const [label, value] of meta) {
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(`${label}:`, MARGIN + 290, metaY, { width: 95 });
    doc.font(BOLD).fillColor(TEXT).text(value, MARGIN + 385, metaY, { width: CONTENT_WIDTH - 385 });
    metaY = doc.y + 2;
  }

  // The buyer.
  let y = Math.max(sellerBottom, metaY) + 20;
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(COPY.buyer, MARGIN, y);
  doc.fillColor(TEXT).fontSize(10);
  if (buyer.companyName) doc.font(BOLD).text(buyer.companyName);
  doc.font(buyer.companyName ? FONT : BOLD).text(buyer.name);
  doc.font(FONT);
  for (const line of buyer.addressLines) doc.text(line);
  if (buyer.vatNumber) doc.text(`${COPY.buyerVatNumber}: ${buyer.vatNumber}`);

  // The lines.
  y = doc.y + 20;
  y = drawTableHead(doc, y);
  for (const line of facts.lines) {
    doc.font(FONT).fontSize(9);
    const height = Math.max(doc.heightOfString(line.description, { width: COLUMNS.description.width - 6 }), 11) + 6;
    if (y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = drawTableHead(doc, MARGIN);
    }
    doc.font(FONT).fontSize(9).fillColor(TEXT);
    cell(doc, "description", line.description, y);
    cell(doc, "qty", String(line.qty), y);
    cell(doc, "unitPrice", invoiceAmount(line.unitPriceExclVatCents), y);
    cell(doc, "vatRate", facts.reverseCharge ? COPY.reverseChargeRate : `${line.vatRatePercent}%`, y);
    cell(doc, "amount", invoiceAmount(line.amountExclVatCents), y);
    y += height;
  }
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).strokeColor("#dddddd").stroke();

  // The totals, with the VAT per rate.
  if (y + 160 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const totals: [string, string, boolean][] = [
    [COPY.totalExclVat, invoiceAmount(facts.totalExclVatCents), false],
    ...facts.vatRates.map(
      (rate): [string, string, boolean] => [
        `${rate.reverseCharge ? COPY.reverseChargeRateLine : COPY.vatRateLine(rate.ratePercent)} ${invoiceAmount(rate.baseCents)}`,
        invoiceAmount(rate.vatCents),
        false,
      ],
    ),
    [facts.reverseCharge ? COPY.totalToPay : COPY.totalInclVat, invoiceAmount(facts.totalInclVatCents), true],
  ];
  for (const [label, value, grand] of totals) {
    doc.font(grand ? BOLD : FONT).fontSize(grand ? 11 : 9).fillColor(TEXT);
    doc.text(label, MARGIN + 180, y, { width: 240, align: "right" });
    doc.text(value, MARGIN + 420, y, { width: CONTENT_WIDTH - 420, align: "right" });
    y = doc.y + 4;
  }

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

function drawTableHead(doc: PDFKit.PDFDocument, y: number): number {
  doc.font(BOLD).fontSize(8).fillColor(MUTED);
  const heights = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((column) => {
    cell(doc, column, COPY.columns[column], y);
    return doc.y - y;
  });
  const bottom = y + Math.max(...heights) + 4;
  doc.moveTo(MARGIN, bottom).lineTo(MARGIN + CONTENT_WIDTH, bottom).strokeColor("#dddddd").stroke();
  return bottom + 6;
}

function cell(doc: PDFKit.PDFDocument, column: keyof typeof COLUMNS, value: string, y: number): void {
  const { x, width, align } = COLUMNS[column];
  doc.text(value, x + (align === "left" ? 0 : 3), y, { width: width - 6, align });
}
