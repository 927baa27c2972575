import "server-only";

/**
 * A quote as a PDF (A4, pdfkit, as the invoice: invoices/invoice-pdf.ts): the
 * shop's letterhead, the customer, the quote's number, date and last valid day,
 * the lines with unit price, item discount and line total, the discount over
 * the whole, the total including VAT and the VAT in it, the note for the
 * customer, and how to order (the signed link). Dutch; it decides nothing.
 */
import PDFDocument from "pdfkit";

import type { Company } from "@/config/company";
import { invoiceAmount as amount, invoiceDate as longDate } from "@/domain/invoices/invoice-copy";

export interface QuotePdfLine {
  description: string;
  qty: number;
  unitPriceCents: number;
  /** The item discount per unit (makeAmends), 0 when none. */
  discountPerUnitCents: number;
  lineTotalCents: number;
  /** The options chosen, in words ("Montage", "Extra garantie"). */
  extras: string[];
}

export interface QuotePdfFacts {
  quoteId: string;
  /** The shop's day the PDF speaks of (sent, or today for a draft). */
  date: string;
  validUntil: string | null;
  draft: boolean;
  company: Company;
  customer: { name: string; companyName: string | null; addressLines: string[]; emailAddress: string; phoneNumber: string };
  lines: QuotePdfLine[];
  itemsCents: number;
  catalogueDiscountsCents: number;
  itemDiscountsCents: number;
  discountTotalCents: number;
  extrasCents: number;
  totalCents: number;
  vatCents: number;
  customerNote: string | null;
  /** The customer's page with the signed link: where they order it. */
  orderUrl: string;
}

export const QUOTE_PDF_COPY = {
  title: "Offerte",
  draftTitle: "Offerte (concept)",
  quoteNumber: "Offertenummer",
  date: "Datum",
  validUntil: "Geldig tot en met",
  validUntilUnknown: "30 dagen na verzending",
  customer: "Offerte voor",
  columns: { description: "Omschrijving", qty: "Aantal", unitPrice: "Prijs per stuk", discount: "Korting per stuk", total: "Totaal" },
  items: "Producten",
  catalogueDiscounts: "Actiekorting",
  itemDiscounts: "Korting per product",
  discountTotal: "Korting op de offerte",
  extras: "Montage, service en bezorging",
  total: "Totaal inclusief btw",
  vat: "Waarvan btw (21%)",
  note: "Toelichting",
  howToOrder: "Zo bestel je deze offerte",
  howToOrderText: (validUntil: string | null) =>
    `Open de link hieronder, controleer de offerte en kies "Bestel deze offerte". Je winkelwagen wordt dan precies deze offerte, met de kortingen erin. ${validUntil ? `De offerte is geldig tot en met ${longDate(validUntil)}.` : ""}`.trim(),
  questions: (company: Company) => `Vragen? Bel ons op ${company.phones[0].display} of mail naar ${company.emailAddress}. Vermeld het offertenummer.`,
  fileName: (quoteId: string) => `offerte-${quoteId}.pdf`,
} as const;

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const MUTED = "#555555";
const TEXT = "#1a1a1a";
const LINK = "#0b57d0";

const COLUMNS = {
  description: { x: MARGIN, width: 200, align: "left" },
  qty: { x: MARGIN + 200, width: 45, align: "right" },
  unitPrice: { x: MARGIN + 245, width: 80, align: "right" },
  discount: { x: MARGIN + 325, width: 85, align: "right" },
  total: { x: MARGIN + 410, width: CONTENT_WIDTH - 410, align: "right" },
} as const;

export function renderQuotePdf(facts: QuotePdfFacts): Promise<Buffer> {
  const moment = new Date(`${facts.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${QUOTE_PDF_COPY.title} ${facts.quoteId}`, Author: facts.company.legalName, CreationDate: moment, ModDate: moment },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawQuote(doc, facts);
  doc.end();
  return done;
}

