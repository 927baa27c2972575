import { Suspense } from "react";

import { Icon } from "@/components/icons";
import shared from "@/components/layout/shared.module.css";

import controls from "./controls.module.css";
import { SearchAutocomplete, SearchBoxWithoutUrl } from "./search-autocomplete";

// Short enough to show whole in the header at 375 px.
const PLACEHOLDER = "Zoek op merk, type of nummer";

/**
 * The site search box. A plain GET form to /zoeken/: it works before (and
 * without) JavaScript; once hydrated, the input suggests products, categories
 * and brands while typing. On the results page it shows the searched text.
 */
export function SearchForm({ id = "site-search", label = "Zoeken in de winkel" }: { id?: string; label?: string }) {
  return (
    <form role="search" aria-label={label} action="/zoeken/" method="get" className={controls.search} data-focus-ring="around">
      <label htmlFor={id} className={shared.visuallyHidden}>
        {label}
      </label>
      {/* Pages render per request (the root layout is dynamic), so the box reads the
          URL on the server and this fallback is never shown; it only keeps a page
          that were ever prerendered from losing its search box. */}
      <Suspense fallback={<SearchBoxWithoutUrl inputId={id} placeholder={PLACEHOLDER} />}>
        <SearchAutocomplete inputId={id} placeholder={PLACEHOLDER} />
      </Suspense>
      <button type="submit" aria-label="Zoeken" className={controls.searchButton}>
        <Icon name="search" />
      </button>
    </form>
  );
}
