import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { visuallyHidden } from "@/components/a11y/visually-hidden";
import { formatEuro, formatPrice } from "@/domain/money";

interface PriceTagProps {
  priceCents: number;
  size?: "medium" | "large";
}

/** A price as Dutch shops print it ("549,-"); screen readers hear "€ 549,00". */
export function PriceTag({ priceCents, size = "medium" }: PriceTagProps) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "baseline" }}>
      <Typography
        component="span"
        aria-hidden
        sx={{ fontWeight: 800, fontSize: size === "large" ? "1.75rem" : "1.25rem", letterSpacing: "-0.01em", color: "text.primary" }}
      >
        {formatPrice(priceCents)}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {formatEuro(priceCents)}
      </Box>
    </Box>
  );
}
