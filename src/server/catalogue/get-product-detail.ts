import "server-only";

/**
 * Everything the product page shows (ProductDetail). An expired product still
 * has its page (shoppers and search engines arrive from old links), with
 * alternatives: products of the same category at a similar price that are in
 * stock and still sold.
 */
import { type SQL, sql } from "drizzle-orm";

import type { PricedOption, ProductCombination, ProductDetail } from "@/domain/catalogue/product-detail";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { isSmallApplianceCategory } from "@/domain/catalogue/small-appliances";
import { formatSpecificationValue } from "@/domain/catalogue/specifications";
import { uploadedImageUrl } from "@/domain/catalogue/uploaded-images";
import { productImageUrl } from "@/domain/catalogue/urls";
import { type Database, getDatabase } from "@/server/db/client";
import { isStorableId } from "@/server/db/ids";
import { queryRows } from "@/server/db/rows";
import type { ProductRow } from "@/server/db/schema";
import { closedDeliveryDates } from "@/server/delivery/closed-delivery-dates";

import { summaryStatement, type SummaryRow, toProductSummary } from "./product-summaries";
import { loadReferenceData } from "./reference-data";

export const MAX_ALTERNATIVES = 8;

export async function getProductDetail(categorySlug: string, productSlug: string): Promise<ProductDetail | null> {
  return loadProductDetail(await getDatabase(), categorySlug, productSlug, new Date());
}

export async function getProductDetailById(productId: number): Promise<ProductDetail | null> {
  return loadProductDetailById(await getDatabase(), productId, new Date());
}

export async function loadProductDetail(db: Database, categorySlug: string, productSlug: string, now: Date): Promise<ProductDetail | null> {
  const category = (await loadReferenceData(db)).categoriesBySlug.get(categorySlug);
  if (!category) return null;
  return loadProductDetailWhere(db, sql`o.category_id = ${category.categoryId}::int and o.slug = ${productSlug}`, now);
}

export async function loadProductDetailById(db: Database, productId: number, now: Date): Promise<ProductDetail | null> {
  if (!isStorableId(productId)) return null;
  return loadProductDetailWhere(db, sql`o.product_id = ${productId}::int`, now);
}

/** The detail of the product `o` (products) that `ownCondition` picks, in one statement. */
async function loadProductDetailWhere(db: Database, ownCondition: SQL, now: Date): Promise<ProductDetail | null> {
  const [ref, rows, closed] = await Promise.all([
    loadReferenceData(db),
    queryRows<DetailStatementRow>(db, summaryStatement(detailPage(ownCondition), now, DETAIL_COLUMNS)),
    closedDeliveryDates(db, now),
  ]);
  const own = rows.find((row) => row.ord === OWN_ORD);
  const product = own?.detail;
  if (!own || !product) return null;
  const productId = own.product_id;
  const summaries = new Map(rows.map((row) => [row.product_id, toProductSummary(row, ref, now, closed)]));
  const summary = summaries.get(productId)!;
  const alternatives = rows.filter((row) => row.ord > OWN_ORD && row.ord <= MAX_ALTERNATIVES).map((row) => summaries.get(row.product_id)!);

  const type = ref.productTypes.get(product.productType);
  const category = ref.categories.get(product.categoryId);
  const hub = category ? ref.hubs.get(category.hubSlug) : undefined;
  return {
    ...summary,
    ean: product.ean,
    series: product.series,
    colour: product.colour,
    description: product.description,
    productType: { code: product.productType, name: type?.name ?? product.productType },
    hub: { slug: hub?.slug ?? "", name: hub?.name ?? "" },
    categoryId: product.categoryId,
    // Uploaded photos when there are any (issue 21, part D), else the demo's drawings.
    images:
      product.photos.length > 0
        ? product.photos.map((photo) => ({ url: uploadedImageUrl({ productId, imageId: photo.imageId, hash: photo.hash }, 640), alt: photo.alt || summary.image.alt, view: "foto" }))
        : product.images.map((image) => ({ url: productImageUrl(productId, image.position), alt: image.alt, view: image.view })),
    specifications: (type?.specifications ?? [])
      .filter((definition) => product.specifications[definition.key] !== undefined)
      .map((definition) => ({
        key: definition.key,
        label: definition.label,
        value: formatSpecificationValue(definition, product.specifications[definition.key]),
        ...(definition.help ? { help: definition.help } : {}),
      })),
    listPriceCents: product.priceCents,
    cashDeskDiscountCents: product.cashDeskDiscountCents,
    makeAmendsDiscountCents: product.makeAmendsDiscountCents,
    deliveryCostCents: product.deliveryCostCents,
    options: {
      assembly: option(product.assemblyPriceCents, product.freeAssembly, product.freeAssemblyDismissable, product.assemblyPriceSecondaryCents),
      extraService: option(product.extraServicePriceCents, product.freeExtraService, false),
      extraWarranty: option(product.extraWarrantyPriceCents, product.freeExtraWarranty, product.freeExtraWarrantyDismissable),
      pickUpDiscountCents: product.pickUpDiscountCents,
    },
    expired: product.expired,
    stock: product.stock,
    floorSelectionDisabled: isSmallApplianceCategory(product.categoryId),
    combinations: product.combinations.map((combination) => combinationOf(combination, summaries)),
    faq: product.faq,
    tags: product.tags,
    alternatives,
  };
}

