import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { CategoryTiles } from "@/components/navigation/category-tiles";
import type { NavigationCategory } from "@/domain/catalogue/navigation";

/** The front page's picture tiles of the main categories. */
export function PopularCategories({ categories }: { categories: NavigationCategory[] }) {
  return (
    <Box component="section" aria-labelledby="categories-title">
      <Typography id="categories-title" component="h2" variant="h2" sx={{ mb: 2 }}>
        Populaire productgroepen
      </Typography>
      <CategoryTiles categories={categories} columnsOnPhone={3} />
    </Box>
  );
}
