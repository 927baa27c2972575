/**
 * The demo shop's quotes (issue 22, point 5): one or two in every status of
 * decisions §11 (requested, draft, sent and still valid, accepted, expired,
 * declined), with lines of real products of the seeded catalogue, item
 * discounts within each product's own make-amends maximum, a discount over the
 * whole, and the history of how each got where it is. They belong to a session
 * nobody has ("demo-quotes"): staff see them in the back office; a customer
 * opens one only through its signed link. Seeding again replaces them.
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";

import { type Day, DAY_MS, isoDay, isoWeekOf, localDayAndMinute } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { QuoteRequestFacts } from "@/domain/quotes/quote-request";
import type { QuoteActor, QuoteStatus } from "@/domain/quotes/quote-status";

import type { Database } from "../client";
import { products, type QuoteLine, quotes, quoteStatusChanges } from "../schema";

export const DEMO_QUOTE_SESSION = "demo-quotes";

interface DemoProduct {
  productId: number;
  makeAmendsDiscountCents: number | null;
}

interface DemoQuote {
  status: QuoteStatus;
  /** Days before today the request came in. */
  askedDaysAgo: number;
  request: Omit<QuoteRequestFacts, "preferredWeek"> & { preferredWeekFromNow: number | null };
  /** Which products (by index in the picked list), how many, and the share of the make-amends maximum granted. */
  lines: { product: number; qty: number; share: number; assembly?: boolean }[];
  discountTotalCents: number;
  customerNote: string | null;
  /** Days before today it was sent; null when never sent. */
  sentDaysAgo: number | null;
  /** The changes after the request: [days ago, to, actor, note]. */
  history: [number, QuoteStatus, QuoteActor, string | null][];
}

const OPTIONS = { assembly: false, extraService: false, extraWarranty: false, pickUpDiscount: false };