function drawQuote(doc: PDFKit.PDFDocument, facts: QuotePdfFacts): void {
  const { company, customer } = facts;
  const copy = QUOTE_PDF_COPY;
  doc.fillColor(TEXT);

  // The letterhead, top left; the title, top right.
  doc.font(BOLD).fontSize(16).text(company.legalName, MARGIN, MARGIN, { width: 300 });
  doc.font(BOLD).fontSize(20).text(facts.draft ? copy.draftTitle : copy.title, MARGIN + 260, MARGIN, { width: CONTENT_WIDTH - 260, align: "right" });
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  doc.text(company.street, MARGIN, MARGIN + 24, { width: 280 });
  for (const line of [
    `${company.postalCode} ${company.city}`,
    `Telefoon: ${company.phones[0].display}`,
    company.emailAddress,
    `KvK-nummer: ${company.kvkNumber}`,
    `Btw-nummer: ${company.vatNumber}`,
    `IBAN: ${company.ibanDisplay}`,
  ])
    doc.text(line, { width: 280 });
  const letterheadBottom = doc.y;

  const meta: [string, string][] = [
    [copy.quoteNumber, facts.quoteId],
    [copy.date, longDate(facts.date)],
    [copy.validUntil, facts.validUntil ? longDate(facts.validUntil) : copy.validUntilUnknown],
  ];
  let metaY = MARGIN + 30;
  for (const [label, value] of meta) {
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(`${label}:`, MARGIN + 290, metaY, { width: 95 });
    doc.font(BOLD).fillColor(TEXT).text(value, MARGIN + 385, metaY, { width: CONTENT_WIDTH - 385 });
    metaY = doc.y + 2;
  }

  // The customer.
  let y = Math.max(letterheadBottom, metaY) + 20;
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(copy.customer, MARGIN, y);
  doc.fillColor(TEXT).fontSize(10);
  if (customer.companyName) doc.font(BOLD).text(customer.companyName);
  doc.font(customer.companyName ? FONT : BOLD).text(customer.name);
  doc.font(FONT);
  for (const line of customer.addressLines) doc.text(line);
  doc.fillColor(MUTED).fontSize(9).text([customer.emailAddress, customer.phoneNumber].filter(Boolean).join(" · "));

  // The lines.
  y = doc.y + 20;
  y = drawTableHead(doc, y);
  for (const line of facts.lines) {
    const description = line.extras.length > 0 ? `${line.description}\n${line.extras.join(", ")}` : line.description;
    doc.font(FONT).fontSize(9);
    const height = Math.max(doc.heightOfString(description, { width: COLUMNS.description.width - 6 }), 11) + 6;
    if (y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = drawTableHead(doc, MARGIN);
    }
    doc.font(FONT).fontSize(9).fillColor(TEXT);
    cell(doc, "description", description, y);
    cell(doc, "qty", String(line.qty), y);
    cell(doc, "unitPrice", amount(line.unitPriceCents), y);
    cell(doc, "discount", line.discountPerUnitCents > 0 ? `-${amount(line.discountPerUnitCents)}` : "", y);
    cell(doc, "total", amount(line.lineTotalCents), y);
    y += height;
  }
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).strokeColor("#dddddd").stroke();

  // The sums.
  if (y + 170 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const sums: [string, string, boolean][] = [
    [copy.items, amount(facts.itemsCents), false],
    ...(facts.catalogueDiscountsCents > 0 ? [[copy.catalogueDiscounts, `-${amount(facts.catalogueDiscountsCents)}`, false] as [string, string, boolean]] : []),
    ...(facts.itemDiscountsCents > 0 ? [[copy.itemDiscounts, `-${amount(facts.itemDiscountsCents)}`, false] as [string, string, boolean]] : []),
    ...(facts.discountTotalCents > 0 ? [[copy.discountTotal, `-${amount(facts.discountTotalCents)}`, false] as [string, string, boolean]] : []),
    ...(facts.extrasCents !== 0 ? [[copy.extras, amount(facts.extrasCents), false] as [string, string, boolean]] : []),
    [copy.total, amount(facts.totalCents), true],
    [copy.vat, amount(facts.vatCents), false],
  ];
  for (const [label, value, grand] of sums) {
    doc.font(grand ? BOLD : FONT).fontSize(grand ? 11 : 9).fillColor(TEXT);
    doc.text(label, MARGIN + 180, y, { width: 240, align: "right" });
    doc.text(value, MARGIN + 420, y, { width: CONTENT_WIDTH - 420, align: "right" });
    y = doc.y + 4;
  }

  // The note for the customer.
  y += 12;
  if (facts.customerNote) {
    doc.font(BOLD).fontSize(10).fillColor(TEXT).text(copy.note, MARGIN, y, { width: CONTENT_WIDTH });
    doc.font(FONT).fontSize(9).text(facts.customerNote, { width: CONTENT_WIDTH });
    y = doc.y + 12;
  }

  // How to order.
  if (y + 80 > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font(BOLD).fontSize(10).fillColor(TEXT).text(copy.howToOrder, MARGIN, y, { width: CONTENT_WIDTH });
  doc.font(FONT).fontSize(9).text(copy.howToOrderText(facts.validUntil), { width: CONTENT_WIDTH });
  doc.fillColor(LINK).text(facts.orderUrl, { width: CONTENT_WIDTH, link: facts.orderUrl, underline: true });
  doc.fillColor(MUTED).fontSize(8).text(copy.questions(company), MARGIN, doc.y + 8, { width: CONTENT_WIDTH });
}

function drawTableHead(doc: PDFKit.PDFDocument, y: number): number {
  doc.font(BOLD).fontSize(8).fillColor(MUTED);
  const heights = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((column) => {
    cell(doc, column, QUOTE_PDF_COPY.columns[column], y);
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
