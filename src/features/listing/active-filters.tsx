import NextLink from "next/link";

import type { Facet } from "@/domain/catalogue/listing";
import { formatEuro } from "@/domain/money";

/** "€ 500" for whole euros, "€ 499,95" otherwise. */
function euros(cents: number): string {
  return cents % 100 === 0 ? `€ ${formatNumber(cents / 100)}` : formatEuro(cents);
}

import { COPY } from "./copy";
import type { ListingLinks } from "./links";
import styles from "./listing.module.css";
import { formatNumber } from "@/domain/format";
import shared from "@/components/layout/shared.module.css";

interface Chip {
  key: string;
  label: string;
  href: string;
}

/** The chosen filters as chips; each removes itself, and one link removes them all. */
export function activeFilterChips(facets: Facet[], links: ListingLinks): Chip[] {
  return facets.flatMap((facet) => {
    if (facet.kind === "range" && facet.selectedRange && (facet.selectedRange.min !== undefined || facet.selectedRange.max !== undefined)) {
      const { min, max } = facet.selectedRange;
      const text =
        min !== undefined && max !== undefined ? `${euros(min)} - ${euros(max)}` : min !== undefined ? `vanaf ${euros(min)}` : `tot ${euros(max!)}`;
      return [{ key: `${facet.key}:range`, label: `${facet.label}: ${text}`, href: links.clearFacet(facet.key) }];
    }
    return facet.values
      .filter((value) => value.selected)
      .map((value) => ({
        key: `${facet.key}:${value.value}`,
        label: facet.key === "merk" || facet.key === "categorie" ? value.label : `${facet.label}: ${value.label}${facet.unit && !value.label.includes(facet.unit) ? ` ${facet.unit}` : ""}`,
        href: links.toggle(facet.key, value.value),
      }));
  });
}

export function ActiveFilters({ chips, clearAllHref }: { chips: Chip[]; clearAllHref: string }) {
  if (chips.length === 0) return null;
  return (
    <section aria-label={COPY.activeFilters}>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <NextLink href={chip.href} prefetch={false} scroll={false} rel="nofollow" className={styles.chip}>
              <span className={shared.visuallyHidden}>Filter verwijderen: </span>
              {chip.label}
              <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
              </svg>
            </NextLink>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <NextLink href={clearAllHref} prefetch={false} scroll={false} rel="nofollow" className={styles.clearAll}>
              {COPY.clearAll}
            </NextLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
