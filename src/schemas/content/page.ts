/**
 * A page's version (issue 23, point 1): the shape of `pages.draft` and
 * `pages.published`, and what the back office sends. The same schema checks
 * the editor's input and the row on read, so a row changed by hand that no
 * longer fits is refused rather than drawn half.
 */
import { z } from "zod";

import { ANCHOR_PATTERN, duplicateAnchors, pagePathProblem, unknownPlaceholders } from "@/domain/content/pages";

/** Large enough for the longest page (the terms), small enough that a pasted document is refused. */
export const PAGES_BODY_LIMIT = 256 * 1024;
const RICH_TEXT_MAX = 40_000;

const plain = (label: string, max: number) =>
  z
    .string(`${label} is verplicht`)
    .trim()
    .min(1, `${label} is verplicht`)
    .max(max, `${label} is hoogstens ${max} tekens`)
    .refine((value) => unknownPlaceholders(value, { blocks: false }).length === 0, { error: `${label} noemt een onbekende {{…}}` });

const richText = (label: string, { required }: { required: boolean }) =>
  z
    .string(`${label} is tekst`)
    .max(RICH_TEXT_MAX, `${label} is hoogstens ${RICH_TEXT_MAX} tekens`)
    .refine((value) => !required || value.replace(/<[^>]*>/g, "").trim().length > 0, { error: `${label} is verplicht` })
    .superRefine((value, context) => {
      const unknown = unknownPlaceholders(value, { blocks: true });
      if (unknown.length > 0) context.addIssue({ code: "custom", message: `${label} noemt onbekende {{${unknown.join("}}, {{")}}}` });
    });

export const pageSectionSchema = z.strictObject({
  /** The fragment (`#bezorgdag-kiezen`): links across the shop point at it, so it is kept exactly. */
  anchor: z.string("Anker is verplicht").regex(ANCHOR_PATTERN, "Anker bestaat uit kleine letters, cijfers en streepjes").max(80, "Anker is hoogstens 80 tekens"),
  heading: plain("Kop", 160),
  /** 2: a section (h2); 3: a subsection (h3) of the section before it. */
  level: z.union([z.literal(2), z.literal(3)], { error: "Niveau is 2 (sectie) of 3 (subsectie)" }).default(2),
  body: richText("Tekst", { required: false }),
});

export const pageFaqItemSchema = z.strictObject({
  question: plain("Vraag", 300),
  /** Plain text: it is the FAQPage JSON-LD's answer too. */
  answer: plain("Antwoord", 2000),
});

export const pageVersionSchema = z
  .strictObject({
    /** The h1. */
    title: plain("Titel", 160),
    /** The document title (the layout adds "| Stekker"); the title when empty. */
    metaTitle: z.string().trim().max(160, "Paginatitel is hoogstens 160 tekens").default(""),
    description: plain("Metabeschrijving", 300),
    /** The breadcrumb's and side navigation's label. */
    navLabel: plain("Menunaam", 60),
    /** One line on the customer-service hub's card of this page. */
    summary: z.string().trim().max(300, "Samenvatting is hoogstens 300 tekens").default(""),
    intro: richText("Inleiding", { required: false }),
    sections: z.array(pageSectionSchema, "Secties zijn een lijst").max(60, "Hoogstens 60 secties"),
    faq: z.array(pageFaqItemSchema, "Vragen zijn een lijst").max(40, "Hoogstens 40 vragen").default([]),
  })
  .superRefine((version, context) => {
    for (const anchor of duplicateAnchors(version.sections.map((section) => section.anchor))) {
      const index = version.sections.findIndex((section) => section.anchor === anchor);
      context.addIssue({ code: "custom", path: ["sections", version.sections.findIndex((section, at) => at > index && section.anchor === anchor), "anchor"], message: `Anker ${anchor} staat al op deze pagina` });
    }
    if (version.sections[0]?.level === 3) context.addIssue({ code: "custom", path: ["sections", 0, "level"], message: "De eerste sectie is een sectie, geen subsectie" });
  });

export type PageVersion = z.output<typeof pageVersionSchema>;
export type PageSection = PageVersion["sections"][number];

export const pagePathSchema = z
  .string("Pad is verplicht")
  .max(120, "Pad is hoogstens 120 tekens")
  .superRefine((path, context) => {
    const problem = pagePathProblem(path);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** POST /api/pages/: a new page, its path and its first draft. */
export const pageCreateSchema = z.strictObject({ path: pagePathSchema, draft: pageVersionSchema });

/** PUT /api/pages/{pageId}/: the draft replaced (the path may move too); `published` and the state a form sends back are left out. */
export const pageUpdateSchema = z.object({ path: pagePathSchema, draft: pageVersionSchema });

export type PageCreateInput = z.output<typeof pageCreateSchema>;
