/**
 * The facts a buyer compares that follow from a product's other facts: its
 * dimensions (from its capacity and build), the opening a built-in appliance
 * needs, what the EU energy label says (energy use from the class and the
 * capacity, water use, the noise class from the noise), and its warranty. A
 * 45 cm dishwasher is 45 cm wide, a 10 kg washing machine is deeper than a
 * 7 kg one, and a 360 litre fridge of class A uses less than one of class E.
 *
 * It draws from a stream of its own (deriveSeed(seed, "product-data")), after
 * everything else of the product is known, so adding these facts changed no
 * name, price or specification the catalogue already had.
 */
import { noiseClassOf, type NoiseLabelGroup } from "@/domain/catalogue/specification-groups";
import type { SpecificationValues } from "@/domain/catalogue/specifications";
import { DEFAULT_WARRANTY_YEARS, EXTRA_WARRANTY_KEY, EXTRA_WARRANTY_YEARS, WARRANTY_KEY } from "@/domain/catalogue/warranty";

import type { ProductTypeCode } from "./product-types";
import type { Random } from "./random";

export interface ProductDataContext {
  /** The product-data stream, not the products' own. */
  rng: Random;
  energyClass: string | null;
  offersExtraWarranty: boolean;
}

type Rule = (v: SpecificationValues, ctx: ProductDataContext) => void;

export function completeProductData(type: ProductTypeCode, values: SpecificationValues, ctx: ProductDataContext): void {
  RULES[type]?.(values, ctx);
  values[WARRANTY_KEY] = DEFAULT_WARRANTY_YEARS;
  if (ctx.offersExtraWarranty) values[EXTRA_WARRANTY_KEY] = EXTRA_WARRANTY_YEARS;
}

/** Built-in appliances and the opening they need in the kitchen: every product of these types has all of its niche keys. */
export const NICHE_KEYS: Partial<Record<ProductTypeCode, readonly string[]>> = {
  inbouwoven: ["nishoogte", "nisbreedte", "nisdiepte"],
  inbouwkoelkast: ["nishoogte", "nisbreedte", "nisdiepte"],
  inbouwvaatwasser: ["nishoogte", "nisbreedte", "nisdiepte"],
  kookplaat: ["nisbreedte", "nisdiepte"],
};

const NEW_SCALE = ["A", "B", "C", "D", "E", "F", "G"];
const OLD_SCALE = ["A+++", "A++", "A+", "A", "B", "C", "D"];

/** The class's place on its scale, best first; the middle when the product has none. */
function classIndex(energyClass: string | null, scale: readonly string[]): number {
  const index = energyClass ? scale.indexOf(energyClass) : -1;
  return index >= 0 ? index : Math.floor(scale.length / 2);
}

const round = (value: number, decimals = 0) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** A value a few percent either way: two machines of one class and size never use exactly the same. */
const jitter = (rng: Random, value: number, share = 0.03) => value * (1 + rng.noise() * share);
const num = (value: unknown) => value as number;

// The label's figures per class, best class first, for a reference size; sizes scale them.
/** kWh per 100 eco cycles of an 8 kg washing machine (2019/2014). */
const WASH_ENERGY_8KG = [49, 57, 64, 72, 80, 88, 96];
/** kWh per 100 wash-and-dry cycles of a washer-dryer that washes 8 kg. */
const WASH_DRY_ENERGY_8KG = [240, 280, 320, 360, 400, 440, 480];
/** kWh per 100 cycles of an 8 kg dryer: A+++ to A+ are heat pumps, A and B condenser dryers. */
const DRY_ENERGY_8KG = [100, 132, 162, 250, 350];
/** kWh per 100 eco cycles of a dishwasher for 13 place settings (2019/2017). */
const DISH_ENERGY_13 = [55, 64, 75, 84, 93, 102, 110];
/** kWh a year of a 360 litre fridge-freezer (2019/2016). */
const COOL_ENERGY_360L = [110, 140, 172, 205, 240, 290, 340];
/** kWh per cycle of a 71 litre oven with hot air (65/2014). */
const OVEN_FAN_71L = [0.45, 0.56, 0.69, 0.81, 0.95];
/** kWh a year of a cooker hood (65/2014). */
const HOOD_ENERGY = [20, 28, 36, 45, 58];

function washingLabel(v: SpecificationValues, ctx: ProductDataContext, kg: number): void {
  const c = classIndex(ctx.energyClass, NEW_SCALE);
  v.energieverbruik = round(jitter(ctx.rng, WASH_ENERGY_8KG[c]! * (kg / 8) ** 0.6));
  v.waterverbruik = round(32 + 2 * kg + c * 0.8 + ctx.rng.noise() * 1.5, 1);
}

