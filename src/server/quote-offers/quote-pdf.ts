import "server-only";

/**
 * A quote as a PDF (A4, pdfkit, drawn as the invoice with server/pdf/business-document.ts): the
 * shop's letterhead, the customer, the quote's number, date and last valid day,
 * the lines with unit price, item discount and line total, the discount over
 * the whole, the total including VAT and the VAT in it, the note for the
 * customer, and how to order (the signed link). Dutch; it decides nothing.
 */
import type { Company } from "@/config/company";
import { invoiceAmount as amount, invoiceDate as longDate } from "@/domain/invoices/invoice-copy";
import { BOLD, CONTENT_WIDTH, drawAddressee, drawFacts, drawLetterhead, drawSums, drawTable, FONT, MARGIN, MUTED, renderPdf, tableColumns, TEXT, type Pdf, type SumRow } from "@/server/pdf/business-document";

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

const LINK = "#0b57d0";

const COLUMNS = tableColumns({ description: 200, qty: 45, unitPrice: 80, discount: 85, total: "rest" });

export function renderQuotePdf(facts: QuotePdfFacts): Promise<Buffer> {
  const moment = new Date(`${facts.date}T12:00:00Z`);
  return renderPdf({ Title: `${QUOTE_PDF_COPY.title} ${facts.quoteId}`, Author: facts.company.legalName, CreationDate: moment, ModDate: moment }, (doc) =>
    drawQuote(doc, facts),
  );
}

function drawQuote(doc: Pdf, facts: QuotePdfFacts): void {
  const { company, customer } = facts;
  const copy = QUOTE_PDF_COPY;

  // The letterhead, top left; the title, top right (room for "(concept)").
  const letterheadBottom = drawLetterhead(doc, {
    name: company.legalName,
    title: facts.draft ? copy.draftTitle : copy.title,
    titleFrom: 260,
    addressWidth: 280,
    addressLines: [
      company.street,
      `${company.postalCode} ${company.city}`,
      `Telefoon: ${company.phones[0].display}`,
      company.emailAddress,
      `KvK-nummer: ${company.kvkNumber}`,
      `Btw-nummer: ${company.vatNumber}`,
      `IBAN: ${company.ibanDisplay}`,
    ],
  });

  const metaBottom = drawFacts(doc, [
    [copy.quoteNumber, facts.quoteId],
    [copy.date, longDate(facts.date)],
    [copy.validUntil, facts.validUntil ? longDate(facts.validUntil) : copy.validUntilUnknown],
  ]);

  // The customer, with how to reach them.
  drawAddressee(doc, Math.max(letterheadBottom, metaBottom) + 20, copy.customer, { name: customer.name, companyName: customer.companyName, lines: customer.addressLines });
  doc.fillColor(MUTED).fontSize(9).text([customer.emailAddress, customer.phoneNumber].filter(Boolean).join(" · "));

  // The lines, the options chosen under the description.
  const rows = facts.lines.map((line) => ({
    description: line.extras.length > 0 ? `${line.description}\n${line.extras.join(", ")}` : line.description,
    qty: String(line.qty),
    unitPrice: amount(line.unitPriceCents),
    discount: line.discountPerUnitCents > 0 ? `-${amount(line.discountPerUnitCents)}` : "",
    total: amount(line.lineTotalCents),
  }));
  let y = drawTable(doc, doc.y + 20, COLUMNS, copy.columns, rows);

  // The sums.
  const sums: SumRow[] = [
    { label: copy.items, amount: amount(facts.itemsCents) },
    ...(facts.catalogueDiscountsCents > 0 ? [{ label: copy.catalogueDiscounts, amount: `-${amount(facts.catalogueDiscountsCents)}` }] : []),
    ...(facts.itemDiscountsCents > 0 ? [{ label: copy.itemDiscounts, amount: `-${amount(facts.itemDiscountsCents)}` }] : []),
    ...(facts.discountTotalCents > 0 ? [{ label: copy.discountTotal, amount: `-${amount(facts.discountTotalCents)}` }] : []),
    ...(facts.extrasCents !== 0 ? [{ label: copy.extras, amount: amount(facts.extrasCents) }] : []),
    { label: copy.total, amount: amount(facts.totalCents), grand: true },
    { label: copy.vat, amount: amount(facts.vatCents) },
  ];
  y = drawSums(doc, y, sums, 170);

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
