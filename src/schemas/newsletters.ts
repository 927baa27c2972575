/**
 * What an admin sends to write and send a newsletter campaign (issue 23,
 * point 5): subject, preheader and blocks; the same block schema checks a
 * stored row on read. Links are absolute http(s) addresses or a path on the
 * shop ("/aanbiedingen/"); nothing else can become a link in a mail.
 */
import { z } from "zod";

import { MAX_BLOCKS, MAX_PRODUCTS_PER_BLOCK, type NewsletterBlock } from "@/domain/newsletter/campaign";

import { newsletterEmailAddress } from "./newsletter";

export const NEWSLETTERS_BODY_LIMIT = 256 * 1024;

const text = (label: string, max: number) => z.string(`${label} ontbreekt`).trim().min(1, `${label} ontbreekt`).max(max, `${label} is te lang (hoogstens ${max} tekens)`);

/** An https or http address, or a path on the shop starting with one slash. */
const linkUrl = (label: string) =>
  z
    .string(`${label} ontbreekt`)
    .trim()
    .min(1, `${label} ontbreekt`)
    .max(2000, `${label} is te lang`)
    .refine((value) => {
      if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
      try {
        const url = new URL(value);
        return url.protocol === "https:" || url.protocol === "http:";
      } catch {
        return false;
      }
    }, `${label} moet een webadres zijn (https://…) of een pad op de winkel (/…)`);

const productId = z.preprocess(
  (value) => (typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number("Kies een product").int("Kies een product").min(1, "Kies een product").max(2_147_483_647, "Kies een product"),
);

export const newsletterBlockSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("heading"), text: text("De kop", 200) }),
    z.object({ type: z.literal("text"), html: text("De tekst", 20_000) }),
    z.object({ type: z.literal("image"), imageUrl: linkUrl("Het adres van de afbeelding"), alt: text("De beschrijving van de afbeelding", 300), linkUrl: linkUrl("De link").nullish() }),
    z.object({ type: z.literal("button"), label: text("De tekst van de knop", 60), url: linkUrl("De link van de knop") }),
    z.object({
      type: z.literal("products"),
      productIds: z.array(productId).min(1, "Kies minstens één product").max(MAX_PRODUCTS_PER_BLOCK, `Hoogstens ${MAX_PRODUCTS_PER_BLOCK} producten per blok`),
    }),
  ],
  { error: "Kies het soort blok: kop, tekst, afbeelding, knop of producten" },
) satisfies z.ZodType<NewsletterBlock>;

export const newsletterBlocksSchema = z.array(newsletterBlockSchema).max(MAX_BLOCKS, `Hoogstens ${MAX_BLOCKS} blokken`);

export const newsletterInputSchema = z.object({
  subject: text("Het onderwerp", 150),
  preheader: z.string().trim().max(200, "De voorregel is te lang (hoogstens 200 tekens)").default(""),
  blocks: newsletterBlocksSchema.min(1, "Voeg minstens één blok toe"),
});

export type NewsletterInput = z.output<typeof newsletterInputSchema>;

/** POST /api/newsletters/{newsletterId}/: a test to one address, or the real send to every confirmed subscriber. */
export const newsletterActionSchema = z.discriminatedUnion(
  "action",
  [z.object({ action: z.literal("sendTest"), emailAddress: newsletterEmailAddress }), z.object({ action: z.literal("send") })],
  { error: "action is sendTest of send" },
);

export const newslettersQuerySchema = z.object({
  page: z.preprocess((value) => (typeof value === "string" && /^\d{1,6}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100_000)).default(1),
  pageSize: z.preprocess((value) => (typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : value), z.number().int().min(1).max(100)).default(25),
  /** The back office sends its sort; campaigns are listed by number only. */
  sort: z.enum(["newsletterId"], { error: "sort is newsletterId" }).optional(),
  order: z.enum(["asc", "desc", "ASC", "DESC"], { error: "order is asc of desc" }).optional(),
});

/** The counter's query: `?link=<n>` is a click on the campaign's n-th link (0 first); without it, the open pixel. */
export const newsletterCounterQuerySchema = z.object({
  link: z
    .string()
    .regex(/^\d{1,3}$/, "link is een getal")
    .transform(Number)
    .optional(),
});
