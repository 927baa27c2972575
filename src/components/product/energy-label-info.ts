/**
 * What the energy label and the product information sheet of one product show,
 * taken from a product card (ProductSummary) or a product page (ProductDetail).
 * Plain data, so that a server component can hand it to the (client) dialog.
 */
import type { ProductDetail } from "@/domain/catalogue/product-detail";
import type { ProductSummary } from "@/domain/catalogue/product-summary";
import { isOldEnergyScale } from "@/domain/catalogue/energy-label";

export interface EnergyLabelInfo {
  energyClass: string;
  /** The classes of the scale, best first: A to G, or A+++ to D on the older labels. */
  scale: string[];
  supplier: string;
  model: string;
  productType: string;
  ean: string | null;
  /** The figures printed under the scale: "8 kg", "72 dB". */
  figures: string[];
  /** Rows of the product information sheet. */
  sheet: { label: string; value: string }[];
  /** Where the full product information sheet is, when the dialog shows only the label. */
  sheetUrl: string | null;
}

export const NEW_ENERGY_SCALE = ["A", "B", "C", "D", "E", "F", "G"];
export const OLD_ENERGY_SCALE = ["A+++", "A++", "A+", "A", "B", "C", "D"];

export function energyScaleOf(energyClass: string): string[] {
  return isOldEnergyScale(energyClass) ? OLD_ENERGY_SCALE : NEW_ENERGY_SCALE;
}

/** "A tot G" or "A+++ tot D". */
export function describeScale(scale: string[]): string {
  return `${scale[0]} tot ${scale[scale.length - 1]}`;
}

export function energyLabelFromSummary(product: ProductSummary): EnergyLabelInfo | null {
  if (!product.energyClass) return null;
  const scale = energyScaleOf(product.energyClass);
  return {
    energyClass: product.energyClass,
    scale,
    supplier: product.brand.name,
    model: product.name,
    productType: product.category.name,
    ean: null,
    figures: product.keySpecifications.filter((value) => /\d/.test(value)).slice(0, 3),
    sheet: [
      { label: "Leverancier", value: product.brand.name },
      { label: "Model", value: product.name },
      { label: "Energieklasse", value: `${product.energyClass} (schaal ${describeScale(scale)})` },
    ],
    sheetUrl: `${product.url}#productinformatieblad`,
  };
}

export function energyLabelFromDetail(product: ProductDetail): EnergyLabelInfo | null {
  if (!product.energyClass) return null;
  const scale = energyScaleOf(product.energyClass);
  return {
    energyClass: product.energyClass,
    scale,
    supplier: product.brand.name,
    model: product.name,
    productType: product.productType.name,
    ean: product.ean,
    figures: product.keySpecifications.filter((value) => /\d/.test(value)).slice(0, 3),
    sheet: productSheet(product, scale),
    sheetUrl: null,
  };
}

/** The product information sheet: who made it, what it is, its class, and its specifications. */
export function productSheet(product: ProductDetail, scale = product.energyClass ? energyScaleOf(product.energyClass) : null) {
  return [
    { label: "Leverancier", value: product.brand.name },
    { label: "Model", value: product.name },
    { label: "Serie", value: product.series },
    { label: "Productsoort", value: product.productType.name },
    { label: "EAN", value: product.ean },
    ...(product.energyClass && scale ? [{ label: "Energieklasse", value: `${product.energyClass} (schaal ${describeScale(scale)})` }] : []),
    ...product.specifications.map((row) => ({ label: row.label, value: row.value })),
  ];
}
