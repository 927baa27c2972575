"use client";
/**
 * The product form's "Afbeeldingen" tab. Part D of issue 21 (images) replaces
 * this file with the upload, preview, alt text, order and remove; until then
 * it says so, so that part A's form builds on its own.
 */
import Typography from "@mui/material/Typography";

export function ProductImagesTab() {
  return <Typography color="text.secondary">Afbeeldingen volgen</Typography>;
}