const person = (firstName: string, lastName: string, street: string, houseNumber: string, postalCode: string, city: string, country: "NL" | "BE" = "NL") => ({
  firstName,
  lastName,
  emailAddress: `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + "@voorbeeld.nl",
  phoneNumber: country === "NL" ? "06 12 34 56 78" : "+32 470 12 34 56",
  company: false,
  companyName: null,
  postalCode,
  houseNumber,
  street,
  city,
  country,
});

const DEMO_QUOTES: DemoQuote[] = [
  {
    status: "requested",
    askedDaysAgo: 1,
    request: {
      ...person("Sanne", "de Vries", "Lindenlaan", "14", "2382 AS", "Zoeterwoude"),
      kind: "kitchen",
      kitchenId: null,
      preferredWeekFromNow: 10,
      measurements: "Hoekkeuken: wand 1 is 3,40 m, wand 2 is 2,10 m. Plafond 2,60 m. Raam op wand 2 vanaf 90 cm hoogte.",
      wishes: "Een lichte, moderne keuken met een inductiekookplaat, een combimagnetron op ooghoogte en een stille vaatwasser.",
    },
    lines: [],
    discountTotalCents: 0,
    customerNote: null,
    sentDaysAgo: null,
    history: [],
  },
  {
    status: "requested",
    askedDaysAgo: 0,
    request: {
      ...person("Mehmet", "Yilmaz", "Kerkstraat", "3 B", "3511 LK", "Utrecht"),
      kind: "renovation",
      kitchenId: null,
      preferredWeekFromNow: null,
      measurements: "",
      wishes: "Bij de verbouwing van onze benedenverdieping willen we een wasmachine en droger in een nieuwe bijkeuken.",
    },
    lines: [],
    discountTotalCents: 0,
    customerNote: null,
    sentDaysAgo: null,
    history: [],
  },
  {
    status: "draft",
    askedDaysAgo: 3,
    request: {
      ...person("Eva", "Jansen", "Dorpsstraat", "88", "1621 CL", "Hoorn"),
      kind: "builtInAppliances",
      kitchenId: null,
      preferredWeekFromNow: 6,
      measurements: "Nis voor de oven 56 × 60 cm, koelkastnis 178 cm hoog.",
      wishes: "Een complete set inbouwapparaten voor onze bestaande keuken.",
    },
    lines: [
      { product: 0, qty: 1, share: 0.5 },
      { product: 1, qty: 1, share: 0 },
    ],
    discountTotalCents: 2500,
    customerNote: "Inclusief plaatsing van de oven.",
    sentDaysAgo: null,
    history: [[2, "draft", "staff", "Klant gebeld over de maten."]],
  },
  {
    status: "sent",
    askedDaysAgo: 8,
    request: {
      ...person("Pieter", "Bakker", "Stationsweg", "21", "2312 AV", "Leiden"),
      kind: "builtInAppliances",
      kitchenId: null,
      preferredWeekFromNow: 4,
      measurements: "Bestaande nissen, standaardmaten 60 cm.",
      wishes: "Vervanging van oven, kookplaat en vaatwasser.",
    },
    lines: [
      { product: 0, qty: 1, share: 1 },
      { product: 2, qty: 1, share: 0.5, assembly: true },
      { product: 3, qty: 1, share: 0 },
    ],
    discountTotalCents: 5000,
    customerNote: "Met korting op de set en plaatsing van de vaatwasser. Bezorging in de week van je keuze.",
    sentDaysAgo: 5,
    history: [
      [7, "draft", "staff", null],
      [5, "sent", "staff", null],
    ],
  },
  {
    status: "accepted",
    askedDaysAgo: 25,
    request: {
      ...person("Lotte", "Peeters", "Meir", "50", "2000", "Antwerpen", "BE"),
      kind: "kitchen",
      kitchenId: null,
      preferredWeekFromNow: 2,
      measurements: "Rechte wand van 4,20 m.",
      wishes: "Een rechte keuken met een kookeiland is niet nodig; wel een grote koelkast.",
    },
    lines: [
      { product: 1, qty: 1, share: 1 },
      { product: 4, qty: 2, share: 0.25 },
    ],
    discountTotalCents: 10000,
    customerNote: "Zoals besproken in de showroom.",
    sentDaysAgo: 20,
    history: [
      [24, "draft", "staff", null],
      [20, "sent", "staff", null],
      [12, "accepted", "customer", null],
    ],
  },
  {
    status: "expired",
    askedDaysAgo: 50,
    request: {
      ...person("Daan", "Visser", "Hoofdweg", "7", "9711 AB", "Groningen"),
      kind: "builtInAppliances",
      kitchenId: null,
      preferredWeekFromNow: null,
      measurements: "",
      wishes: "Een inbouwkoelkast en een vriezer.",
    },
    lines: [{ product: 4, qty: 1, share: 0.5 }],
    discountTotalCents: 0,
    customerNote: null,
    sentDaysAgo: 45,
    history: [
      [48, "draft", "staff", null],
      [45, "sent", "staff", null],
      [14, "expired", "system", "De geldigheid is verlopen."],
    ],
  },
  {
    status: "declined",
    askedDaysAgo: 30,
    request: {
      ...person("Fleur", "Mulder", "Parkweg", "112", "5611 AA", "Eindhoven"),
      kind: "renovation",
      kitchenId: null,
      preferredWeekFromNow: null,
      measurements: "Badkamer 2 × 3 m, bijkeuken 1,5 × 2 m.",
      wishes: "Een wasmachine en droger op elkaar in de bijkeuken.",
    },
    lines: [
      { product: 2, qty: 1, share: 0 },
      { product: 3, qty: 1, share: 0.5 },
    ],
    discountTotalCents: 0,
    customerNote: null,
    sentDaysAgo: 26,
    history: [
      [28, "draft", "staff", null],
      [26, "sent", "staff", null],
      [20, "declined", "customer", "We hebben toch voor een andere oplossing gekozen."],
    ],
  },
];

/** Whole cents, rounded down: a share of the make-amends maximum never exceeds it. */
const grant = (product: DemoProduct, share: number) => Math.floor((product.makeAmendsDiscountCents ?? 0) * share);

const atDay = (day: Day, hour: number) => new Date(day * DAY_MS + hour * 3_600_000);

/** Products to quote: deliverable, not expired, preferably with a make-amends maximum. */
async function pickProducts(db: Database): Promise<DemoProduct[]> {
  const withAmends = await db
    .select({ productId: products.productId, makeAmendsDiscountCents: products.makeAmendsDiscountCents })
    .from(products)
    .where(and(eq(products.expired, false), gt(products.makeAmendsDiscountCents, 0)))
    .orderBy(asc(products.productId))
    .limit(5);
  if (withAmends.length >= 5) return withAmends;
  const rest = await db
    .select({ productId: products.productId, makeAmendsDiscountCents: products.makeAmendsDiscountCents })
    .from(products)
    .where(eq(products.expired, false))
    .orderBy(asc(products.productId))
    .limit(5);
  return [...withAmends, ...rest.filter((row) => !withAmends.some((own) => own.productId === row.productId))].slice(0, 5);
}

/** Writes the demo quotes (replacing earlier ones) and answers how many; none when the catalogue has too few products. */
export async function seedQuotes(db: Database, now: Date): Promise<number> {
  const picked = await pickProducts(db);
  if (picked.length < 5) return 0;
  const { today } = localDayAndMinute(now, SHOP_TIME_ZONE);
  await db.transaction(async (tx) => {
    const old = await tx.select({ quoteId: quotes.quoteId }).from(quotes).where(eq(quotes.sessionId, DEMO_QUOTE_SESSION));
    if (old.length > 0) await tx.delete(quotes).where(inArray(quotes.quoteId, old.map((row) => row.quoteId)));
    for (const demo of DEMO_QUOTES) {
      const askedAt = atDay(today - demo.askedDaysAgo, 9);
      const { preferredWeekFromNow, ...request } = demo.request;
      const items: QuoteLine[] = demo.lines.map((line) => {
        const product = picked[line.product]!;
        const makeAmends = grant(product, line.share);
        return {
          productId: product.productId,
          combinationId: null,
          qty: line.qty,
          itemDiscounts: makeAmends > 0 ? { makeAmends } : {},
          options: { ...OPTIONS, assembly: line.assembly ?? false },
        };
      });
      const sentDay = demo.sentDaysAgo === null ? null : today - demo.sentDaysAgo;
      const lastChange = demo.history.at(-1);
      const [row] = await tx
        .insert(quotes)
        .values({
          quoteId: sql`nextval('quote_id_seq')::text`,
          sessionId: DEMO_QUOTE_SESSION,
          status: demo.status,
          request: { ...request, preferredWeek: preferredWeekFromNow === null ? null : isoWeekOf(today + preferredWeekFromNow * 7).key },
          items,
          discountTotalCents: demo.discountTotalCents,
          // A sent offer is valid for 30 days from the day it was sent (decisions §11).
          validUntil: sentDay === null ? null : isoDay(sentDay + 30),
          customerNote: demo.customerNote,
          sentAt: sentDay === null ? null : atDay(sentDay, 14),
          createdAt: askedAt,
          updatedAt: lastChange ? atDay(today - lastChange[0], 11) : askedAt,
        })
        .returning({ quoteId: quotes.quoteId });
      const quoteId = row!.quoteId;
      let from: QuoteStatus = "requested";
      const changes: (typeof quoteStatusChanges.$inferInsert)[] = [{ quoteId, at: askedAt, fromStatus: null, toStatus: "requested", actor: "customer", note: null }];
      for (const [daysAgo, to, actor, note] of demo.history) {
        changes.push({ quoteId, at: atDay(today - daysAgo, to === "sent" ? 14 : 11), fromStatus: from, toStatus: to, actor, note });
        from = to;
      }
      await tx.insert(quoteStatusChanges).values(changes);
    }
  });
  return DEMO_QUOTES.length;
}
