import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";

import { visuallyHidden } from "@/components/a11y/visually-hidden";

import { SearchAutocomplete } from "./search-autocomplete";

/**
 * The site search box. A plain GET form to /zoeken/: it works before (and
 * without) JavaScript; once hydrated, the input suggests products, categories
 * and brands while typing.
 */
export function SearchForm({ id = "site-search", label = "Zoeken in de winkel" }: { id?: string; label?: string }) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      action="/zoeken/"
      method="get"
      sx={{
        display: "flex",
        alignItems: "stretch",
        flex: 1,
        minWidth: 0,
        height: 44,
        borderRadius: 2,
        bgcolor: "background.paper",
        border: "1px solid",
        borderColor: "divider",
        "&:focus-within": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
      }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {label}
      </Box>
      <SearchAutocomplete inputId={id} placeholder="Zoek op merk, type of productnummer" />
      <Box
        component="button"
        type="submit"
        aria-label="Zoeken"
        sx={{
          border: 0,
          px: 1.5,
          bgcolor: "accent.main",
          color: "accent.contrastText",
          cursor: "pointer",
          // The form has rounded corners but may not clip: the suggestions hang below it.
          borderRadius: "0 15px 15px 0",
          display: "inline-flex",
          alignItems: "center",
          "&:hover": { bgcolor: "accent.dark" },
        }}
      >
        <SearchIcon aria-hidden />
      </Box>
    </Box>
  );
}
