/**
 * What a customer asks a quote for (issue 22, point 1): the kind of work, the
 * measurements, where and when. Pure types; the API's zod schema checks them.
 */
export const QUOTE_KINDS = ["kitchen", "builtInAppliances", "renovation"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** Within how many working days the shop answers a request (the form, the confirmation mail and the quote's page promise it). */
export const QUOTE_ANSWER_WORKING_DAYS = 2;

export const QUOTE_KIND_LABELS: Record<QuoteKind, string> = {
  kitchen: "Een nieuwe keuken",
  builtInAppliances: "Een set inbouwapparaten",
  renovation: "Een verbouwing of renovatie",
};

/** The request as it is stored (`quotes.request`); the customer's own words and facts. */
export interface QuoteRequestFacts {
  kind: QuoteKind;
  /** The kitchen the customer asked about, if any (a kitchen page's "Offerte aanvragen"). */
  kitchenId: number | null;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  company: boolean;
  companyName: string | null;
  postalCode: string;
  houseNumber: string;
  street: string;
  city: string;
  country: "NL" | "BE";
  /** ISO week, e.g. "2027-W05": when the customer would like it delivered or fitted. */
  preferredWeek: string | null;
  /** Free text: the room's measurements (width × depth × height, walls, windows). */
  measurements: string;
  /** Free text: what they want. */
  wishes: string;
}
