import "server-only";

/**
 * The one way a product becomes a ProductSummary (a card): listings, search,
 * front-page offers, alternatives and combinations all read it through here, so
 * the Omnibus rule, the key specifications, the image and the delivery promise
 * are applied the same everywhere.
 *
 * The statement takes a "page" of product ids with their order and reads the
 * rest only for those: a listing sorts and limits first, then fetches 24 cards,
 * rather than joining images and price history for every match.
 */
import { sql, type SQL } from "drizzle-orm";

import { deliveryPromise } from "@/domain/catalogue/delivery-promise";
import { OMNIBUS_WINDOW_DAYS, omnibusWasPriceCents, type PricePoint } from "@/domain/catalogue/omnibus";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { formatKeySpecification, type SpecificationValues } from "@/domain/catalogue/specifications";
import { CARD_IMAGE_WIDTH, uploadedImageUrl } from "@/domain/catalogue/uploaded-images";
import { productImageUrl, productUrl } from "@/domain/catalogue/urls";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { closedDeliveryDates } from "@/server/delivery/closed-delivery-dates";

import { loadReferenceData, type ReferenceData } from "./reference-data";

export interface SummaryRow {
  ord: number;
  product_id: number;
  slug: string;
  name: string;
  brand_slug: string;
  category_id: number;
  product_type: string;
  price_cents: number;
  selling_price_cents: number;
  cash_desk_discount_cents: number | null;
  cashback_cents: number | null;
  delivery_cost_cents: number;
  energy_class: string | null;
  rating_average: number | null;
  rating_count: number;
  stock: number;
  stock_estimated_date: string | null;
  specifications: SpecificationValues;
  image_position: number | null;
  image_alt: string | null;
  /** The first uploaded photo (issue 21, part D), shown instead of the drawing. */
  photo_id: number | null;
  photo_hash: string | null;
  photo_alt: string | null;
  /** [price in cents, valid from in epoch ms], only for discounted products: nothing else can show a was-price. */
  history: HistoryJson[] | null;
  tag_ids: number[] | null;
}

/**
 * The cards of a page. `page` is a statement answering (product_id, ord); the
 * cards come back in `ord` order.
 */
export async function loadSummaries(db: Database, page: SQL, now: Date): Promise<ProductSummary[]> {
  const [ref, rows, closed] = await Promise.all([loadReferenceData(db), queryRows<SummaryRow>(db, summaryStatement(page, now)), closedDeliveryDates(db, now)]);
  return rows.map((row) => toProductSummary(row, ref, now, closed));
}

/** The product ids a statement answers (`product_id`), in its order: what a listing keeps a copy of. */
export function loadProductIds(db: Database, statement: SQL): Promise<number[]> {
  return queryRows<{ product_id: number }>(db, statement).then((rows) => rows.map((row) => row.product_id));
}

/** The cards of given products, in the order of the ids. */
export function loadSummariesByIds(db: Database, productIds: readonly number[], now: Date): Promise<ProductSummary[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  // One array parameter rather than a VALUES row per id: the same statement text (prepared once) for any number of ids.
  return loadSummaries(db, sql`select * from unnest(${`{${productIds.join(",")}}`}::int[]) with ordinality as ids(product_id, ord)`, now);
}

/** One point of `omnibusHistorySql`'s answer: [list price, price paid, valid from in epoch ms]. */
export type HistoryJson = [number, number | null, number];

/**
 * The price history the Omnibus rule (domain/catalogue/omnibus.ts) needs of
 * product `p`, as JSON triples [list price, price paid, valid from in epoch ms]:
 * every point from the one in effect 30 days before the current reduction began
 * until now. The reduction began after the last point at which nothing was taken
 * off (paid >= list); without such a point, at the first point on record. Only
 * for discounted products, as nothing else can show a was-price. Each lookup is
 * a walk of the primary key (product_id, valid_from).
 */
export function omnibusHistorySql(now: Date): SQL {
  const nowText = now.toISOString();
  const paid = (alias: string) => sql.raw(`coalesce(${alias}.selling_price_cents, ${alias}.price_cents)`);
  return sql`case when p.cash_desk_discount_cents > 0 then (
        select json_agg(json_build_array(h.price_cents, h.selling_price_cents, (extract(epoch from h.valid_from) * 1000)::float8) order by h.valid_from)
        from price_history h
        where h.product_id = p.product_id
          and h.valid_from <= ${nowText}::timestamptz
          and h.valid_from >= coalesce((
            select max(h2.valid_from) from price_history h2
            where h2.product_id = p.product_id
              and h2.valid_from <= coalesce((
                select min(h3.valid_from) from price_history h3
                where h3.product_id = p.product_id
                  and h3.valid_from <= ${nowText}::timestamptz
                  and h3.valid_from > coalesce((
                    select max(h4.valid_from) from price_history h4
                    where h4.product_id = p.product_id and h4.valid_from <= ${nowText}::timestamptz and ${paid("h4")} >= h4.price_cents
                  ), '-infinity'::timestamptz)
              ), ${nowText}::timestamptz) - make_interval(days => ${OMNIBUS_WINDOW_DAYS})
          ), '-infinity'::timestamptz)
      ) end`;
}

