/**
 * Which group of the product page's specification list a specification
 * belongs to, by its key: a shopper who compares appliances looks for the
 * dimensions together, and for what the EU energy label says (energy and
 * water use, noise) beside the energy class. The keys are the catalogue's own
 * (`hoogte`, `nisbreedte`, `energieverbruik-wassen` …), so a product type that
 * adds a dimension or a label figure gets it grouped without a code change.
 */
export type SpecificationGroup = "properties" | "dimensions" | "energy" | "warranty";

/** The appliance first, then the niche it needs: height, width, depth each time. */
const DIMENSION_ORDER = ["hoogte", "breedte", "diepte", "nishoogte", "nisbreedte", "nisdiepte"];
/** As the label prints them: energy, water, noise. */
const ENERGY_ORDER = ["energieverbruik", "energieverbruik-wassen", "energieverbruik-conventioneel", "waterverbruik", "waterverbruik-wassen", "geluidsniveau", "geluidsklasse"];
const DIMENSION_KEYS = new Set(DIMENSION_ORDER);
const WARRANTY_KEYS = new Set(["garantie", "extra-garantie"]);

export function specificationGroupOf(key: string): SpecificationGroup {
  if (DIMENSION_KEYS.has(key)) return "dimensions";
  if (WARRANTY_KEYS.has(key)) return "warranty";
  if (isEnergyLabelKey(key)) return "energy";
  return "properties";
}

/**
 * A group's rows in the order a shopper reads them (dimensions: the appliance,
 * then its niche; the label: energy, water, noise); rows the order does not
 * know keep their place after them.
 */
export function inGroupOrder<Row extends { key: string }>(rows: readonly Row[]): Row[] {
  const rank = (key: string) => {
    const index = [...DIMENSION_ORDER, ...ENERGY_ORDER].indexOf(key);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return rows
    .map((row, position) => ({ row, position }))
    .sort((a, b) => rank(a.row.key) - rank(b.row.key) || a.position - b.position)
    .map(({ row }) => row);
}

/** The figures the EU energy label prints besides the class: energy use, water use, noise and its class. */
export function isEnergyLabelKey(key: string): boolean {
  return key.startsWith("energieverbruik") || key.startsWith("waterverbruik") || key === "geluidsniveau" || key === "geluidsklasse";
}

/**
 * The label's noise classes (A quietest to D) by product group, as the
 * regulations' Annex II sets them: washing machines and washer-dryers
 * (2019/2014) by the spin noise, dishwashers (2019/2017) and refrigerating
 * appliances (2019/2016) by their running noise. Each list holds the upper
 * bounds (exclusive) of A, B and C in dB(A); anything louder is D.
 */
export const NOISE_CLASS_BOUNDS = {
  washing: [73, 77, 81],
  dishwashing: [39, 45, 51],
  cooling: [30, 36, 42],
} as const;

export type NoiseLabelGroup = keyof typeof NOISE_CLASS_BOUNDS;

export function noiseClassOf(group: NoiseLabelGroup, decibels: number): "A" | "B" | "C" | "D" {
  const [a, b, c] = NOISE_CLASS_BOUNDS[group];
  return decibels < a ? "A" : decibels < b ? "B" : decibels < c ? "C" : "D";
}
