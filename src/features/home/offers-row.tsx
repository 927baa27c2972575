import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

import { ProductCard } from "@/components/product/product-card";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { BoxLink } from "@/components/links";

/** `smallOrder`: the shop's small-order rule in force, for the cards' delivery cost. */
export function OffersRow({ products, smallOrder }: { products: ProductSummary[]; smallOrder: SmallOrderPolicy }) {
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="offers-title">
      <Box sx={{ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 2, mb: 2 }}>
        <Typography id="offers-title" component="h2" variant="h2">
          Aanbiedingen van deze week
        </Typography>
        <BoxLink href="/aanbiedingen/" sx={{ fontWeight: 600, color: "primary.main", whiteSpace: "nowrap" }}>
          Alle aanbiedingen
        </BoxLink>
      </Box>
      <Box component="ul" sx={{ display: "grid", gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, gap: { xs: 1, sm: 2 }, listStyle: "none", p: 0, m: 0 }}>
        {products.map((product) => (
          <li key={product.productId}>
            <ProductCard product={product} smallOrder={smallOrder} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
