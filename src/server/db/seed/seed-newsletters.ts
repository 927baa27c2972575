/**
 * The demo shop's newsletter (issue 23, point 5): one draft campaign with a
 * heading, a text, two products of the seeded catalogue and a button, so the
 * back office's "Nieuwsbrieven" has something to preview, test and send. Only
 * when there is no campaign yet: running it again changes nothing.
 */
import { asc, count, eq } from "drizzle-orm";

import type { NewsletterBlock } from "@/domain/newsletter/campaign";

import type { Database } from "../client";
import { newsletters, products } from "../schema";

export async function seedNewsletters(db: Database, now: Date): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(newsletters);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const picks = await db.select({ productId: products.productId }).from(products).where(eq(products.expired, false)).orderBy(asc(products.productId)).limit(2);
  const blocks: NewsletterBlock[] = [
    { type: "heading", text: "Warm de winter in" },
    { type: "text", html: "<p>Deze week scherp geprijsd, gratis bezorgd en je oude apparaat nemen we mee.</p>" },
    ...(picks.length > 0 ? [{ type: "products" as const, productIds: picks.map((pick) => pick.productId) }] : []),
    { type: "button", label: "Bekijk alle aanbiedingen", url: "/aanbiedingen/" },
  ];
  await db.insert(newsletters).values({ subject: "Winteraanbiedingen bij Stekker", preheader: "Scherp geprijsd en gratis bezorgd", blocks, createdAt: now, updatedAt: now });
  return 1;
}
