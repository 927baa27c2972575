import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import type { NavigationCategory } from "@/domain/catalogue/navigation";
import { withSoftHyphens } from "@/domain/catalogue/soft-hyphens";
import { BoxLink } from "@/components/links";

/** Picture tiles of the main categories. */
export function CategoryTiles({ categories }: { categories: NavigationCategory[] }) {
  return (
    <Box component="section" aria-labelledby="categories-title">
      <Typography id="categories-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        Populaire productgroepen
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(3, minmax(0, 1fr))", md: "repeat(6, minmax(0, 1fr))" }, gap: 1.5, listStyle: "none", p: 0, m: 0 }}>
        {categories.map((category) => (
          <li key={category.slug}>
            <BoxLink
             
              href={category.url}
              sx={{
                display: "flex",
                flexDirection: "column",
                alignItems: "center",
                gap: 1,
                p: { xs: 1, sm: 1.5 },
                fontSize: { xs: 14, sm: 16 },
                height: "100%",
                bgcolor: "background.paper",
                border: "1px solid",
                borderColor: "divider",
                borderRadius: 2,
                color: "text.primary",
                textDecoration: "none",
                fontWeight: 600,
                textAlign: "center",
                // Long compounds break between their parts (soft hyphens); anywhere only as a last resort.
                overflowWrap: "anywhere",
                "&:hover": { borderColor: "primary.main", color: "primary.main" },
              }}
            >
              <Box component="img" src={`/afbeeldingen/soort/${category.productType}.svg`} alt="" width={400} height={400} loading="lazy" sx={{ width: "100%", maxWidth: { xs: 104, sm: 140 }, height: "auto", borderRadius: 1.5 }} />
              {withSoftHyphens(category.name)}
            </BoxLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