export function historyPoints(history: HistoryJson[] | null): PricePoint[] {
  return (history ?? []).map(([priceCents, sellingPriceCents, validFrom]) => ({ priceCents, sellingPriceCents: sellingPriceCents ?? priceCents, validFrom: new Date(validFrom) }));
}

/**
 * The card columns of the products `page` answers, in `ord` order. `extraColumns`
 * may add columns of `page` and `p` (the product) for a read that needs more than
 * the card in the same round trip (the product page).
 */
export function summaryStatement(page: SQL, now: Date, extraColumns?: SQL): SQL {
  return sql`
    with page as (${page})
    select page.ord::int as ord, p.product_id, p.slug, p.name, p.brand_slug, p.category_id, p.product_type,
      p.price_cents, p.selling_price_cents, p.cash_desk_discount_cents, p.cashback_cents, p.delivery_cost_cents, p.energy_class,
      p.rating_average, p.rating_count, p.stock, p.stock_estimated_date::text as stock_estimated_date, p.specifications,
      img.position::int as image_position, img.alt as image_alt,
      photo.image_id as photo_id, photo.hash as photo_hash, photo.alt as photo_alt,
      ${omnibusHistorySql(now)} as history,
      (select array_agg(l.tag_id order by l.tag_id) from product_tag_links l where l.product_id = p.product_id) as tag_ids
      ${extraColumns ? sql`, ${extraColumns}` : sql``}
    from page
    join products p on p.product_id = page.product_id
    left join lateral (
      select i.position, i.alt from product_images i where i.product_id = p.product_id order by i.position limit 1
    ) img on true
    left join lateral (
      select u.image_id, u.hash, u.alt from uploaded_product_images u where u.product_id = p.product_id order by u.position limit 1
    ) photo on true
    order by page.ord`;
}

export function toProductSummary(row: SummaryRow, ref: ReferenceData, now: Date, closedDates?: ReadonlySet<string>): ProductSummary {
  const brand = ref.brands.get(row.brand_slug);
  const category = ref.categories.get(row.category_id);
  const type = ref.productTypes.get(row.product_type);
  const categorySlug = category?.slug ?? "";
  const brandName = brand?.name ?? row.brand_slug;
  const inStock = row.stock > 0;
  const history = historyPoints(row.history);
  return {
    productId: row.product_id,
    brand: { slug: row.brand_slug, name: brandName },
    name: row.name,
    url: productUrl(categorySlug, row.slug),
    image:
      row.photo_id !== null && row.photo_hash !== null
        ? { url: uploadedImageUrl({ productId: row.product_id, imageId: row.photo_id, hash: row.photo_hash }, CARD_IMAGE_WIDTH), alt: row.photo_alt || `${brandName} ${row.name}` }
        : { url: productImageUrl(row.product_id, row.image_position ?? 1), alt: row.image_alt ?? `${brandName} ${row.name}` },
    category: { slug: categorySlug, name: category?.name ?? "" },
    priceCents: row.selling_price_cents,
    priceBeforeDiscountCents: omnibusWasPriceCents({ listPriceCents: row.price_cents, sellingPriceCents: row.selling_price_cents, history, now }),
    keySpecifications: (type?.keySpecifications ?? [])
      .filter((definition) => row.specifications[definition.key] !== undefined)
      .map((definition) => formatKeySpecification(definition, row.specifications[definition.key])),
    cashbackCents: row.cashback_cents,
    cashDeskDiscountCents: row.cash_desk_discount_cents,
    deliveryCostCents: row.delivery_cost_cents,
    energyClass: row.energy_class,
    ratingAverage: row.rating_average,
    ratingCount: row.rating_count,
    inStock,
    stockEstimatedDate: row.stock_estimated_date,
    delivery: deliveryPromise({ inStock, stockEstimatedDate: row.stock_estimated_date }, now, SHOP_TIME_ZONE, closedDates),
    tags: (row.tag_ids ?? []).flatMap((id) => {
      const tag = ref.tags.get(id);
      return tag ? [{ slug: tag.slug, name: tag.name }] : [];
    }),
  };
}
