import "server-only";

/**
 * An admin writes a campaign: a new draft, or changes to a draft. A campaign
 * that is being sent or was sent is what its readers got, so it cannot change
 * (409). Rich text is sanitised on save (and again when the mail is made);
 * a product that is not (or no longer) in the catalogue is a field error.
 */
import { and, eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { newsletters } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";
import { sanitizeRichText } from "@/server/content/rich-text";
import type { NewsletterInput } from "@/schemas/newsletters";

import { findNewsletter, newsletterAnswer } from "./newsletter-answer";
import { existingProductIds } from "./newsletter-products";

export const NOT_A_DRAFT = "Deze nieuwsbrief is al verstuurd of wordt verstuurd en kan niet meer veranderen.";

async function cleanBlocks(db: Database, input: NewsletterInput) {
  const wanted = input.blocks.flatMap((block) => (block.type === "products" ? block.productIds : []));
  const known = await existingProductIds(db, wanted);
  const errors: FieldError[] = [];
  input.blocks.forEach((block, position) => {
    if (block.type !== "products") return;
    block.productIds.forEach((productId, index) => {
      if (!known.has(productId)) errors.push({ field: `blocks.${position}.productIds.${index}`, errorMessage: `Product ${productId} staat niet (meer) in de catalogus` });
    });
  });
  if (errors.length > 0) throw new ApiError(422, errors[0]!.errorMessage, errors);
  return input.blocks.map((block) => (block.type === "text" ? { ...block, html: sanitizeRichText(block.html) } : block));
}

export async function createNewsletter(db: Database, input: NewsletterInput, staffMemberId: number, now = new Date()) {
  const blocks = await cleanBlocks(db, input);
  const [row] = await db
    .insert(newsletters)
    .values({ subject: input.subject, preheader: input.preheader, blocks, createdBy: staffMemberId, createdAt: now, updatedAt: now })
    .returning({ newsletterId: newsletters.newsletterId });
  return newsletterAnswer(db, row!.newsletterId);
}

export async function updateNewsletter(db: Database, newsletterId: number, input: NewsletterInput, now = new Date()) {
  await findNewsletter(db, newsletterId);
  const blocks = await cleanBlocks(db, input);
  const [row] = await db
    .update(newsletters)
    .set({ subject: input.subject, preheader: input.preheader, blocks, updatedAt: now })
    .where(and(eq(newsletters.newsletterId, newsletterId), eq(newsletters.status, "draft")))
    .returning({ newsletterId: newsletters.newsletterId });
  if (!row) throw new ApiError(409, NOT_A_DRAFT);
  return newsletterAnswer(db, newsletterId);
}

/** Only a draft can go: a sent campaign is the record of what went to whom. */
export async function removeNewsletter(db: Database, newsletterId: number): Promise<void> {
  await findNewsletter(db, newsletterId);
  const [row] = await db
    .delete(newsletters)
    .where(and(eq(newsletters.newsletterId, newsletterId), eq(newsletters.status, "draft")))
    .returning({ newsletterId: newsletters.newsletterId });
  if (!row) throw new ApiError(409, NOT_A_DRAFT);
}
