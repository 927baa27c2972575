/**
 * Deterministic, dependency-free SVG product illustrations for the catalogue.
 *
 * drawProduct() is pure: the same input always yields the same string, there
 * are no external references, fonts or rasters, and every id in the document
 * is prefixed with a hash of the input so inline copies never clash.
 */
import { cooking } from "./cooking";
import { cooling } from "./cooling";
import { dishwashing } from "./dishwashing";
import { floorcare, generic } from "./floorcare";
import { hob } from "./hob";
import { laundry } from "./laundry";
import { PALETTES, paletteFor, type ProductColour } from "./palette";
import { smallKitchen } from "./small-kitchen";
import { type DrawContext, type Drawer, type ProductView, esc, hashString, linear, mix, n, rect } from "./svg";

export type { ProductColour } from "./palette";
export type { ProductView } from "./svg";
export { PRODUCT_COLOURS } from "./palette";

export interface DrawingInput {
  /** Product type code; unknown codes get a neutral generic appliance, never an error. */
  productType: string;
  colour: ProductColour;
  /** Any non-negative integer (the product id): varies details deterministically. */
  variant: number;
  view: ProductView;
  /** Small brand text printed on the appliance (escaped). */
  brandLabel?: string;
  /** The product's "type" specification (e.g. "Robotstofzuiger"): picks the shape where a type has several. */
  model?: string | null;
}

const DRAWERS: Record<string, Drawer> = { ...laundry, ...cooling, ...cooking, ...hob, ...dishwashing, ...smallKitchen, ...floorcare };

/** Dutch names used in the accessible title. */
const NAMES: Record<string, string> = {
  wasmachine: "wasmachine",
  wasdroger: "wasdroger",
  wasdroogcombinatie: "was-droogcombinatie",
  koelkast: "koelkast",
  "amerikaanse-koelkast": "Amerikaanse koelkast",
  vriezer: "vriezer",
  vaatwasser: "vaatwasser",
  fornuis: "fornuis",
  kookplaat: "kookplaat",
  inbouwoven: "inbouwoven",
  afzuigkap: "afzuigkap",
  kokendwaterkraan: "kokendwaterkraan",
  inbouwkoelkast: "inbouwkoelkast",
  inbouwvaatwasser: "inbouwvaatwasser",
  magnetron: "magnetron",
  stofzuiger: "stofzuiger",
  strijkijzer: "strijkijzer",
  koffiemachine: "volautomatische koffiemachine",
  waterkoker: "waterkoker",
  airfryer: "airfryer",
  keukenmachine: "keukenmachine",
  blender: "blender",
  broodrooster: "broodrooster",
};

/** Product type codes with a dedicated drawing. */
export const PRODUCT_TYPES: readonly string[] = Object.keys(NAMES);

const VIEW_SUFFIX: Record<ProductView, string> = {
  front: "vooraanzicht",
  open: "geopend of in gebruik",
  detail: "close-up van het bedieningspaneel",
};

function normaliseVariant(v: number): number {
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
}

/** Accessible Dutch title, e.g. "Illustratie van een wasmachine in wit (vooraanzicht)". */
export function productTitle(input: DrawingInput): string {
  const known = Object.prototype.hasOwnProperty.call(NAMES, input.productType);
  // A vacuum cleaner's kind says more than its type: "robotstofzuiger", "steelstofzuiger".
  const model = input.productType === "stofzuiger" ? cleanModel(input.model) : undefined;
  const name = model ? model.toLowerCase() : known ? NAMES[input.productType] : "huishoudelijk apparaat";
  const brandPart = input.brandLabel?.trim() ? ` van ${input.brandLabel.trim()}` : "";
  const view = (VIEW_SUFFIX as Record<string, string | undefined>)[input.view] ?? VIEW_SUFFIX.front;
  return `Illustratie van een ${name}${brandPart} in ${paletteFor(input.colour).name} (${view})`;
}

function cleanModel(model: string | null | undefined): string | undefined {
  const t = model?.replace(/\s+/g, " ").trim();
  return t ? Array.from(t).slice(0, 40).join("") : undefined;
}

function cleanBrand(label: string | undefined): string | undefined {
  const t = label?.replace(/\s+/g, " ").trim();
  if (!t) return undefined;
  return Array.from(t).slice(0, 22).join("");
}

export function drawProduct(input: DrawingInput): string {
  const variant = normaliseVariant(input.variant);
  const view: ProductView = input.view === "open" || input.view === "detail" ? input.view : "front";
  const brandText = cleanBrand(input.brandLabel);
  const model = cleanModel(input.model);
  const key = [input.productType, input.colour, variant, view, brandText ?? "", model ?? ""].join("|");
  const ctx: DrawContext = {
    id: `s${hashString(key).toString(36)}-`,
    p: paletteFor(input.colour),
    colour: Object.prototype.hasOwnProperty.call(PALETTES, input.colour) ? input.colour : "wit",
    view,
    brand: brandText,
    model,
    seed: mix(variant % 0x100000000, Math.floor(variant / 0x100000000)),
    defs: new Map(),
    focus: undefined,
  };
  const known = Object.prototype.hasOwnProperty.call(DRAWERS, input.productType);
  const drawer = known ? (DRAWERS[input.productType] ?? generic) : generic;

  let art: string;
  if (view === "open") {
    art = drawer.open(ctx);
  } else if (view === "detail") {
    art = zoom(ctx, drawer.front(ctx));
  } else {
    art = drawer.front(ctx);
  }

  const bg = linear(ctx, "bg", [[0, "#f8f9fb"], [1, "#eceef2"]]);
  const title = esc(productTitle({ ...input, brandLabel: brandText, model }));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="${ctx.id}t" font-family="system-ui, sans-serif">` +
    `<title id="${ctx.id}t">${title}</title>` +
    `<defs>${[...ctx.defs.values()].join("")}</defs>` +
    rect(0, 0, 400, 400, 24, bg) +
    art +
    `</svg>`
  );
}

/** Detail view: the front drawing magnified around its control panel, clipped to the card. */
function zoom(ctx: DrawContext, front: string): string {
  const [fx, fy, fw, fh] = ctx.focus ?? [120, 120, 160, 160];
  const s = Math.min(4.5, 340 / fw, 340 / fh);
  const tx = 200 - (fx + fw / 2) * s;
  const ty = 200 - (fy + fh / 2) * s;
  const clip = `${ctx.id}c`;
  ctx.defs.set("c", `<clipPath id="${clip}"><rect width="400" height="400" rx="24"/></clipPath>`);
  return `<g clip-path="url(#${clip})"><g transform="translate(${n(tx)} ${n(ty)}) scale(${Math.round(s * 1000) / 1000})">${front}</g></g>`;
}
