/**
 * Kitchens (issue 22, decisions §11): sold by quote, shown on their own pages
 * (/keukens/). Their styles and layouts with the words the pages use, and the
 * overview's filters as they stand in its links (?stijl=…&opstelling=…).
 */

export const KITCHEN_STYLES = ["modern", "landelijk", "industrieel", "klassiek", "scandinavisch"] as const;
export type KitchenStyle = (typeof KITCHEN_STYLES)[number];

export const KITCHEN_STYLE_LABELS: Record<KitchenStyle, string> = {
  modern: "Modern",
  landelijk: "Landelijk",
  industrieel: "Industrieel",
  klassiek: "Klassiek",
  scandinavisch: "Scandinavisch",
};

export const KITCHEN_LAYOUTS = ["recht", "hoek", "l-keuken", "u-keuken", "eiland", "parallel"] as const;
export type KitchenLayout = (typeof KITCHEN_LAYOUTS)[number];

export const KITCHEN_LAYOUT_LABELS: Record<KitchenLayout, string> = {
  recht: "Rechte keuken",
  hoek: "Hoekkeuken",
  "l-keuken": "L-keuken",
  "u-keuken": "U-keuken",
  eiland: "Keuken met kookeiland",
  parallel: "Parallelle keuken",
};

/** Outer measures of the whole kitchen, in centimetres. */
export interface KitchenDimensions {
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

/** "360 × 65 × 220 cm (b × d × h)" */
export function formatKitchenDimensions(dimensions: KitchenDimensions): string {
  return `${dimensions.widthCm} × ${dimensions.depthCm} × ${dimensions.heightCm} cm (b × d × h)`;
}

export interface KitchenFilters {
  style: KitchenStyle | null;
  layout: KitchenLayout | null;
}

export const NO_KITCHEN_FILTERS: KitchenFilters = { style: null, layout: null };

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

function isStyle(value: string | undefined): value is KitchenStyle {
  return value !== undefined && (KITCHEN_STYLES as readonly string[]).includes(value);
}

function isLayout(value: string | undefined): value is KitchenLayout {
  return value !== undefined && (KITCHEN_LAYOUTS as readonly string[]).includes(value);
}

/** The overview's filters from its query string; an unknown value is no filter (a link from an old page still shows kitchens). */
export function parseKitchenFilters(params: Record<string, string | string[] | undefined>): KitchenFilters {
  const style = first(params.stijl);
  const layout = first(params.opstelling);
  return { style: isStyle(style) ? style : null, layout: isLayout(layout) ? layout : null };
}

/** The overview's address with these filters, in one fixed order so that one filter set has one URL. */
export function kitchenOverviewUrl(base: string, filters: KitchenFilters): string {
  const query = new URLSearchParams();
  if (filters.style) query.set("stijl", filters.style);
  if (filters.layout) query.set("opstelling", filters.layout);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The link of one filter choice: choosing the active value again takes it off. */
export function toggledKitchenFilter<K extends keyof KitchenFilters>(filters: KitchenFilters, key: K, value: NonNullable<KitchenFilters[K]>): KitchenFilters {
  return { ...filters, [key]: filters[key] === value ? null : value };
}

/** Whether a kitchen fits the filters. */
export function matchesKitchenFilters(kitchen: { style: string; layout: string }, filters: KitchenFilters): boolean {
  return (filters.style === null || kitchen.style === filters.style) && (filters.layout === null || kitchen.layout === filters.layout);
}

/** The overview's title: "Landelijke L-keukens" reads better than a list of filters, but a plain form is enough. */
export function kitchenOverviewTitle(filters: KitchenFilters): string {
  const parts = [filters.style ? KITCHEN_STYLE_LABELS[filters.style] : null, filters.layout ? KITCHEN_LAYOUT_LABELS[filters.layout].toLowerCase() : null].filter(Boolean);
  if (parts.length === 0) return "Keukens";
  return `Keukens: ${parts.join(", ")}`;
}

/** A kitchen's drawn image (1-based), served by the image routes: /afbeeldingen/keukens/5001/1.svg */
export function kitchenImageUrl(kitchenId: number, image: number): string {
  return `/afbeeldingen/keukens/${kitchenId}/${image}.svg`;
}

/** Every kitchen has these drawn images, in this order (src/demo/kitchens draws them). */
export const KITCHEN_IMAGE_COUNT = 3;
export const KITCHEN_IMAGE_ALTS = ["vooraanzicht", "plattegrond met maten", "detail van front en werkblad"] as const;
