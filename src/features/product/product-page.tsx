import NextLink from "next/link";
import type { ReactNode } from "react";

import { PageContainer } from "@/components/layout/page-container";
import { Breadcrumbs, type Crumb } from "@/components/navigation/breadcrumbs";
import { DeliveryPromise } from "@/components/product/delivery-promise";
import { EnergyLabel, ProductSheetTable } from "@/components/product/energy-label";
import { energyLabelFromDetail, type EnergyLabelInfo } from "@/components/product/energy-label-info";
import { EnergyLabelLink } from "@/components/product/energy-label-link";
import { PriceTag } from "@/components/product/price-tag";
import { ProductCard } from "@/components/product/product-card";
import { RatingStars } from "@/components/product/rating-stars";
import { REVIEWS_ANCHOR } from "@/components/product/review-summary";
import { deliveryCostPromise } from "@/domain/cart/delivery-cost";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import type { ProductDetail, SpecificationRow } from "@/domain/catalogue/product-detail";
import type { RatingListAnswer } from "@/schemas/answers/ratings";
import { inGroupOrder, specificationGroupOf, type SpecificationGroup } from "@/domain/catalogue/specification-groups";
import { typeNumberOf } from "@/domain/catalogue/type-number";
import { describeExtraWarranty, EXTRA_WARRANTY_KEY, WARRANTY_KEY } from "@/domain/catalogue/warranty";

import { BuyBar } from "./buy-bar";
import { Combinations } from "./combinations";
import { COPY, STOCK_ALERT_COPY } from "./copy";
import { Gallery } from "./gallery";
import { OptionsBox, type OptionInformation } from "./options-box";
import { ProductReviews, type ReviewSite } from "./reviews/product-reviews";
import styles from "./product.module.css";
import { StockAlertForm } from "./stock-alert-form";
import shared from "@/components/layout/shared.module.css";

interface ProductPageProps {
  product: ProductDetail;
  crumbs: Crumb[];
  now: Date;
  /** 'Meer info' texts from the shop's information, when it has them. */
  information?: Partial<Record<"assembly" | "extraService" | "extraWarranty" | "pickUp" | "cashback" | "cashDesk", OptionInformation>>;
  /** What only a signed-in member of staff sees, under the delivery promise; nothing for a guest. */
  staffFacts?: ReactNode;
  /** Staff's buttons beside "In winkelwagen" (issue 22: "Aan offerte toevoegen"); nothing for a guest. */
  staffActions?: ReactNode;
  /** Issue 23: the small support widget (phone, e-mail, WhatsApp, open now) below the delivery promise. */
  support?: ReactNode;
  /** The shop's small-order rule in force (server/shop-settings), for the delivery cost the page and the alternatives promise. */
  smallOrder: SmallOrderPolicy;
  /** Issue 23: the first page of the approved reviews with their summary, and the review sites' scores. */
  reviews: RatingListAnswer;
  reviewSites: readonly ReviewSite[];
}

/** The rows behind the three key specifications, with their labels; the formatted values when no row matches. */
function keySpecificationRows(product: ProductDetail): { label?: string; value: string }[] {
  return product.keySpecifications.slice(0, 3).map((value) => {
    const row = product.specifications.find((candidate) => candidate.value === value);
    return row ? { label: row.label, value: row.value } : { value };
  });
}

