import "server-only";

/**
 * The drawing an invoice and a quote share (A4, pdfkit, Helvetica): the
 * document streamed into a Buffer, the letterhead (name top left, title top
 * right, muted address lines), the facts at the right (label: value), the
 * addressee, the table (its head repeated on each page) and the sums (label
 * and amount right-aligned, the grand one bold). It draws what it is given:
 * each document (invoices/invoice-pdf.ts, quote-offers/quote-pdf.ts) keeps its
 * own words and decides what goes in.
 */
import PDFDocument from "pdfkit";

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const FONT = "Helvetica";
export const BOLD = "Helvetica-Bold";
export const MUTED = "#555555";
export const TEXT = "#1a1a1a";
const RULE = "#dddddd";

/** A table column: x and width (points), right-aligned for numbers. */
export interface Column {
  x: number;
  width: number;
  align: "left" | "right";
}

/**
 * Columns side by side from the left margin, each as wide as given (points),
 * the last one to the right margin: the first left-aligned (the description),
 * the others right-aligned (numbers).
 */
export function tableColumns<K extends string>(widths: Record<K, number | "rest">): Record<K, Column> {
  let offset = 0;
  const columns = {} as Record<K, Column>;
  (Object.keys(widths) as K[]).forEach((key, index) => {
    const width: number | "rest" = widths[key];
    columns[key] = { x: MARGIN + offset, width: width === "rest" ? CONTENT_WIDTH - offset : width, align: index === 0 ? "left" : "right" };
    if (width !== "rest") offset += width;
  });
  return columns;
}

/** One row of the sums: the grand one bold and larger. */
export interface SumRow {
  label: string;
  amount: string;
  grand?: boolean;
}

/** An A4 document drawn by `draw`, as the bytes of the PDF. */
export function renderPdf(info: PDFKit.DocumentInfo, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * The sender's name top left with its address lines muted below, the title top
 * right from `titleFrom` points in; the bottom of the address.
 */
export function drawLetterhead(
  doc: Pdf,
  letterhead: { name: string; title: string; addressLines: string[]; addressWidth?: number; titleFrom?: number },
): number {
  const { name, title, addressLines, addressWidth = 300, titleFrom = 300 } = letterhead;
  doc.fillColor(TEXT);
  doc.font(BOLD).fontSize(16).text(name, MARGIN, MARGIN, { width: 300 });
  doc.font(BOLD).fontSize(20).text(title, MARGIN + titleFrom, MARGIN, { width: CONTENT_WIDTH - titleFrom, align: "right" });
  doc.font(FONT).fontSize(9).fillColor(MUTED);
  const [first = "", ...rest] = addressLines;
  doc.text(first, MARGIN, MARGIN + 24, { width: addressWidth });
  for (const line of rest) doc.text(line, { width: addressWidth });
  return doc.y;
}

/** The document's facts at the right, below the title: "label:" muted, the value bold; their bottom. */
export function drawFacts(doc: Pdf, facts: [label: string, value: string][]): number {
  let y = MARGIN + 30;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(`${label}:`, MARGIN + 290, y, { width: 95 });
    doc.font(BOLD).fillColor(TEXT).text(value, MARGIN + 385, y, { width: CONTENT_WIDTH - 385 });
    y = doc.y + 2;
  }
  return y;
}

/**
 * Who it is for, at `y`: the heading muted, the company (bold) and the name
 * (bold without a company), then the lines. The document goes on below it.
 */
export function drawAddressee(doc: Pdf, y: number, heading: string, addressee: { name: string; companyName: string | null; lines: string[] }): void {
  doc.font(FONT).fontSize(9).fillColor(MUTED).text(heading, MARGIN, y);
  doc.fillColor(TEXT).fontSize(10);
  if (addressee.companyName) doc.font(BOLD).text(addressee.companyName);
  doc.font(addressee.companyName ? FONT : BOLD).text(addressee.name);
  doc.font(FONT);
  for (const line of addressee.lines) doc.text(line);
}

/**
 * A table from `y`: the head, then each row as tall as its tallest cell; a row
 * that does not fit goes on a new page under the head again. Ends with a rule;
 * the y below it.
 */
export function drawTable<K extends string>(doc: Pdf, y: number, columns: Record<K, Column>, headings: Record<K, string>, rows: Record<K, string>[]): number {
  const keys = Object.keys(columns) as K[];
  const cell = (column: K, value: string, top: number): void => {
    const { x, width, align } = columns[column];
    doc.text(value, x + (align === "left" ? 0 : 3), top, { width: width - 6, align });
  };
  const head = (top: number): number => {
    doc.font(BOLD).fontSize(8).fillColor(MUTED);
    const heights = keys.map((column) => {
      cell(column, headings[column], top);
      return doc.y - top;
    });
    const bottom = top + Math.max(...heights) + 4;
    rule(doc, bottom);
    return bottom + 6;
  };

  y = head(y);
  for (const row of rows) {
    doc.font(FONT).fontSize(9);
    const height = Math.max(...keys.map((column) => doc.heightOfString(row[column], { width: columns[column].width - 6 })), 11) + 6;
    if (y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = head(MARGIN);
    }
    doc.font(FONT).fontSize(9).fillColor(TEXT);
    for (const column of keys) cell(column, row[column], y);
    y += height;
  }
  rule(doc, y);
  return y;
}

/**
 * The sums below the table at `y`, on a new page when less than `room` points
 * are left; the y below them.
 */
export function drawSums(doc: Pdf, y: number, rows: SumRow[], room: number): number {
  if (y + room > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  for (const { label, amount, grand = false } of rows) {
    doc.font(grand ? BOLD : FONT).fontSize(grand ? 11 : 9).fillColor(TEXT);
    doc.text(label, MARGIN + 180, y, { width: 240, align: "right" });
    doc.text(amount, MARGIN + 420, y, { width: CONTENT_WIDTH - 420, align: "right" });
    y = doc.y + 4;
  }
  return y;
}

function rule(doc: Pdf, y: number): void {
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT_WIDTH, y).strokeColor(RULE).stroke();
}
