/**
 * Who a product is: its series, colour, model number and energy class, all
 * following from its brand, type and tier.
 */
import type { SpecificationValues } from "@/domain/catalogue/specifications";

import { BRAND_PROFILES, DEFAULT_COLOUR_CODES, type BrandProfile } from "./brand-lines";
import { expandPattern } from "./names";
import type { ProductTypeCode } from "./product-types";
import type { Random } from "./random";
import { RETRO_COLOURS, TYPE_PROFILES, type Colour, type EnergyScale } from "./type-profiles";

function lineOf(brand: BrandProfile, type: ProductTypeCode) {
  const line = brand.lines[type];
  if (!line) throw new RangeError(`Dit merk maakt geen ${type}.`);
  return line;
}

/** Higher tiers get higher series; the same tier gives the same series across a brand's types. */
export function seriesFor(brand: BrandProfile, type: ProductTypeCode, tier: number): string {
  const series = lineOf(brand, type).series ?? brand.series;
  return series[Math.min(series.length - 1, Math.floor(tier * series.length))] as string;
}

export function pickColour(brand: BrandProfile, type: ProductTypeCode, rng: Random): Colour {
  return rng.weighted(brand.retro?.includes(type) ? RETRO_COLOURS : TYPE_PROFILES[type].colours);
}

export function drawModel(brand: BrandProfile, type: ProductTypeCode, series: string, colour: Colour, rng: Random): string {
  const colourCode = brand.colourCodes?.[colour] ?? DEFAULT_COLOUR_CODES[colour];
  return expandPattern(rng.pick(lineOf(brand, type).models), rng, { colourCode, series });
}

/** The brands that make a product type. */
export function brandsMaking(type: ProductTypeCode): (keyof typeof BRAND_PROFILES)[] {
  return (Object.keys(BRAND_PROFILES) as (keyof typeof BRAND_PROFILES)[]).filter((slug) => BRAND_PROFILES[slug].lines[type]);
}

const NEW_SCALE = ["A", "B", "C", "D", "E", "F", "G"];
const OLD_SCALE = ["A+++", "A++", "A+", "A", "B"];

/**
 * Better products get better classes. On the new label most appliances sit
 * between A and D; dryers still carry the old label, where a heat pump earns
 * A+++ to A+ and a condenser dryer B.
 */
export function energyClassFor(scale: EnergyScale, type: ProductTypeCode, specs: SpecificationValues, tier: number, rng: Random): string | null {
  if (scale === null) return null;
  if (scale === "new") {
    const index = Math.round(3.2 - tier * 3.2 + rng.noise() * 1.3);
    return NEW_SCALE[Math.min(6, Math.max(0, index))] as string;
  }
  if (type === "wasdroger") {
    return specs.droogtechniek === "Warmtepomp" ? (OLD_SCALE[Math.min(2, Math.max(0, Math.round(2 - tier * 2.5 + rng.noise())))] as string) : "B";
  }
  const index = Math.round(3.5 - tier * 3 + rng.noise() * 1.2);
  return OLD_SCALE[Math.min(4, Math.max(0, index))] as string;
}
