import type { Metadata } from "next";

import { ReviewPage } from "@/features/product/reviews/review-page";
import { getDatabase } from "@/server/db/client";
import { reviewFormFacts } from "@/server/ratings/review-form-facts";

export const metadata: Metadata = { title: "Review schrijven", robots: { index: false, follow: false } };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The review form (issue 23): `?token=` from the review mail (a verified
 * purchase), `?product=` from a product page, `?melding=` after a form sent
 * without JavaScript. Rendered per request and never shared: the token is the
 * visitor's own.
 */
export default async function ReviewRoute({ searchParams }: PageProps<"/beoordelen">) {
  const query = await searchParams;
  const token = one(query.token)?.slice(0, 200);
  const productText = one(query.product);
  const productId = productText && /^[1-9]\d{0,9}$/.test(productText) ? Number(productText) : undefined;
  const outcome = one(query.melding) ?? null;
  const product = await reviewFormFacts(await getDatabase(), { token, productId }, new Date());
  return <ReviewPage product={product} linkExpired={token !== undefined && product?.token == null} outcome={outcome} />;
}