/*
 * The whole page is one statement (issue 18: it was nine round trips, each
 * taking a pool connection). Its rows are cards: the product itself (ord 0),
 * its alternatives (ord 1 to MAX_ALTERNATIVES, closest first) and the parts of
 * its combinations (PART_ORD); the product's own row also carries everything
 * else the page shows as one JSON column, `detail`.
 */
const OWN_ORD = 0;
const PART_ORD = 1000;

/**
 * Same category, closest in price, in stock and still sold; the most popular
 * first among equals. Rather than sorting the whole category by the distance,
 * two short range scans of products_category_price_idx (category, selling
 * price) read the closest products at or above the price and those below it;
 * the best MAX_ALTERNATIVES of both sides are the best of the category.
 */
function detailPage(ownCondition: SQL): SQL {
  return sql`
    with own as (
      select o.product_id, o.category_id, o.selling_price_cents from products o where ${ownCondition}
    ),
    nearby as (
      select above.* from own cross join lateral (
        select p.product_id, p.selling_price_cents - own.selling_price_cents as distance, p.popularity
        from products p
        where p.category_id = own.category_id and p.selling_price_cents >= own.selling_price_cents
          and p.product_id <> own.product_id and not p.expired and p.stock > 0
        order by p.selling_price_cents, p.popularity desc, p.product_id
        limit ${sql.raw(String(MAX_ALTERNATIVES))}
      ) above
      union all
      select below.* from own cross join lateral (
        select p.product_id, own.selling_price_cents - p.selling_price_cents as distance, p.popularity
        from products p
        where p.category_id = own.category_id and p.selling_price_cents < own.selling_price_cents
          and not p.expired and p.stock > 0
        order by p.selling_price_cents desc, p.popularity desc, p.product_id
        limit ${sql.raw(String(MAX_ALTERNATIVES))}
      ) below
    )
    select own.product_id, ${sql.raw(String(OWN_ORD))} as ord from own
    union all
    (select n.product_id, row_number() over (order by n.distance, n.popularity desc, n.product_id)::int as ord
      from nearby n order by n.distance, n.popularity desc, n.product_id limit ${sql.raw(String(MAX_ALTERNATIVES))})
    union all
    select distinct part.product_id, ${sql.raw(String(PART_ORD))} as ord
    from own
    join combination_products mine on mine.product_id = own.product_id
    join combination_products part on part.combination_id = mine.combination_id`;
}

