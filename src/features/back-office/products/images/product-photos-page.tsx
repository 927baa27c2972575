"use client";
/**
 * A product's photos on a page of their own (/beheer/productfotos/{productId}):
 * the same tab the product form shows (part A's "Afbeeldingen"), for a link
 * from anywhere and for the browser test before the product form exists. Its
 * address is photos-route.ts, so the app can name it without loading the page.
 */
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { RecordContextProvider, Title } from "react-admin";
import { useParams } from "react-router-dom";

import { IMAGES_COPY as COPY } from "./copy";
import { ProductImagesTab } from "./product-images-tab";

export function ProductPhotosPage() {
  const { productId } = useParams();
  const id = productId && /^[1-9]\d{0,9}$/.test(productId) ? Number(productId) : undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: "grid", gap: 2 }}>
      <Title title={`${COPY.title} · product ${productId ?? ""}`} />
      <Typography variant="h5" component="h1">
        {COPY.title} van product {productId}
      </Typography>
      <RecordContextProvider value={id === undefined ? undefined : { id }}>
        <ProductImagesTab />
      </RecordContextProvider>
    </Box>
  );
}
