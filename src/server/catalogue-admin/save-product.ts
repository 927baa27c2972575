import "server-only";

/**
 * POST /api/catalogue/products/ and PUT /api/catalogue/products/{productId}/
 * (admins, issue 21 part A): the whole editable record in one transaction.
 *
 * - Checked against the catalogue first: the category, the brand, the tags and
 *   the specifications by the category's product type; the EAN and the slug
 *   (within the category) unique. Every problem is a field of one 422, and
 *   nothing is written.
 * - The price history is written by the trigger on `products` (custom SQL of
 *   this part), with this call's clock: `stekker.price_changed_at` for the
 *   transaction, so the tests can pass theirs.
 * - A changed slug or category writes the rewrite from the old address (301).
 * - The product's own FAQ and its tags are replaced as sent.
 * - After the commit this instance drops its copies (catalogue-data-changed.ts);
 *   the others hear the tables' NOTIFY.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";

import { productUrl } from "@/domain/catalogue/urls";
import type { ProductInput } from "@/schemas/catalogue-admin/product-input";
import type { Database } from "@/server/db/client";
import { postgresErrorCode, UNIQUE_VIOLATION } from "@/server/db/postgres-error";
import { brands, categories, hubs, productFaqs, productImages, productTagLinks, productTags, productTypes, products } from "@/server/db/schema";
import { ApiError, type FieldError } from "@/server/http/api-error";

import { catalogueDataChanged } from "./catalogue-data-changed";
import { checkSpecifications } from "./check-specifications";
import { loadProductRecord, type ProductRecord } from "./load-product-record";
import { writeProductRewrite } from "./product-rewrite";

export const PRODUCT_NOT_FOUND = "Product niet gevonden";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * One writer of the catalogue's ids at a time: products, FAQs, rewrites and
 * combinations take the next free number (their ids are the shop's own, not a
 * sequence), and admins are few.
 */
export async function lockCatalogueWrites(tx: Transaction, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stekker.catalogue-admin'))`);
  await tx.execute(sql`select set_config('stekker.price_changed_at', ${now.toISOString()}, true)`);
}

/** The words search needs from other tables (schema.ts, `search_keywords`): brand, type, category, hub, and the enum values. */
function searchKeywords(parts: { brandName: string; typeName: string; typePlural: string; categoryName: string; hubName: string }, enumValues: string[]): string {
  const words = [parts.brandName, parts.typeName, parts.typePlural, parts.categoryName, parts.hubName, ...enumValues].filter((word) => word.length > 0);
  const joined = words.flatMap((word) => [...word.toLowerCase().matchAll(/[\p{L}]+(?:-[\p{L}]+)+/gu)].map((found) => found[0].replaceAll("-", "")));
  return [...new Set([...words, ...joined])].join(" ");
}