function dishwashingLabel(v: SpecificationValues, ctx: ProductDataContext): void {
  const c = classIndex(ctx.energyClass, NEW_SCALE);
  const settings = num(v["aantal-couverts"]);
  v.energieverbruik = round(jitter(ctx.rng, DISH_ENERGY_13[c]! * (settings / 13) ** 0.6));
  v.waterverbruik = round(7.5 + 0.12 * settings + c * 0.25 + ctx.rng.noise() * 0.3, 1);
  noiseClass(v, "dishwashing");
}

/** `factor`: a freezer uses more than a fridge of its size, a fridge without a freezer less. */
function coolingLabel(v: SpecificationValues, ctx: ProductDataContext, factor: number): void {
  const c = classIndex(ctx.energyClass, NEW_SCALE);
  v.energieverbruik = round(jitter(ctx.rng, COOL_ENERGY_360L[c]! * (num(v.inhoud) / 360) ** 0.6 * factor));
  noiseClass(v, "cooling");
}

function ovenLabel(v: SpecificationValues, ctx: ProductDataContext, litres: number): void {
  const c = Math.min(OVEN_FAN_71L.length - 1, classIndex(ctx.energyClass, OLD_SCALE));
  const fan = jitter(ctx.rng, OVEN_FAN_71L[c]! * (litres / 71) ** 0.3);
  v.energieverbruik = round(fan, 2);
  v["energieverbruik-conventioneel"] = round(fan * (1.28 + ctx.rng.float() * 0.08), 2);
}

function noiseClass(v: SpecificationValues, group: NoiseLabelGroup): void {
  if (typeof v.geluidsniveau === "number") v.geluidsklasse = noiseClassOf(group, v.geluidsniveau);
}

/** A front-loader's depth grows with its drum. */
function washerDepth(kg: number, rng: Random): number {
  return round(44 + 1.9 * kg + rng.pick([0, 1, 2]));
}

