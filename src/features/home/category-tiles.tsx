import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import Link from "next/link";

import type { NavigationCategory } from "@/domain/catalogue/navigation";

/** Picture tiles of the main categories. */
export function CategoryTiles({ categories }: { categories: NavigationCategory[] }) {
  return (
    <Box component="section" aria-labelledby="categories-title">
      <Typography id="categories-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        Populaire productgroepen
      </Typography>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(3, 1fr)", md: "repeat(6, 1fr)" }, gap: 1.5, listStyle: "none", p: 0, m: 0 }}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Box
              component={Link}
              href={category.url}
              sx={{
                display: "flex",
                flexDirection: "column",
                alignItems: "center",
                gap: 1,
                p: 1.5,
                height: "100%",
                bgcolor: "background.paper",
                border: "1px solid",
                borderColor: "divider",
                borderRadius: 2,
                color: "text.primary",
                textDecoration: "none",
                fontWeight: 600,
                textAlign: "center",
                "&:hover": { borderColor: "primary.main", color: "primary.main" },
              }}
            >
              <Box component="img" src={`/afbeeldingen/soort/${category.productType}.svg`} alt="" width={400} height={400} loading="lazy" sx={{ width: "100%", maxWidth: 140, height: "auto", borderRadius: 1.5 }} />
              {category.name}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
