import "server-only";

/**
 * GET /api/catalogue/products/{productId}/ (staff): the whole record as the
 * back office's form edits it (issue 21, part A), with what it only shows:
 * stock and the expected stock date (part B's route writes them), images
 * (part D's), the last 60 days of prices and what the customer sees now by the
 * Omnibus rule, in words.
 */
import { and, asc, eq, lte } from "drizzle-orm";
import type { z } from "zod";

import { omnibusExplanation } from "@/domain/catalogue/omnibus-explanation";
import { omnibusVerdict, type PricePoint } from "@/domain/catalogue/omnibus";
import { EXTRA_WARRANTY_KEY, WARRANTY_KEY } from "@/domain/catalogue/warranty";
import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import { centsToEuros } from "@/domain/money";
import type { productRecordSchema } from "@/schemas/answers/catalogue-admin";
import type { Database } from "@/server/db/client";
import { categories, priceHistory, productFaqs, productImages, productTagLinks, products } from "@/server/db/schema";

import { WARRANTY_KEYS } from "./check-specifications";

export type ProductRecord = z.output<typeof productRecordSchema>;

const HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;
const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));
const years = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : null);

export async function loadProductRecord(db: Database, productId: number, now: Date): Promise<ProductRecord | null> {
  const [row] = await db
    .select({ product: products, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(eq(products.productId, productId));
  if (!row) return null;
  const { product } = row;
  const [faqs, tags, images, history] = await Promise.all([
    db.select({ question: productFaqs.question, answer: productFaqs.answer }).from(productFaqs).where(eq(productFaqs.productId, productId)).orderBy(asc(productFaqs.position)),
    db.select({ tagId: productTagLinks.tagId }).from(productTagLinks).where(eq(productTagLinks.productId, productId)).orderBy(asc(productTagLinks.tagId)),
    db.select({ position: productImages.position, alt: productImages.alt }).from(productImages).where(eq(productImages.productId, productId)).orderBy(asc(productImages.position)),
    // Every point up to now: the Omnibus verdict may need the 30 days before a reduction that began long ago.
    db.select().from(priceHistory).where(and(eq(priceHistory.productId, productId), lte(priceHistory.validFrom, now))).orderBy(asc(priceHistory.validFrom)),
  ]);
  const points: PricePoint[] = history.map((point) => ({ priceCents: point.priceCents, sellingPriceCents: point.sellingPriceCents ?? point.priceCents, validFrom: point.validFrom }));
  const verdict = omnibusVerdict({ listPriceCents: product.priceCents, sellingPriceCents: product.sellingPriceCents, history: points, now });
  const since = now.getTime() - HISTORY_DAYS * DAY_MS;
  const firstShown = points.findLastIndex((point) => point.validFrom.getTime() <= since);
  const specifications = Object.fromEntries(Object.entries(product.specifications).filter(([key]) => !WARRANTY_KEYS.includes(key)));
  return {
    productId: product.productId,
    url: productUrl(row.categorySlug, product.slug),
    productType: product.productType,
    slug: product.slug,
    name: product.name,
    series: product.series,
    brand: product.brandSlug,
    categoryId: product.categoryId,
    colour: product.colour,
    description: product.description,
    ean: product.ean,
    energyClass: product.energyClass,
    price: centsToEuros(product.priceCents),
    cashDeskDiscount: euros(product.cashDeskDiscountCents),
    makeAmendsDiscount: euros(product.makeAmendsDiscountCents),
    cashback: euros(product.cashbackCents),
    deliveryCost: centsToEuros(product.deliveryCostCents),
    assemblyPrice: euros(product.assemblyPriceCents),
    assemblyPriceSecondary: euros(product.assemblyPriceSecondaryCents),
    extraServicePrice: euros(product.extraServicePriceCents),
    extraWarrantyPrice: euros(product.extraWarrantyPriceCents),
    warrantyYears: years(product.specifications[WARRANTY_KEY]),
    extraWarrantyYears: years(product.specifications[EXTRA_WARRANTY_KEY]),
    freeAssembly: product.freeAssembly,
    freeAssemblyDismissable: product.freeAssemblyDismissable,
    freeExtraService: product.freeExtraService,
    freeExtraWarranty: product.freeExtraWarranty,
    freeExtraWarrantyDismissable: product.freeExtraWarrantyDismissable,
    pickUpDiscountPrice: euros(product.pickUpDiscountCents),
    expired: product.expired,
    specifications,
    faq: faqs,
    tagIds: tags.map((tag) => tag.tagId),
    stock: product.stock,
    stockEstimatedDate: product.stockEstimatedDate,
    images: images.map((image) => ({ position: image.position, url: productImageUrl(productId, image.position), alt: image.alt })),
    priceHistory: points
      .slice(Math.max(0, firstShown))
      .reverse()
      .map((point) => ({ price: centsToEuros(point.priceCents), sellingPrice: centsToEuros(point.sellingPriceCents), validFrom: point.validFrom.toISOString() })),
    customerView: {
      sellingPrice: centsToEuros(product.sellingPriceCents),
      wasPrice: euros(verdict.wasPriceCents),
      reason: verdict.reason,
      explanation: omnibusExplanation(verdict, product.sellingPriceCents),
      lowestPaidBeforeReduction: euros(verdict.lowestPaidCents),
      reductionStart: verdict.reductionStart?.toISOString() ?? null,
    },
    createdAt: product.createdAt.toISOString(),
  };
}

