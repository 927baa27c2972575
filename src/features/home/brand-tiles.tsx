import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import type { NavigationBrand } from "@/domain/catalogue/navigation";
import { BoxLink } from "@/components/links";

/** The brands of §2, each linking to /merken/{brand}/. */
export function BrandTiles({ brands }: { brands: NavigationBrand[] }) {
  return (
    <Box component="section" aria-labelledby="brands-title">
      <Typography id="brands-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        Topmerken
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, minmax(0, 1fr))", md: "repeat(8, minmax(0, 1fr))" }, gap: 1.5, listStyle: "none", p: 0, m: 0 }}>
        {brands.map((brand) => (
          <li key={brand.slug}>
            <BoxLink
             
              href={brand.url}
              sx={{
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                height: 64,
                px: 1,
                bgcolor: "background.paper",
                border: "1px solid",
                borderColor: "divider",
                borderRadius: 2,
                color: "text.primary",
                textDecoration: "none",
                fontWeight: 800,
                fontSize: "1.05rem",
                letterSpacing: "0.02em",
                "&:hover": { borderColor: "primary.main", color: "primary.main" },
              }}
            >
              {brand.name}
            </BoxLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
