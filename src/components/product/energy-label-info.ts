/**
 * What the energy label and the product information sheet of one product show,
 * taken from a product page (ProductDetail) or its API answer.
 * Plain data, so that a server component can hand it to the (client) dialog.
 */
import { isOldEnergyScale } from "@/domain/catalogue/energy-label";
import { inGroupOrder, isEnergyLabelKey } from "@/domain/catalogue/specification-groups";
import { typeNumberOf } from "@/domain/catalogue/type-number";

export interface EnergyLabelInfo {
  energyClass: string;
  /** The classes of the scale, best first: A to G, or A+++ to D on the older labels. */
  scale: string[];
  supplier: string;
  model: string;
  productType: string;
  ean: string | null;
  /** The figures printed under the scale: "52 kWh" per 100 wasbeurten, "48 liter" per wasbeurt, "72 dB" in klasse B. */
  figures: EnergyLabelFigure[];
  /** Rows of the product information sheet. */
  sheet: { label: string; value: string }[];
  /** Where the full product information sheet is, when the dialog shows only the label. */
  sheetUrl: string | null;
}

export interface EnergyLabelFigure {
  value: string;
  /** What the value is per, under it: "per 100 wasbeurten", "klasse B". */
  caption?: string;
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
  /** `key` names the label's own figures (energieverbruik, waterverbruik, geluidsniveau); without keys the key specifications stand in. */
  specifications: { key?: string; label: string; value: string }[];
}

/** The label's own figures, in the order the label prints them. */
const FIGURE_ORDER = ["energieverbruik", "waterverbruik", "geluidsniveau", "energieverbruik-conventioneel", "energieverbruik-wassen", "waterverbruik-wassen"];

/**
 * What a figure is per, short enough for its box: "Energieverbruik per 100
 * wasbeurten" gives "per 100 wasbeurten", "… per cyclus (hetelucht)" gives
 * "hetelucht", "… wassen en drogen per 100 cycli" gives "per 100 cycli".
 */
export function figureCaption(label: string): string {
  const between = /\(([^)]+)\)/.exec(label)?.[1];
  if (between) return between;
  const rest = label.replace(/^(Energieverbruik|Waterverbruik)\s*/i, "");
  return rest.length > 18 && rest.includes("per ") ? rest.slice(rest.indexOf("per ")) : rest;
}

function labelFigures(product: EnergyLabelSource): EnergyLabelFigure[] {
  const byKey = new Map(product.specifications.filter((row) => row.key !== undefined).map((row) => [row.key as string, row]));
  const noiseClass = byKey.get("geluidsklasse")?.value;
  const figures = FIGURE_ORDER.flatMap((key) => {
    const row = byKey.get(key);
    if (!row) return [];
    if (key === "geluidsniveau") return [{ value: row.value, caption: noiseClass ? `klasse ${noiseClass}` : "geluid" }];
    return [{ value: row.value, caption: figureCaption(row.label) }];
  });
  if (figures.length > 0) return figures.slice(0, 3);
  return product.keySpecifications.filter((value) => /\d/.test(value)).slice(0, 3).map((value) => ({ value }));
}

export function energyLabelFromDetail(product: EnergyLabelSource): EnergyLabelInfo | null {
  if (!product.energyClass) return null;
  const scale = energyScaleOf(product.energyClass);
  return {
    energyClass: product.energyClass,
    scale,
    supplier: product.brand.name,
    model: typeNumberOf(product.name, product.series),
    productType: product.productType.name,
    ean: product.ean,
    figures: labelFigures(product),
    sheet: productSheet(product, scale),
    sheetUrl: null,
  };
}

/**
 * The product information sheet: who made it, its type number, what it is,
 * its class with the label's figures (energy and water use, noise), then the
 * other specifications.
 */
export function productSheet(product: EnergyLabelSource, scale = product.energyClass ? energyScaleOf(product.energyClass) : null) {
  const onLabel = (row: { key?: string }) => row.key !== undefined && isEnergyLabelKey(row.key);
  return [
    { label: "Leverancier", value: product.brand.name },
    { label: "Model", value: typeNumberOf(product.name, product.series) },
    { label: "Serie", value: product.series },
    { label: "Productsoort", value: product.productType.name },
    { label: "EAN", value: product.ean },
    ...(product.energyClass && scale ? [{ label: "Energieklasse", value: `${product.energyClass} (schaal ${describeScale(scale)})` }] : []),
    ...inGroupOrder(product.specifications.filter(onLabel).map((row) => ({ key: row.key ?? "", label: row.label, value: row.value }))).map(({ label, value }) => ({ label, value })),
    ...product.specifications.filter((row) => !onLabel(row)).map((row) => ({ label: row.label, value: row.value })),
  ];
}