/** The page's own product beyond its card; only on its own row (ord 0). */
const DETAIL_COLUMNS = sql`case when page.ord = ${sql.raw(String(OWN_ORD))} then json_build_object(
    'productType', p.product_type, 'categoryId', p.category_id,
    'ean', p.ean, 'series', p.series, 'colour', p.colour, 'description', p.description, 'specifications', p.specifications,
    'priceCents', p.price_cents, 'cashDeskDiscountCents', p.cash_desk_discount_cents, 'deliveryCostCents', p.delivery_cost_cents,
    'assemblyPriceCents', p.assembly_price_cents, 'assemblyPriceSecondaryCents', p.assembly_price_secondary_cents,
    'extraServicePriceCents', p.extra_service_price_cents, 'extraWarrantyPriceCents', p.extra_warranty_price_cents,
    'freeAssembly', p.free_assembly, 'freeAssemblyDismissable', p.free_assembly_dismissable, 'freeExtraService', p.free_extra_service,
    'freeExtraWarranty', p.free_extra_warranty, 'freeExtraWarrantyDismissable', p.free_extra_warranty_dismissable,
    'pickUpDiscountCents', p.pick_up_discount_cents, 'expired', p.expired,
    'makeAmendsDiscountCents', p.make_amends_discount_cents, 'stock', p.stock,
    'images', coalesce((
      select json_agg(json_build_object('position', i.position, 'alt', i.alt, 'view', i.view) order by i.position)
      from product_images i where i.product_id = p.product_id), '[]'::json),
    'photos', coalesce((
      select json_agg(json_build_object('imageId', u.image_id, 'hash', u.hash, 'alt', u.alt) order by u.position)
      from uploaded_product_images u where u.product_id = p.product_id), '[]'::json),
    -- The product's own questions first, then those of its type.
    'faq', coalesce((
      select json_agg(json_build_object('id', f.faq_id, 'question', f.question, 'answer', f.answer)
        order by f.product_id is null, f.position, f.faq_id)
      from product_faqs f where f.product_id = p.product_id or f.product_type = p.product_type), '[]'::json),
    'tags', coalesce((
      select json_agg(json_build_object('id', t.tag_id, 'slug', t.slug, 'name', t.name) order by t.position, t.tag_id)
      from product_tag_links l join product_tags t on t.tag_id = l.tag_id where l.product_id = p.product_id), '[]'::json),
    'combinations', coalesce((
      select json_agg(json_build_object('combinationId', c.combination_id, 'slug', c.slug, 'name', c.name, 'discountCents', c.discount_cents,
          'productIds', (select json_agg(cp.product_id order by cp.position, cp.product_id) from combination_products cp where cp.combination_id = c.combination_id))
        order by c.combination_id)
      from combinations c
      where c.combination_id in (select mine.combination_id from combination_products mine where mine.product_id = p.product_id)), '[]'::json)
  ) end as detail`;

/** What `detail` holds; its keys are listed one by one so a column added to the product but not to DETAIL_COLUMNS fails to compile where it is used. */
type DetailProductColumns = Pick<
  ProductRow,
  | "productType"
  | "categoryId"
  | "ean"
  | "series"
  | "colour"
  | "description"
  | "specifications"
  | "priceCents"
  | "cashDeskDiscountCents"
  | "deliveryCostCents"
  | "assemblyPriceCents"
  | "assemblyPriceSecondaryCents"
  | "extraServicePriceCents"
  | "extraWarrantyPriceCents"
  | "freeAssembly"
  | "freeAssemblyDismissable"
  | "freeExtraService"
  | "freeExtraWarranty"
  | "freeExtraWarrantyDismissable"
  | "pickUpDiscountCents"
  | "expired"
  | "makeAmendsDiscountCents"
  | "stock"
>;

interface DetailJson extends DetailProductColumns {
  images: { position: number; alt: string; view: string }[];
  photos: { imageId: number; hash: string; alt: string }[];
  faq: { id: number; question: string; answer: string }[];
  tags: { id: number; slug: string; name: string }[];
  combinations: { combinationId: number; slug: string; name: string; discountCents: number; productIds: number[] }[];
}

interface DetailStatementRow extends SummaryRow {
  detail: DetailJson | null;
}

function option(priceCents: number | null, free: boolean, dismissable: boolean, secondaryPriceCents?: number | null): PricedOption | null {
  if (priceCents === null) return null;
  return { priceCents, ...(secondaryPriceCents != null ? { secondaryPriceCents } : {}), free, dismissable };
}

function combinationOf(combination: DetailJson["combinations"][number], summaries: ReadonlyMap<number, ProductSummary>): ProductCombination {
  const parts = combination.productIds.flatMap((id) => {
    const part = summaries.get(id);
    return part ? [part] : [];
  });
  return {
    combinationId: combination.combinationId,
    slug: combination.slug,
    name: combination.name,
    discountCents: combination.discountCents,
    products: parts,
    totalPriceCents: parts.reduce((sum, part) => sum + part.priceCents, 0) - combination.discountCents,
  };
}
