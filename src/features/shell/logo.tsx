import Box from "@mui/material/Box";

import { SITE_NAME } from "@/config/site";
import { BoxLink } from "@/components/links";

/** The plug mark and word mark; links home. */
export function Logo() {
  return (
    <BoxLink
     
      href="/"
      aria-label={`${SITE_NAME}, naar de homepage`}
      sx={{ display: "inline-flex", alignItems: "center", gap: 1, color: "inherit", textDecoration: "none", flexShrink: 0 }}
    >
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect width="34" height="34" rx="9" fill="var(--mui-palette-accent-main)" />
        <rect x="11" y="6" width="3.2" height="8" rx="1.6" fill="#1a1a1a" />
        <rect x="19.8" y="6" width="3.2" height="8" rx="1.6" fill="#1a1a1a" />
        <path d="M8 13h18v5a9 9 0 0 1-18 0z" fill="#1a1a1a" />
        <rect x="15.5" y="26" width="3" height="5" rx="1" fill="#1a1a1a" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: "1.3rem", md: "1.5rem" }, letterSpacing: "-0.02em" }}>
        {SITE_NAME.toLowerCase()}
      </Box>
    </BoxLink>
  );
}
