"use client";
/**
 * The product form's "Winkel" tab. Part B of issue 21 (stock and shop-only
 * data) replaces this file with stock per shop, showroom, purchase price, shop
 * price and shop options; until then it says so, so that part A's form builds.
 */
import Typography from "@mui/material/Typography";

export function ProductShopTab() {
  return <Typography color="text.secondary">Winkelgegevens volgen</Typography>;
}
