import NextLink from "next/link";

import { energyClassColour } from "@/domain/catalogue/energy-label";
import type { Facet, FacetValue } from "@/domain/catalogue/listing";

import { COPY } from "./copy";
import { PRICE_FORM_FIELDS, type ListingLinks } from "./links";
import styles from "./listing.module.css";
import shared from "@/components/layout/shared.module.css";

/** How many values a facet shows before 'Toon alle …'. */
const VISIBLE_VALUES = 6;

/**
 * The filters of a listing, rendered on the server. Every value is a link to the
 * listing with that value turned on or off, with the number of products it would
 * show: the filter state lives in the URL, works without JavaScript and can be
 * shared. The price range is a small GET form. Staff-only facets (permission
 * filtersShopOnlyShow) are in a listing only when a member of staff asked for
 * it, and say so.
 */
export function FacetFilters({ facets, links, idPrefix }: { facets: Facet[]; links: ListingLinks; idPrefix: string }) {
  const shown = facets.filter((facet) => facet.kind === "range" || facet.values.some((value) => value.count > 0 || value.selected));
  return (
    <div className={styles.facets}>
      {shown.map((facet) => (
        <section key={facet.key} className={styles.facet} aria-labelledby={`${idPrefix}-${facet.key}`}>
          <h3 id={`${idPrefix}-${facet.key}`} className={styles.facetTitle}>
            {facet.label}
            {facet.staffOnly ? <span className={styles.staffOnlyBadge}>{COPY.staffOnly}</span> : null}
          </h3>
          <FacetValues facet={facet} links={links} />
          {facet.kind === "range" ? <RangeForm facet={facet} links={links} idPrefix={idPrefix} /> : null}
        </section>
      ))}
    </div>
  );
}

function FacetValues({ facet, links }: { facet: Facet; links: ListingLinks }) {
  const values = facet.values.filter((value) => value.count > 0 || value.selected);
  if (values.length === 0) return null;
  // Chosen values always stay in sight.
  const visible = values.length <= VISIBLE_VALUES + 2 ? values : values.filter((value, index) => index < VISIBLE_VALUES || value.selected);
  const hidden = values.filter((value) => !visible.includes(value));
  return (
    <>
      <ul className={styles.options}>
        {visible.map((value) => (
          <li key={value.value}>
            <FacetOption facet={facet} value={value} href={links.toggle(facet.key, value.value)} />
          </li>
        ))}
      </ul>
      {hidden.length > 0 ? (
        <details className={styles.more}>
          <summary>{COPY.showMore(values.length)}</summary>
          <ul className={styles.options}>
            {hidden.map((value) => (
              <li key={value.value}>
                <FacetOption facet={facet} value={value} href={links.toggle(facet.key, value.value)} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

function FacetOption({ facet, value, href }: { facet: Facet; value: FacetValue; href: string }) {
  return (
    <NextLink href={href} prefetch={false} scroll={false} rel="nofollow" className={value.selected ? `${styles.option} ${styles.selected}` : styles.option}>
      <span className={styles.box} aria-hidden />
      <span className={styles.optionLabel}>
        {facet.key === "energieklasse" ? (
          <span className={styles.energyChip} style={{ backgroundColor: energyClassColour(value.value) }}>
            {value.label}
          </span>
        ) : (
          value.label
        )}
        {facet.unit && facet.kind === "values" && !value.label.includes(facet.unit) ? ` ${facet.unit}` : null}
      </span>
      <span className={styles.optionCount}>
        <span aria-hidden>({value.count})</span>
        <span className={shared.visuallyHidden}>
          , {value.count} {value.count === 1 ? "product" : "producten"}
          {value.selected ? ", filter aan" : ""}
        </span>
      </span>
    </NextLink>
  );
}

function RangeForm({ facet, links, idPrefix }: { facet: Facet; links: ListingLinks; idPrefix: string }) {
  const names = PRICE_FORM_FIELDS;
  const toEuros = (cents: number | undefined) => (cents === undefined ? undefined : Math.round(cents / 100));
  const chosen = facet.selectedRange ?? {};
  return (
    <form method="get" action={links.basePath} className={styles.rangeForm} aria-label={`${facet.label} zelf kiezen`}>
      {links.fieldsWithout(facet.key).map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <label htmlFor={`${idPrefix}-${facet.key}-min`}>
        {COPY.priceFrom}
        <input
          id={`${idPrefix}-${facet.key}-min`}
          name={names.min}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={toEuros(chosen.min)}
          placeholder={facet.range ? String(Math.floor(facet.range.min / 100)) : undefined}
        />
      </label>
      <label htmlFor={`${idPrefix}-${facet.key}-max`}>
        {COPY.priceTo}
        <input
          id={`${idPrefix}-${facet.key}-max`}
          name={names.max}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={toEuros(chosen.max)}
          placeholder={facet.range ? String(Math.ceil(facet.range.max / 100)) : undefined}
        />
      </label>
      <button type="submit" className={styles.secondaryButton}>
        {COPY.priceApply}
      </button>
    </form>
  );
}
