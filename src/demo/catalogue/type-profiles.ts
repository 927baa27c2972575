/**
 * What the generator needs to know per product type besides its specifications:
 * how common it is, what it costs, which services a shop offers with it and which
 * energy label it carries. Prices are in whole euros here; the generator turns
 * them into cents with a shop-like ending.
 */
import type { ProductTypeCode } from "./product-types";

export const COLOURS = ["wit", "zwart", "rvs", "antraciet", "creme", "rood", "pastelblauw", "zilver"] as const;
export type Colour = (typeof COLOURS)[number];
export type ColourWeights = Partial<Record<Colour, number>>;

/** "new" is the rescaled EU label (A to G, 2021); "old" still runs A+++ to D for these types. */
export type EnergyScale = "new" | "old" | null;

export interface TypeProfile {
  /** Share of the catalogue, relative to the other types. */
  weight: number;
  priceEuros: readonly [number, number];
  colours: ColourWeights;
  energyScale: EnergyScale;
  /** First and further units, in cents; null for small appliances, which are not installed. */
  assemblyCents: readonly [number, number] | null;
  extraServiceCents: number | null;
  /** Only the bulkiest appliances need a second delivery person, which the shop charges for. */
  deliveryCostCents: readonly number[] | null;
}

const WHITE_GOODS: ColourWeights = { wit: 80, zwart: 8, antraciet: 7, zilver: 5 };
const BUILT_IN_STEEL: ColourWeights = { rvs: 50, zwart: 40, antraciet: 10 };

export const TYPE_PROFILES: Record<ProductTypeCode, TypeProfile> = {
  wasmachine: profile(12, [349, 1799], WHITE_GOODS, "new", [4900, 3900], 2495),
  wasdroger: profile(8, [399, 1699], WHITE_GOODS, "old", [4900, 3900], 2495),
  wasdroogcombinatie: profile(3, [549, 1899], WHITE_GOODS, "new", [5900, 4900], 2995),
  koelkast: profile(11, [399, 2499], { wit: 32, rvs: 30, zwart: 20, zilver: 11, antraciet: 7 }, "new", [3900, 2900], 2495),
  "amerikaanse-koelkast": profile(4, [999, 3999], { rvs: 50, zwart: 30, antraciet: 10, wit: 5, zilver: 5 }, "new", [7900, 5900], 3995, [1995, 2495, 2995]),
  vriezer: profile(5, [249, 1499], { wit: 60, rvs: 15, zwart: 10, zilver: 10, antraciet: 5 }, "new", [3900, 2900], 2495),
  vaatwasser: profile(7, [349, 1499], { wit: 45, rvs: 35, zwart: 15, antraciet: 5 }, "new", [5900, 4900], 2995),
  fornuis: profile(3, [499, 3999], { rvs: 55, zwart: 20, antraciet: 10, creme: 10, wit: 5 }, "old", [7900, 6900], 3495, [1995, 2495, 2995]),
  kookplaat: profile(7, [199, 2999], { zwart: 90, rvs: 10 }, null, [9900, 7900], 2995),
  inbouwoven: profile(6, [349, 2999], BUILT_IN_STEEL, "old", [9900, 7900], 2995),
  afzuigkap: profile(5, [149, 1999], { rvs: 55, zwart: 35, antraciet: 5, wit: 5 }, "old", [14900, 12900], 3495),
  kokendwaterkraan: profile(2, [899, 2499], { rvs: 50, zwart: 20, zilver: 20, antraciet: 10 }, null, [12900, 10900], 3495),
  inbouwkoelkast: profile(5, [449, 2999], { wit: 100 }, "new", [11900, 9900], 3495),
  inbouwvaatwasser: profile(5, [399, 1699], { rvs: 40, zwart: 30, wit: 30 }, "new", [12900, 10900], 3995),
  magnetron: profile(3, [79, 699], { zwart: 40, rvs: 30, wit: 20, zilver: 10 }, null, null, null),
  stofzuiger: profile(4, [79, 899], { zwart: 30, antraciet: 20, wit: 15, rood: 15, zilver: 10, pastelblauw: 10 }, null, null, null),
  strijkijzer: profile(2, [29, 399], { wit: 30, pastelblauw: 30, zwart: 20, rood: 10, zilver: 10 }, null, null, null),
  koffiemachine: profile(3, [59, 1999], { zwart: 50, zilver: 20, rvs: 15, wit: 10, rood: 5 }, null, null, null),
  waterkoker: profile(1.5, [29, 199], { rvs: 40, zwart: 25, wit: 20, rood: 5, creme: 5, pastelblauw: 5 }, null, null, null),
  airfryer: profile(2, [59, 299], { zwart: 70, wit: 15, zilver: 10, creme: 5 }, null, null, null),
  keukenmachine: profile(1.5, [99, 999], { zilver: 30, wit: 25, zwart: 20, rood: 15, creme: 10 }, null, null, null),
  blender: profile(1.5, [29, 499], { zwart: 45, zilver: 25, rvs: 10, wit: 10, rood: 10 }, null, null, null),
  broodrooster: profile(1, [24, 199], { rvs: 35, zwart: 30, wit: 20, rood: 5, creme: 5, pastelblauw: 5 }, null, null, null),
};

/** SMEG's retro line: the colours it is known for. */
export const RETRO_COLOURS: ColourWeights = { creme: 25, rood: 15, pastelblauw: 15, zwart: 15, wit: 15, rvs: 10, zilver: 5 };

function profile(
  weight: number,
  priceEuros: readonly [number, number],
  colours: ColourWeights,
  energyScale: EnergyScale,
  assemblyCents: readonly [number, number] | null,
  extraServiceCents: number | null,
  deliveryCostCents: readonly number[] | null = null,
): TypeProfile {
  return { weight, priceEuros, colours, energyScale, assemblyCents, extraServiceCents, deliveryCostCents };
}
