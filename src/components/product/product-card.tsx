import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import Image from "next/image";

import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { formatPrice } from "@/domain/money";

import { EnergyLabelArrow } from "./energy-label-arrow";
import { PriceTag } from "./price-tag";
import { RatingStars } from "./rating-stars";

/** A product in a row or grid. The whole card is one link target, through its name. */
export function ProductCard({ product, eagerImage = false }: { product: ProductSummary; eagerImage?: boolean }) {
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{
        position: "relative",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        p: 1.5,
        gap: 1,
        transition: "box-shadow 120ms",
        "&:hover": { boxShadow: 3 },
        "&:focus-within": { outline: "2px solid", outlineColor: "primary.main" },
      }}
    >
      <Box sx={{ aspectRatio: "1 / 1", borderRadius: 1, overflow: "hidden", bgcolor: "#f4f5f7" }}>
        {/* Drawn SVGs scale themselves: no image optimisation needed. */}
        <Image
          src={product.image.url}
          alt={product.image.alt}
          width={400}
          height={400}
          unoptimized
          priority={eagerImage}
          style={{ width: "100%", height: "100%", display: "block" }}
        />
      </Box>
      <Typography component="h3" sx={{ fontSize: "0.95rem", fontWeight: 600, lineHeight: 1.3 }}>
        <Link
          href={product.url}
          color="inherit"
          sx={{ "&::after": { content: '""', position: "absolute", inset: 0 }, "&:focus-visible": { outline: "none" } }}
        >
          {product.brand.name} {product.name}
        </Link>
      </Typography>
      <RatingStars average={product.ratingAverage} count={product.ratingCount} />
      <Box sx={{ mt: "auto", display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <PriceTag priceCents={product.priceCents} />
        {product.energyClass && <EnergyLabelArrow energyClass={product.energyClass} />}
      </Box>
      {product.cashbackCents ? (
        <Typography variant="body2" sx={{ color: "secondary.main", fontWeight: 600 }}>
          {formatPrice(product.cashbackCents)} cashback van de fabrikant
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ color: product.inStock ? "secondary.main" : "text.secondary", fontWeight: 600 }}>
        {product.inStock ? "Voor 22:00 besteld, morgen in huis" : product.stockEstimatedDate ? "Binnenkort weer op voorraad" : "Tijdelijk uitverkocht"}
      </Typography>
    </Card>
  );
}
