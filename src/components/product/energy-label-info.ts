/**
 * What the energy label and the product information sheet of one product show,
 * taken from a product page (ProductDetail) or its API answer.
 * Plain data, so that a server component can hand it to the (client) dialog.
 */
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

/** What a label and sheet are made of: the fields of a product page (ProductDetail, or /api/products/{id}/) they read. */
export interface EnergyLabelSource {
  energyClass: string | null;
  brand: { name: string };
  name: string;
  series: string;
  productType: { name: string };
  ean: string;
  keySpecifications: string[];
  specifications: { label: string; value: string }[];
}

export function energyLabelFromDetail(product: EnergyLabelSource): EnergyLabelInfo | null {
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
export function productSheet(product: EnergyLabelSource, scale = product.energyClass ? energyScaleOf(product.energyClass) : null) {
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
