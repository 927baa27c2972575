import "server-only";

/**
 * A quote as the API answers it (schemas/answers/quote.ts): the stored row,
 * its uploads (without bytes) and, for each line of the offer, the product as
 * the catalogue has it now (name, brand, slug, page, price, image). Money in
 * euros at this edge.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";

import { CART_IMAGE_WIDTH, uploadedImageUrl } from "@/domain/catalogue/uploaded-images";
import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import { centsToEuros } from "@/domain/money";
import { QUOTE_STATUS_LABELS } from "@/domain/quotes/quote-status";
import type { QuoteAnswer, QuoteLineProductAnswer } from "@/schemas/answers/quote";
import type { Database } from "@/server/db/client";
import { brands, categories, products, type QuoteRow, quoteUploads } from "@/server/db/schema";

interface LineProduct {
  answer: QuoteLineProductAnswer;
  priceCents: number;
}

/** The products the lines name, as the catalogue has them now. */
async function lineProducts(db: Database, productIds: readonly number[]): Promise<Map<number, LineProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.productId,
      name: products.name,
      slug: products.slug,
      brandName: brands.name,
      categorySlug: categories.slug,
      sellingPriceCents: products.sellingPriceCents,
      imagePosition: sql<number | null>`(select min(i.position)::int from product_images i where i.product_id = ${products.productId})`,
      photo: sql<string | null>`(select u.image_id || ':' || u.hash from uploaded_product_images u where u.product_id = ${products.productId} order by u.position limit 1)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.slug, products.brandSlug))
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(inArray(products.productId, [...new Set(productIds)]));
  return new Map(
    rows.map((row) => {
      const [imageId, hash] = row.photo?.split(":") ?? [];
      const imageUrl =
        imageId && hash
          ? uploadedImageUrl({ productId: row.productId, imageId: Number(imageId), hash }, CART_IMAGE_WIDTH)
          : row.imagePosition !== null
            ? productImageUrl(row.productId, row.imagePosition)
            : null;
      return [
        row.productId,
        {
          priceCents: row.sellingPriceCents,
          answer: { name: row.name, brand: row.brandName, slug: row.slug, url: productUrl(row.categorySlug, row.slug), price: centsToEuros(row.sellingPriceCents), imageUrl },
        },
      ];
    }),
  );
}

export async function quoteAnswer(db: Database, quote: QuoteRow): Promise<QuoteAnswer> {
  const [uploads, found] = await Promise.all([
    db
      .select({ uploadId: quoteUploads.uploadId, fileName: quoteUploads.fileName, contentType: quoteUploads.contentType, byteSize: quoteUploads.byteSize })
      .from(quoteUploads)
      .where(eq(quoteUploads.quoteId, quote.quoteId))
      .orderBy(asc(quoteUploads.uploadId)),
    lineProducts(
      db,
      quote.items.map((line) => line.productId),
    ),
  ]);
  let itemsCents = 0;
  let discountsCents = quote.discountTotalCents;
  const items = quote.items.map((line) => {
    const product = found.get(line.productId) ?? null;
    const makeAmends = line.itemDiscounts.makeAmends ?? null;
    itemsCents += (product?.priceCents ?? 0) * line.qty;
    discountsCents += (makeAmends ?? 0) * line.qty;
    return {
      productId: line.productId,
      combinationId: line.combinationId,
      qty: line.qty,
      itemDiscounts: { makeAmends: makeAmends === null ? null : centsToEuros(makeAmends) },
      options: line.options,
      product: product?.answer ?? null,
    };
  });
  const request = quote.request;
  return {
    quoteId: quote.quoteId,
    status: quote.status,
    statusLabel: QUOTE_STATUS_LABELS[quote.status],
    request: {
      kind: request.kind,
      kitchenId: request.kitchenId,
      firstName: request.firstName,
      lastName: request.lastName,
      emailAddress: request.emailAddress,
      phoneNumber: request.phoneNumber,
      company: request.company,
      companyName: request.companyName,
      postalCode: request.postalCode,
      houseNumber: request.houseNumber,
      street: request.street,
      city: request.city,
      country: request.country,
      preferredWeek: request.preferredWeek,
      measurements: request.measurements,
      wishes: request.wishes,
    },
    uploads,
    items,
    discountTotal: centsToEuros(quote.discountTotalCents),
    totals: { items: centsToEuros(itemsCents), discounts: centsToEuros(discountsCents), total: centsToEuros(Math.max(0, itemsCents - discountsCents)) },
    validUntil: quote.validUntil,
    customerNote: quote.customerNote,
    sentAt: quote.sentAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    orderRef: quote.orderRef,
  };
}
