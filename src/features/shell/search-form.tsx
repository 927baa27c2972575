import { Icon } from "@/components/icons";
import shared from "@/components/layout/shared.module.css";

import controls from "./controls.module.css";
import { SearchAutocomplete } from "./search-autocomplete";

/**
 * The site search box. A plain GET form to /zoeken/: it works before (and
 * without) JavaScript; once hydrated, the input suggests products, categories
 * and brands while typing.
 */
export function SearchForm({ id = "site-search", label = "Zoeken in de winkel" }: { id?: string; label?: string }) {
  return (
    <form role="search" aria-label={label} action="/zoeken/" method="get" className={controls.search} data-focus-ring="around">
      <label htmlFor={id} className={shared.visuallyHidden}>
        {label}
      </label>
      <SearchAutocomplete inputId={id} placeholder="Zoek op merk, type of productnummer" />
      <button type="submit" aria-label="Zoeken" className={controls.searchButton}>
        <Icon name="search" />
      </button>
    </form>
  );
}
