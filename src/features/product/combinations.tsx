import NextLink from "next/link";

import { PriceTag } from "@/components/product/price-tag";
import type { ProductCombination } from "@/domain/catalogue/product-detail";
import { formatEuro, formatPrice } from "@/domain/money";

import { CombinationForm } from "./combination-form";
import { COPY } from "./copy";
import styles from "./product.module.css";
import shared from "@/components/layout/shared.module.css";

/** Bundles this product is part of, such as a washer with its matching dryer: the parts and the price together. */
export function Combinations({ combinations }: { combinations: ProductCombination[] }) {
  return (
    <>
      {combinations.map((combination) => {
        const partsTotal = combination.products.reduce((sum, part) => sum + part.priceCents, 0);
        return (
          <article key={combination.combinationId} className={styles.combination} aria-labelledby={`combinatie-${combination.combinationId}`}>
            <h3 id={`combinatie-${combination.combinationId}`}>{combination.name}</h3>
            <div className={styles.combinationBody}>
              <ul className={styles.parts} aria-label={COPY.combinationParts(combination.products.length)}>
                {combination.products.map((part) => (
                  <li key={part.productId} className={styles.part}>
                    <img src={part.image.url} alt="" width={72} height={72} loading="lazy" />
                    <span>
                      <NextLink href={part.url} prefetch={false} className={styles.partName}>
                        {part.brand.name} {part.name}
                      </NextLink>
                      <span className={styles.partPrice}>
                        {part.category.name} · <span aria-hidden>{formatPrice(part.priceCents)}</span>
                        <span className={shared.visuallyHidden}>{formatEuro(part.priceCents)}</span>
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              <div className={styles.combinationPrice}>
                <span>{COPY.combinationTotal}</span>
                <PriceTag priceCents={combination.totalPriceCents} />
                {combination.discountCents > 0 ? (
                  <>
                    <p className={styles.saving}>{COPY.combinationSaving(combination.discountCents)}</p>
                    <span className={styles.partPrice}>{COPY.separately(partsTotal)}</span>
                  </>
                ) : null}
                {combination.products.some((part) => part.delivery?.kind === "unavailable") ? (
                  <p className={styles.partPrice} data-testid="combination-sold-out">
                    {COPY.combinationSoldOut}
                  </p>
                ) : (
                <CombinationForm
                  combinationId={combination.combinationId}
                  name={combination.name}
                  productIds={combination.products.map((part) => part.productId)}
                  summary={{
                    productId: combination.products[0]?.productId ?? 0,
                    name: combination.name,
                    brand: "",
                    category: "",
                    priceCents: combination.totalPriceCents,
                    url: combination.products[0]?.url ?? "/",
                    image: combination.products[0]?.image,
                  }}
                />
                )}
              </div>
            </div>
          </article>
        );
      })}
    </>
  );
}