const RULES: Partial<Record<ProductTypeCode, Rule>> = {
  wasmachine(v, ctx) {
    const kg = num(v.vulgewicht);
    const topLoader = v.deurtype === "Bovenlader";
    v.hoogte = topLoader ? 90 : 85;
    v.breedte = topLoader ? 40 : 60;
    v.diepte = topLoader ? 60 : washerDepth(kg, ctx.rng);
    washingLabel(v, ctx, kg);
    noiseClass(v, "washing");
  },
  wasdroger(v, ctx) {
    const kg = num(v.vulgewicht);
    const heatPump = v.droogtechniek === "Warmtepomp";
    v.hoogte = 85;
    v.breedte = 60;
    v.diepte = heatPump ? ctx.rng.pick([61, 64, 65]) : ctx.rng.pick([58, 60, 62]);
    const c = Math.min(DRY_ENERGY_8KG.length - 1, classIndex(ctx.energyClass, OLD_SCALE));
    v.energieverbruik = round(jitter(ctx.rng, DRY_ENERGY_8KG[c]! * (kg / 8) ** 0.8));
  },
  wasdroogcombinatie(v, ctx) {
    const kg = num(v["vulgewicht-wassen"]);
    const c = classIndex(ctx.energyClass, NEW_SCALE);
    v.hoogte = 85;
    v.breedte = 60;
    v.diepte = washerDepth(kg, ctx.rng) + 1;
    washingLabel(v, ctx, kg);
    // washingLabel wrote the washing-only figures; the label prints both.
    v["energieverbruik-wassen"] = v.energieverbruik as number;
    v["waterverbruik-wassen"] = v.waterverbruik as number;
    v.energieverbruik = round(jitter(ctx.rng, WASH_DRY_ENERGY_8KG[c]! * (kg / 8) ** 0.6));
    v.waterverbruik = round(num(v["waterverbruik-wassen"]) + 26 + 1.5 * num(v["vulgewicht-drogen"]) + ctx.rng.noise() * 2, 1);
    noiseClass(v, "washing");
  },
  koelkast(v, ctx) {
    v.diepte = v.hoogte === 85 ? ctx.rng.pick([57, 58, 60]) : ctx.rng.pick([63, 65, 66, 67]) + (v.breedte === 70 ? 2 : 0);
    coolingLabel(v, ctx, v.vriesvak === "Geen" ? 0.75 : 1);
  },
  "amerikaanse-koelkast"(v, ctx) {
    v.hoogte = ctx.rng.pick([177, 178, 179, 182]);
    v.diepte = v.uitvoering === "Side-by-side" ? ctx.rng.pick([69, 72, 74]) : ctx.rng.pick([73, 75, 78]);
    coolingLabel(v, ctx, 1);
  },
  vriezer(v, ctx) {
    const litres = num(v.inhoud);
    if (v.uitvoering === "Tafelmodel") {
      v.hoogte = 85;
      v.breedte = ctx.rng.pick([55, 56, 60]);
      v.diepte = 58;
    } else if (v.uitvoering === "Vrieskist") {
      v.hoogte = 85;
      v.breedte = round(40 + litres * 0.26);
      v.diepte = ctx.rng.pick([66, 70]);
    } else {
      v.hoogte = litres <= 160 ? 145 : litres <= 200 ? 155 : litres <= 240 ? 176 : litres <= 280 ? 186 : litres <= 320 ? ctx.rng.pick([186, 191]) : ctx.rng.pick([191, 203]);
      v.breedte = litres >= 320 ? 70 : 60;
      v.diepte = 65;
    }
    coolingLabel(v, ctx, v.uitvoering === "Vrieskist" ? 1 : 1.25);
  },
  vaatwasser(v, ctx) {
    v.hoogte = ctx.rng.pick([84.5, 85]);
    v.diepte = ctx.rng.pick([58, 60, 60]);
    dishwashingLabel(v, ctx);
  },
  fornuis(v, ctx) {
    v.hoogte = ctx.rng.pick([85, 90, 90]);
    v.diepte = 60;
    ovenLabel(v, ctx, num(v["inhoud-oven"]));
  },
  kookplaat(v, ctx) {
    const width = num(v.breedte);
    v.hoogte = v["geintegreerde-afzuiging"] ? 19.8 : v.type === "Gas" ? ctx.rng.pick([4.5, 5]) : ctx.rng.pick([5.1, 5.4, 5.6]);
    v.diepte = ctx.rng.pick([51, 52, 52]);
    // The cut-out in the worktop: a few centimetres smaller than the hob, whose rim rests on the worktop.
    v.nisbreedte = width <= 60 ? 56 : width <= 70 ? 68 : width <= 80 ? 75 : 88;
    v.nisdiepte = v["geintegreerde-afzuiging"] ? 50 : 49;
  },
  inbouwoven(v, ctx) {
    const compact = v.nishoogte === 45;
    v.hoogte = compact ? 45.5 : 59.5;
    v.breedte = 59.5;
    v.diepte = ctx.rng.pick([54.8, 55.1, 56.7]);
    v.nisbreedte = 56;
    v.nisdiepte = 55;
    ovenLabel(v, ctx, num(v.inhoud));
  },
  afzuigkap(v, ctx) {
    const { rng } = ctx;
    const sizes: Record<string, readonly [readonly number[], readonly number[]]> = {
      Wandschouw: [[63, 73, 85, 95], [45, 50]],
      Eilandschouw: [[75, 85, 95], [60, 65]],
      Vlakscherm: [[18, 20], [47, 50]],
      Onderbouw: [[28, 30, 32], [28, 30]],
      Plafondunit: [[27, 30, 32], [50, 60]],
    };
    const [heights, depths] = sizes[v.type as string] ?? [[63], [50]];
    v.hoogte = rng.pick(heights);
    v.diepte = rng.pick(depths);
    const c = Math.min(HOOD_ENERGY.length - 1, classIndex(ctx.energyClass, OLD_SCALE));
    v.energieverbruik = round(jitter(rng, HOOD_ENERGY[c]!, 0.1));
  },
  kokendwaterkraan(v, ctx) {
    v.hoogte = ctx.rng.pick([30, 33, 36, 42]);
    v.breedte = ctx.rng.pick([5.5, 5.7]);
    v.diepte = ctx.rng.pick([19, 21, 23]);
  },
  inbouwkoelkast(v, ctx) {
    v.hoogte = round(num(v.nishoogte) - ctx.rng.pick([0.5, 1, 1.5]), 1);
    v.breedte = 54;
    v.diepte = ctx.rng.pick([54.5, 55]);
    v.nisbreedte = 56;
    v.nisdiepte = 55;
    coolingLabel(v, ctx, v.vriesvak === "Geen" ? 0.8 : 1.05);
  },
  inbouwvaatwasser(v, ctx) {
    // One in eight is a narrow 45 cm model, with fewer place settings, as in the shops.
    if (ctx.rng.chance(0.12)) {
      v.breedte = 45;
      v["aantal-couverts"] = ctx.rng.pick([9, 10]);
    }
    v.hoogte = num(v.nishoogte);
    v.diepte = 55;
    v.nisbreedte = num(v.breedte);
    v.nisdiepte = 55;
    dishwashingLabel(v, ctx);
  },
};
