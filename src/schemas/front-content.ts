/**
 * The versions of the shop's front content (issue 23): a banner, a block and
 * a message as the editor sends them and as they are stored in `draft` and
 * `published`. The same schema checks the back office's input and every row
 * on read, so a row written by hand that does not fit is never shown.
 * Rich text is sanitised by the server on save and on read
 * (server/content/rich-text.ts), not here: this layer knows no HTML parser.
 */
import { z } from "zod";

import { isPeriodInOrder } from "@/domain/content/publication";
import { blockKindOf, isBannerPlace, isContentLink } from "@/domain/front-content/front-content";

const moment = z.iso.datetime({ offset: true, error: "Geef een datum en tijd" }).nullable();

export const periodSchema = z
  .strictObject({ from: moment, until: moment })
  .refine((period) => isPeriodInOrder({ from: period.from === null ? null : new Date(period.from), until: period.until === null ? null : new Date(period.until) }), {
    error: "Het einde moet na het begin liggen",
    path: ["until"],
  });
export type PeriodInput = z.infer<typeof periodSchema>;

export const ALWAYS: PeriodInput = { from: null, until: null };

const text = (label: string, max: number) => z.string({ error: `${label} is verplicht` }).trim().min(1, `${label} is verplicht`).max(max, `${label} is te lang (hoogstens ${max} tekens)`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} is te lang (hoogstens ${max} tekens)`).default("");
const link = z.string({ error: "Link is verplicht" }).trim().refine(isContentLink, { error: "Een link is een pad van de winkel (/…) of een https-adres" });
const richText = z.string({ error: "Tekst is verplicht" }).trim().min(1, "Tekst is verplicht").max(20_000, "De tekst is te lang");

/** An image of the shop: an uploaded one (`/afbeeldingen/inhoud/…`) or one of the shop's drawings. */
export const contentImageSchema = z.strictObject({
  src: z
    .string({ error: "Kies een afbeelding" })
    .regex(/^\/afbeeldingen\/[a-z0-9/_.-]+$/, "Kies een afbeelding van de winkel")
    .refine((src) => !src.includes(".."), { error: "Kies een afbeelding van de winkel" }),
  alt: text("Alternatieve tekst", 200),
});

export const bannerVersionSchema = z.strictObject({
  image: contentImageSchema,
  title: text("Titel", 80),
  text: optionalText("Tekst", 240),
  link,
  where: z.string({ error: "Plaats is verplicht" }).refine(isBannerPlace, { error: "Plaats is home, cart, search of category:<slug>" }),
  period: periodSchema,
  order: z.number().int().min(0).max(999).default(0),
});
export type BannerVersion = z.infer<typeof bannerVersionSchema>;

const button = z.strictObject({ label: text("Knoptekst", 40), link });

export const heroBlockSchema = z.strictObject({
  kind: z.literal("hero"),
  heading: text("Kop", 120),
  text: optionalText("Tekst", 300),
  buttons: z.array(button).min(1, "Geef minstens één knop").max(2, "Hoogstens twee knoppen"),
  images: z.array(contentImageSchema.extend({ alt: z.string().trim().max(200).default("") })).max(3, "Hoogstens drie afbeeldingen").default([]),
  period: periodSchema.default(ALWAYS),
});

export const TILE_ICONS = ["bezorgdag", "installatie", "oud-voor-nieuw", "afhalen", "aanbieding", "garantie"] as const;

const listItem = z.strictObject({
  title: text("Titel", 80),
  text: optionalText("Tekst", 200),
  link,
  icon: z.enum(TILE_ICONS).nullable().default(null),
});

const listBlock = <K extends "promotions" | "tiles">(kind: K) =>
  z.strictObject({
    kind: z.literal(kind),
    heading: text("Kop", 80),
    items: z.array(listItem).min(1, "Geef minstens één onderdeel").max(8, "Hoogstens acht onderdelen"),
    period: periodSchema.default(ALWAYS),
  });

export const promotionsBlockSchema = listBlock("promotions");
export const tilesBlockSchema = listBlock("tiles");

export const introBlockSchema = z.strictObject({
  kind: z.literal("intro"),
  html: richText,
  period: periodSchema.default(ALWAYS),
});

export const blockVersionSchema = z.discriminatedUnion("kind", [heroBlockSchema, promotionsBlockSchema, tilesBlockSchema, introBlockSchema]);
export type BlockVersion = z.infer<typeof blockVersionSchema>;
export type HeroBlock = z.infer<typeof heroBlockSchema>;
export type ListBlock = z.infer<typeof promotionsBlockSchema> | z.infer<typeof tilesBlockSchema>;
export type IntroBlock = z.infer<typeof introBlockSchema>;

export const blockKeySchema = z
  .string({ error: "Sleutel is verplicht" })
  .trim()
  .refine((key) => blockKindOf(key) !== null, { error: "Sleutel is home.hero, home.promotions, home.tiles of category.<slug>.intro" });

export const blockInputSchema = z
  .strictObject({ key: blockKeySchema, draft: blockVersionSchema })
  .refine((input) => blockKindOf(input.key) === input.draft.kind, { error: "Dit soort blok past niet bij de sleutel", path: ["draft", "kind"] });

export const MESSAGE_TONES = ["info", "warning"] as const;

export const messageVersionSchema = z.strictObject({
  html: richText,
  tone: z.enum(MESSAGE_TONES, { error: "Toon is info of warning" }).default("info"),
  link: z.strictObject({ label: text("Linktekst", 40), href: link }).nullable().default(null),
  period: periodSchema,
});
export type MessageVersion = z.infer<typeof messageVersionSchema>;

export const FRONT_CONTENT_BODY_LIMIT = 64 * 1024;

/** `?where=` of the public banner list. */
export const bannerQuerySchema = z.object({
  where: z.string().max(120, "where is te lang").refine(isBannerPlace, { error: "where is home, cart, search of category:<slug>" }).optional(),
});

/** `?path=` of the preview: only a path of the shop itself, so the 303 can never lead away. */
export const previewQuerySchema = z.object({
  path: z
    .string({ error: "path is verplicht" })
    .max(500, "path is te lang")
    .refine((path) => isContentLink(path) && path.startsWith("/") && !path.startsWith("/api/"), { error: "path is een pad van de winkel, zoals /" }),
});
