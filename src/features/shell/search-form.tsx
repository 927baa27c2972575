import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";

import { visuallyHidden } from "@/components/a11y/visually-hidden";

/**
 * The site search box. A plain GET form: it works before (and without)
 * JavaScript; suggestions while typing come with the search feature.
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
        overflow: "hidden",
        "&:focus-within": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 1 },
      }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        name="q"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Zoek op merk, type of productnummer"
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          outline: 0,
          px: 1.5,
          font: "inherit",
          fontSize: 16,
          color: "text.primary",
          bgcolor: "transparent",
          "&::placeholder": { color: "text.secondary", opacity: 1 },
        }}
      />
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
