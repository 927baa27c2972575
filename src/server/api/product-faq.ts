import "server-only";

import { eq } from "drizzle-orm";

import type { Database } from "@/server/db/client";
import { productFaqs } from "@/server/db/schema";

export interface ProductFaq {
  productFaqId: number;
  question: string;
  answer: string;
  /** Exactly one of the two is set: the question is about every product of a type, or about one product. */
  productType: string | null;
  productId: number | null;
  position: number;
}

/** GET /api/product-faq/{productFaqId}/. */
export async function loadProductFaq(db: Database, productFaqId: number): Promise<ProductFaq | null> {
  const [row] = await db.select().from(productFaqs).where(eq(productFaqs.faqId, productFaqId)).limit(1);
  if (!row) return null;
  return { productFaqId: row.faqId, question: row.question, answer: row.answer, productType: row.productType, productId: row.productId, position: row.position };
}
