import { numberFormat } from "../format";
/**
 * What a specification of a product type looks like. A product type (wasmachine,
 * koelkast ...) lists its specifications; each product carries values for them.
 */
export type SpecificationKind = "number" | "enum" | "boolean";

export interface SpecificationDefinition {
  /** Stable key, used in URLs of filters: `vulgewicht`, `toerental`. */
  key: string;
  /** Dutch label as shown: "Vulgewicht". */
  label: string;
  kind: SpecificationKind;
  /** Unit after a number: "kg", "tpm", "dB", "liter". */
  unit?: string;
  /** Offered as a filter on category pages. */
  filterable: boolean;
  /** Shown as one of the three key specifications on product cards (in this order). */
  keySpec?: number;
  /** A short Dutch explanation for the 'Meer info' text. */
  help?: string;
}

export type SpecificationValue = string | number | boolean;
export type SpecificationValues = Record<string, SpecificationValue>;

/** Formats a value as a shopper reads it: "8 kg", "Ja", "Inductie". */
export function formatSpecificationValue(definition: SpecificationDefinition, value: SpecificationValue | undefined): string {
  if (value === undefined) return "–";
  if (definition.kind === "boolean") return value === true ? "Ja" : "Nee";
  if (definition.kind === "number" && typeof value === "number") {
    // Most values are small whole numbers, which Dutch writes as they are; Intl is for the rest ("1.400", "0,5").
    // Two decimals: an oven's energy label states "0,69 kWh" per cycle, an iron holds 0,35 liter.
    const formatted = Number.isInteger(value) && Math.abs(value) < 1000 ? String(value) : numberFormat({ maximumFractionDigits: 2 }).format(value);
    return definition.unit ? `${formatted} ${definition.unit}` : formatted;
  }
  return String(value);
}

/**
 * A key specification as it stands alone on a product card: "8 kg" says what it
 * is, but a bare "14" or "Ja" does not, so those get their label ("Aantal
 * couverts: 14", "Stoomfunctie: ja"). Text values speak for themselves ("Inductie").
 */
export function formatKeySpecification(definition: SpecificationDefinition, value: SpecificationValue | undefined): string {
  const formatted = formatSpecificationValue(definition, value);
  if (definition.kind === "boolean") return `${definition.label}: ${formatted.toLowerCase()}`;
  if (definition.kind === "number" && !definition.unit) return `${definition.label}: ${formatted}`;
  return formatted;
}