export async function saveProduct(db: Database, input: ProductInput, now: Date, productId?: number): Promise<ProductRecord> {
  if (productId !== undefined) {
    const [exists] = await db.select({ productId: products.productId }).from(products).where(eq(products.productId, productId));
    if (!exists) throw new ApiError(404, PRODUCT_NOT_FOUND);
  }
  const errors: FieldError[] = [];
  const [category] = await db
    .select({ category: categories, hubName: hubs.name, type: productTypes })
    .from(categories)
    .innerJoin(hubs, eq(hubs.slug, categories.hubSlug))
    .innerJoin(productTypes, eq(productTypes.code, categories.productType))
    .where(eq(categories.categoryId, input.categoryId));
  if (!category) errors.push({ field: "categoryId", errorMessage: "Deze categorie bestaat niet" });
  const [brand] = await db.select().from(brands).where(eq(brands.slug, input.brand));
  if (!brand) errors.push({ field: "brand", errorMessage: "Dit merk staat niet in de lijst" });
  if (input.tagIds.length > 0) {
    const known = new Set((await db.select({ tagId: productTags.tagId }).from(productTags).where(inArray(productTags.tagId, input.tagIds))).map((row) => row.tagId));
    const unknown = input.tagIds.filter((id) => !known.has(id));
    if (unknown.length > 0) errors.push({ field: "tagIds", errorMessage: `Onbekend label: ${unknown.join(", ")}` });
  }
  const [sameEan] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.ean, input.ean), productId === undefined ? undefined : ne(products.productId, productId)));
  if (sameEan) errors.push({ field: "ean", errorMessage: `Deze EAN hoort al bij product ${sameEan.productId}` });
  const [sameSlug] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.categoryId, input.categoryId), eq(products.slug, input.slug), productId === undefined ? undefined : ne(products.productId, productId)));
  if (sameSlug) errors.push({ field: "slug", errorMessage: `Deze slug heeft product ${sameSlug.productId} in deze categorie al` });
  let specifications: Record<string, string | number | boolean> = {};
  if (category) {
    const checked = checkSpecifications(category.type.specifications, input.specifications, input);
    errors.push(...checked.errors);
    specifications = checked.values;
  }
  if (errors.length > 0 || !category || !brand) throw new ApiError(422, errors[0]?.errorMessage ?? "Controleer de invoer", errors);

  const enumValues = category.type.specifications.filter((definition) => definition.kind === "enum").flatMap((definition) => {
    const value = specifications[definition.key];
    return typeof value === "string" ? [value] : [];
  });
  const values = {
    slug: input.slug,
    brandSlug: input.brand,
    name: input.name,
    series: input.series,
    ean: input.ean,
    productType: category.category.productType,
    categoryId: input.categoryId,
    colour: input.colour,
    description: input.description,
    priceCents: input.price,
    cashDeskDiscountCents: input.cashDeskDiscount,
    makeAmendsDiscountCents: input.makeAmendsDiscount,
    cashbackCents: input.cashback,
    deliveryCostCents: input.deliveryCost,
    assemblyPriceCents: input.assemblyPrice,
    assemblyPriceSecondaryCents: input.assemblyPriceSecondary,
    extraServicePriceCents: input.extraServicePrice,
    extraWarrantyPriceCents: input.extraWarrantyPrice,
    freeAssembly: input.freeAssembly,
    freeAssemblyDismissable: input.freeAssemblyDismissable,
    freeExtraService: input.freeExtraService,
    freeExtraWarranty: input.freeExtraWarranty,
    freeExtraWarrantyDismissable: input.freeExtraWarrantyDismissable,
    pickUpDiscountCents: input.pickUpDiscountPrice,
    expired: input.expired,
    energyClass: input.energyClass,
    specifications,
    searchKeywords: searchKeywords(
      { brandName: brand.name, typeName: category.type.name, typePlural: category.type.namePlural, categoryName: category.category.name, hubName: category.hubName },
      enumValues,
    ),
  };

  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      await lockCatalogueWrites(tx, now);
      let id: number;
      if (productId === undefined) {
        const [created] = await tx
          .insert(products)
          .values({
            ...values,
            productId: sql`(select coalesce(max(${products.productId}), 0) + 1 from ${products})`,
            stock: 0,
            releasedAt: now.toISOString().slice(0, 10),
            createdAt: now,
          })
          .returning({ productId: products.productId });
        id = created!.productId;
        // The demo's drawing of the product's type and colour, until an image is uploaded (part D).
        await tx.insert(productImages).values({ productId: id, position: 1, view: "front", alt: `${brand.name} ${input.name}` });
      } else {
        const [before] = await tx
          .select({ slug: products.slug, categorySlug: categories.slug })
          .from(products)
          .innerJoin(categories, eq(categories.categoryId, products.categoryId))
          .where(eq(products.productId, productId))
          .for("update", { of: products });
        if (!before) throw new ApiError(404, PRODUCT_NOT_FOUND);
        await tx.update(products).set(values).where(eq(products.productId, productId));
        await writeProductRewrite(tx, productUrl(before.categorySlug, before.slug), productUrl(category.category.slug, input.slug));
        id = productId;
      }
      await tx.delete(productFaqs).where(eq(productFaqs.productId, id));
      if (input.faq.length > 0) {
        const [{ next }] = (await tx.select({ next: sql<number>`coalesce(max(${productFaqs.faqId}), 0)::int + 1` }).from(productFaqs)) as [{ next: number }];
        await tx.insert(productFaqs).values(input.faq.map((entry, index) => ({ faqId: next + index, productId: id, question: entry.question, answer: entry.answer, position: index + 1 })));
      }
      await tx.delete(productTagLinks).where(eq(productTagLinks.productId, id));
      if (input.tagIds.length > 0) await tx.insert(productTagLinks).values(input.tagIds.map((tagId) => ({ productId: id, tagId })));
      return id;
    });
  } catch (error) {
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    // Another admin took the EAN or slug between the check and the write.
    throw new ApiError(409, "Een ander product kreeg zojuist dezelfde EAN of slug. Controleer en probeer het opnieuw.");
  }
  catalogueDataChanged(db);
  return (await loadProductRecord(db, savedId, now))!;
}