export function ProductPage({ product, crumbs, now, information = {}, staffFacts, staffActions, support, smallOrder, reviews, reviewSites }: ProductPageProps) {
  const label = energyLabelFromDetail(product);
  const builtIn = product.hub.slug === "inbouwapparatuur";
  const soldOut = product.delivery?.kind === "unavailable";
  const buyable = !product.expired && !soldOut;
  const sections = [
    ...(product.expired && product.alternatives.length > 0 ? [{ id: "alternatieven", title: "Alternatieven" }] : []),
    { id: "specificaties", title: COPY.specifications },
    ...(label ? [{ id: "energielabel", title: "Energielabel" }] : []),
    ...(product.combinations.length > 0 ? [{ id: "combinaties", title: COPY.combinations }] : []),
    { id: REVIEWS_ANCHOR, title: "Reviews" },
    ...(product.faq.length > 0 ? [{ id: "vragen", title: COPY.faq }] : []),
    ...(!product.expired && product.alternatives.length > 0 ? [{ id: "alternatieven", title: "Alternatieven" }] : []),
  ];
  return (
    <PageContainer>
      <Breadcrumbs crumbs={crumbs} />
      {product.expired ? (
        <div className={styles.notice} role="note" aria-labelledby="expired-title">
          <svg className={styles.noticeIcon} viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z" />
          </svg>
          <div>
            <p id="expired-title" className={styles.noticeTitle}>
              {COPY.expiredTitle}
            </p>
            <p>{COPY.expiredText}</p>
            {product.alternatives.length > 0 ? (
              <a href="#alternatieven" className={styles.link}>
                {COPY.expiredLink}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.title}>
            <span className={styles.brandLine}>{product.brand.name}</span>{" "}
            {product.name}
          </h1>
          <div className={styles.headingMeta}>
            <RatingStars average={product.ratingAverage} count={product.ratingCount} href={`#${REVIEWS_ANCHOR}`} />
            <span>
              {COPY.ean} {product.ean}
            </span>
          </div>
        </div>

        <Gallery images={product.images.map((image) => ({ url: image.url, alt: image.alt }))} title={`${product.brand.name} ${product.name}`} />

        <div className={styles.buyColumn}>
          <div className={`${styles.panel} ${styles.specsPanel}`}>
            <h2 className={shared.visuallyHidden}>{COPY.keySpecs}</h2>
            <ul className={styles.keySpecs}>
              {keySpecificationRows(product).map((row) => (
                <li key={row.value}>
                  <span>
                    {row.label ? <span className={styles.keySpecLabel}>{row.label}: </span> : null}
                    <strong>{row.value}</strong>
                  </span>
                </li>
              ))}
            </ul>
            {product.tags.length > 0 ? (
              <ul className={styles.tags} aria-label={COPY.tags}>
                {product.tags.map((tag) => (
                  <li key={tag.id} className={styles.tag}>
                    {tag.name}
                  </li>
                ))}
              </ul>
            ) : null}
            <p style={{ margin: "10px 0 0" }}>
              <a href="#specificaties" className={styles.link}>
                {COPY.allSpecs}
              </a>
            </p>
          </div>

          <PriceBox product={product} label={label} information={information} now={now} staffFacts={staffFacts} support={support} smallOrder={smallOrder} />
          {product.expired ? null : soldOut ? (
            <SoldOut productId={product.productId} hasAlternatives={product.alternatives.length > 0} />
          ) : (
            <OptionsBox
              productId={product.productId}
              cartProduct={{
                productId: product.productId,
                name: product.name,
                brand: product.brand.name,
                category: product.category.name,
                ean: product.ean,
                priceCents: product.priceCents,
                url: product.url,
                image: product.image,
              }}
              priceCents={product.priceCents} options={product.options} builtIn={builtIn} information={information} staffActions={staffActions} />
          )}
        </div>
      </div>

      <nav aria-label={COPY.pageNav} className={styles.pageNav}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {product.expired ? <Alternatives product={product} now={now} smallOrder={smallOrder} /> : null}

      <section id="specificaties" className={styles.section} aria-labelledby="specificaties-title">
        <h2 id="specificaties-title" className={styles.sectionTitle}>
          {COPY.specifications}
        </h2>
        <div className={styles.twoColumns}>
          <div>
            <SpecificationGroups product={product} />
          </div>
          <div>
            <h3 style={{ margin: "0 0 8px", fontSize: "1.05rem" }}>{COPY.description}</h3>
            <p className={styles.description}>{product.description}</p>
          </div>
        </div>
      </section>

      {label ? (
        <section id="energielabel" className={styles.section} aria-labelledby="energielabel-title">
          <h2 id="energielabel-title" className={styles.sectionTitle}>
            {COPY.energyLabel}
          </h2>
          <div className={styles.energySection}>
            <div className={styles.labelFrame}>
              <EnergyLabel label={label} titleId="energielabel-svg" width="100%" />
            </div>
            <div id="productinformatieblad">
              <ProductSheetTable label={label} caption={COPY.productSheet} />
            </div>
          </div>
        </section>
      ) : null}

      {product.combinations.length > 0 ? (
        <section id="combinaties" className={styles.section} aria-labelledby="combinaties-title">
          <h2 id="combinaties-title" className={styles.sectionTitle}>
            {COPY.combinations}
          </h2>
          <Combinations combinations={product.combinations} />
        </section>
      ) : null}

      <ProductReviews productId={product.productId} reviews={reviews} sites={reviewSites} className={styles.section} headingClassName={styles.sectionTitle} />

      {product.faq.length > 0 ? (
        <section id="vragen" className={styles.section} aria-labelledby="vragen-title">
          <h2 id="vragen-title" className={styles.sectionTitle}>
            {COPY.faq}
          </h2>
          <div className={styles.faq}>
            {product.faq.map((item) => (
              <details key={item.id} className={styles.faqItem}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}

      {product.expired ? null : <Alternatives product={product} now={now} smallOrder={smallOrder} />}
      <p style={{ marginTop: 24 }}>
        <NextLink href={product.category.slug ? `/${product.category.slug}/` : "/"} prefetch={false} className={styles.link}>
          Alle {product.category.name.toLowerCase()}
        </NextLink>
      </p>
      {buyable ? (
        <BuyBar>
          <PriceTag priceCents={product.priceCents} wasCents={product.priceBeforeDiscountCents} />
          {label ? <EnergyLabelLink productId={product.productId} energyClass={label.energyClass} fallbackHref="#energielabel" /> : null}
        </BuyBar>
      ) : null}
    </PageContainer>
  );
}

type Information = NonNullable<ProductPageProps["information"]>;

/** The price with the energy arrow, the discounts, the delivery promise and the cashback; for an expired product, that it is gone. */
function PriceBox({
  product,
  label,
  information,
  now,
  staffFacts,
  support,
  smallOrder,
}: {
  product: ProductDetail;
  label: EnergyLabelInfo | null;
  information: Information;
  now: Date;
  staffFacts: ReactNode;
  support: ReactNode;
  smallOrder: SmallOrderPolicy;
}) {
  const arrow = label ? <EnergyLabelLink productId={product.productId} energyClass={label.energyClass} fallbackHref="#energielabel" size="large" /> : null;
  if (product.expired) {
    return (
      <div className={`${styles.panel} ${styles.priceBox}`}>
        <h2 className={shared.visuallyHidden}>Prijs en levering</h2>
        <div className={styles.priceRow}>
          <p className={styles.unavailable}>{COPY.unavailable}</p>
          {arrow}
        </div>
        {product.alternatives.length > 0 ? (
          <a href="#alternatieven" className={styles.link}>
            {COPY.expiredLink}
          </a>
        ) : null}
      </div>
    );
  }
  return (
    <div className={`${styles.panel} ${styles.priceBox}`}>
      <h2 className={shared.visuallyHidden}>Prijs en levering</h2>
      <div className={styles.priceRow}>
        <PriceTag priceCents={product.priceCents} wasCents={product.priceBeforeDiscountCents} size="large" />
        {arrow}
      </div>
      {product.cashDeskDiscountCents ? (
        <div>
          <p className={styles.discount}>{COPY.cashDesk(product.cashDeskDiscountCents)}</p>
          {information.cashDesk ? <MoreInfo topic="kassakorting" text={information.cashDesk.body} /> : null}
        </div>
      ) : null}
      <p className={styles.priceMeta}>
        {COPY.inclVat} · {COPY.deliveryCost(deliveryCostPromise(product, smallOrder))}
      </p>
      <DeliveryPromise promise={product.delivery} inStock={product.inStock} stockEstimatedDate={product.stockEstimatedDate} now={now} />
      {staffFacts}
      {support}
      {product.cashbackCents ? (
        <div className={styles.cashback}>
          <svg className={styles.cashbackIcon} viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M11.8 10.9c-2.27-.59-3-1.2-3-2.15 0-1.09 1.01-1.85 2.7-1.85 1.78 0 2.44.85 2.5 2.1h2.21c-.07-1.72-1.12-3.3-3.21-3.81V3h-3v2.16c-1.94.42-3.5 1.68-3.5 3.61 0 2.31 1.91 3.46 4.7 4.13 2.5.6 3 1.48 3 2.41 0 .69-.49 1.79-2.7 1.79-2.06 0-2.87-.92-2.98-2.1h-2.2c.12 2.19 1.76 3.42 3.68 3.83V21h3v-2.15c1.95-.37 3.5-1.5 3.5-3.55 0-2.84-2.43-3.81-4.7-4.4z" />
          </svg>
          <span>
            <strong>{COPY.cashback(product.cashbackCents, product.brand.name)}</strong>
            {COPY.cashbackText(product.brand.name)}
            {information.cashback ? <MoreInfo topic="cashback" text={information.cashback.body} /> : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A product out of stock with no date for new stock cannot be delivered or
 * picked up (decisions §3): no options and no button, as on the listing's card,
 * and the cart refuses it too. Instead it offers one mail when it is back in
 * stock ("Mail me als hij er weer is", double opt-in: server/stock-alerts).
 */
function SoldOut({ productId, hasAlternatives }: { productId: number; hasAlternatives: boolean }) {
  return (
    <section className={`${styles.panel} ${styles.soldOut}`} aria-labelledby="uitverkocht-title" data-testid="sold-out">
      <h2 id="uitverkocht-title" className={styles.soldOutTitle}>
        {COPY.soldOutTitle}
      </h2>
      <p>{COPY.soldOutText}</p>
      {hasAlternatives ? (
        <a href="#alternatieven" className={styles.link}>
          {COPY.expiredLink}
        </a>
      ) : null}
      <h3 className={styles.stockAlertTitle}>{STOCK_ALERT_COPY.title}</h3>
      <p>{STOCK_ALERT_COPY.intro}</p>
      <StockAlertForm productId={productId} />
    </section>
  );
}

function Alternatives({ product, now, smallOrder }: { product: ProductDetail; now: Date; smallOrder: SmallOrderPolicy }) {
  if (product.alternatives.length === 0) return null;
  return (
    <section id="alternatieven" className={styles.section} aria-labelledby="alternatieven-title">
      <h2 id="alternatieven-title" className={styles.sectionTitle}>
        {COPY.alternatives(product.brand.name, product.name)}
      </h2>
      <ul className={shared.productTiles}>
        {product.alternatives.map((alternative) => (
          <li key={alternative.productId}>
            <ProductCard product={alternative} now={now} smallOrder={smallOrder} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MoreInfo({ topic, text }: { topic: string; text: string }) {
  return (
    <details className={styles.moreInfo} style={{ marginLeft: 0 }}>
      <summary>
        {COPY.moreInfo}
        <span className={shared.visuallyHidden}> over {topic}</span>
      </summary>
      <p>{text}</p>
    </details>
  );
}

/**
 * The specifications in the groups a shopper compares by: what the appliance
 * does, its dimensions (and the niche a built-in one needs), what its energy
 * label says, its warranty, and the general facts with the type number.
 */
function SpecificationGroups({ product }: { product: ProductDetail }) {
  const general: SpecificationRow[] = [
    { key: "merk", label: COPY.brand, value: product.brand.name },
    { key: "serie", label: COPY.series, value: product.series },
    { key: "typenummer", label: COPY.model, value: typeNumberOf(product.name, product.series) },
    { key: "soort", label: COPY.productType, value: product.productType.name },
    { key: "kleur", label: COPY.colour, value: product.colour },
    { key: "ean", label: COPY.ean, value: product.ean },
  ];
  const inGroup = (group: SpecificationGroup) => inGroupOrder(product.specifications.filter((row) => specificationGroupOf(row.key) === group));
  const energy: SpecificationRow[] = [
    ...(product.energyClass ? [{ key: "energieklasse", label: COPY.energyClass, value: product.energyClass }] : []),
    ...inGroup("energy"),
  ];
  const groups = [
    { title: COPY.properties, rows: inGroup("properties") },
    { title: COPY.dimensions, rows: inGroup("dimensions") },
    { title: energy.some((row) => row.key.startsWith("geluid")) ? COPY.energyAndNoise : COPY.energy, rows: energy },
    { title: COPY.warranty, rows: warrantyRows(inGroup("warranty")) },
    { title: COPY.general, rows: general },
  ].filter((group) => group.rows.length > 0);
  return (
    <>
      {groups.map((group) => (
        <table key={group.title} className={styles.specGroup}>
          <caption>{group.title}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  <span className={styles.specLabel}>{row.label}</span>
                  {row.help ? (
                    <details className={styles.specInfo}>
                      <summary aria-label={`${COPY.moreInfo} over ${row.label.toLowerCase()}`} title={COPY.moreInfo}>
                        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                          <path d="M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z" />
                        </svg>
                      </summary>
                      <p>{row.help}</p>
                    </details>
                  ) : null}
                </th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

/** "Extra garantie: 5 jaar extra, totaal 10 jaar": the extra warranty's row says what the shopper ends up with. */
function warrantyRows(rows: SpecificationRow[]): SpecificationRow[] {
  const years = (key: string) => Number.parseInt(rows.find((row) => row.key === key)?.value ?? "", 10);
  const own = years(WARRANTY_KEY);
  const extra = years(EXTRA_WARRANTY_KEY);
  return rows.map((row) => (row.key === EXTRA_WARRANTY_KEY && Number.isInteger(own) && Number.isInteger(extra) ? { ...row, value: describeExtraWarranty(own, extra) } : row));
}
