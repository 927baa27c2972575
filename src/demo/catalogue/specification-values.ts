/**
 * Specification values for one product. A value is first drawn from its hint,
 * biased by the product's tier, then per-type rules make the values agree with
 * each other and with the model name: a 45 cm dishwasher holds fewer couverts, a
 * Quooker PRO3 has a 3 litre tank, a Samsung VR is a robot vacuum.
 */
import type { SpecificationValues } from "@/domain/catalogue/specifications";

import { seedProductType, type ProductTypeCode, type ValueHint } from "./product-types";
import type { Random } from "./random";

export interface SpecificationContext {
  rng: Random;
  /** 0 (entry level) to 1 (top of the range). */
  tier: number;
  model: string;
  /** Where the price lands in the type's range; rules may move it when a value costs more or less. */
  priceTier: number;
}

type Rule = (values: SpecificationValues, ctx: SpecificationContext) => void;

export function generateSpecificationValues(code: ProductTypeCode, ctx: SpecificationContext): SpecificationValues {
  const values: SpecificationValues = {};
  for (const spec of seedProductType(code).specifications) {
    // Derived values come later (product-data.ts), from a stream of their own: drawing them here would change every product after the first.
    if (spec.hint.kind !== "derived") values[spec.key] = drawValue(spec.hint, ctx);
  }
  RULES[code]?.(values, ctx);
  return values;
}

function tieredIndex(length: number, ctx: SpecificationContext, spread = 0.25): number {
  const position = (ctx.tier + ctx.rng.noise() * spread) * (length - 1);
  return Math.min(length - 1, Math.max(0, Math.round(position)));
}

function drawValue(hint: Exclude<ValueHint, { kind: "derived" }>, ctx: SpecificationContext): string | number | boolean {
  switch (hint.kind) {
    case "number":
      return hint.values[tieredIndex(hint.values.length, ctx, hint.spread)] as number;
    case "boolean":
      return ctx.rng.chance(hint.p[0] + (hint.p[1] - hint.p[0]) * ctx.tier);
    case "enum": {
      if (hint.byTier) return hint.options[tieredIndex(hint.options.length, ctx)] as string;
      if (!hint.weights) return ctx.rng.pick(hint.options);
      const weights = Object.fromEntries(hint.options.map((option, i) => [option, hint.weights?.[i] ?? 1]));
      return ctx.rng.weighted(weights);
    }
  }
}

/** Sets an enum from the first pattern the model name matches, so names and specifications agree. */
function fromModel(values: SpecificationValues, key: string, model: string, table: readonly [RegExp, string][]): void {
  for (const [pattern, value] of table) {
    if (pattern.test(model)) {
      values[key] = value;
      return;
    }
  }
}

const clampTier = (t: number) => Math.min(1, Math.max(0, t));

const RULES: Partial<Record<ProductTypeCode, Rule>> = {
  wasmachine(v, { rng }) {
    if (v.deurtype === "Bovenlader") v.vulgewicht = rng.pick([6, 7]);
  },
  wasdroogcombinatie(v, { rng }) {
    const wash = v["vulgewicht-wassen"] as number;
    v["vulgewicht-drogen"] = Math.max(4, wash - rng.pick([3, 3, 4]));
  },
  koelkast(v, { rng }) {
    const litres = v.inhoud as number;
    v.hoogte = litres <= 140 ? 85 : litres <= 230 ? rng.pick([122, 144]) : litres <= 340 ? rng.pick([176, 186]) : rng.pick([186, 201]);
    if (v.hoogte === 85) v.vriesvak = rng.pick(["Geen", "Vriesvak"]);
    else if ((v.hoogte as number) < 176) v.vriesvak = rng.pick(["Vriesvak", "Vriezer bovenin"]);
    else if (v.vriesvak === "Vriesvak") v.vriesvak = "Vriezer onderin";
    // No-frost is a freezer feature; a fridge without a freezer has nothing to defrost.
    if (v.vriesvak === "Geen" || v.vriesvak === "Vriesvak") v["no-frost"] = false;
    v.breedte = v.hoogte === 85 ? rng.pick([55, 60]) : litres > 370 ? 70 : 60;
  },
  "amerikaanse-koelkast"(v) {
    if (!v["water-ijsdispenser"]) v["vaste-wateraansluiting"] = false;
  },
  vriezer(v, { rng }) {
    if (v.uitvoering === "Tafelmodel") v.inhoud = rng.pick([80, 100]);
    else if (v.uitvoering === "Vrieskist") v["no-frost"] = false;
    else if ((v.inhoud as number) < 160) v.inhoud = rng.pick([160, 200]);
  },
  vaatwasser(v, { rng }) {
    if (rng.chance(0.12)) {
      v.breedte = 45;
      v["aantal-couverts"] = rng.pick([9, 10]);
    }
  },
  fornuis(v, { rng }) {
    const width = v.breedte as number;
    if (width <= 60) {
      v["aantal-kookzones"] = 4;
      v["aantal-ovens"] = 1;
    } else {
      v["aantal-kookzones"] = width >= 100 ? rng.pick([5, 6]) : 5;
      if (width >= 100) v["aantal-ovens"] = 2;
    }
    if (v["aantal-ovens"] === 1 && width >= 90) v["inhoud-oven"] = rng.pick([79, 115]);
  },
  kookplaat(v, ctx) {
    const { rng } = ctx;
    fromModel(v, "type", ctx.model, [
      [/ G$|^PP|^HG|^KG|^PV/, "Gas"],
      [/^PK|^HIC|^HK/, "Keramisch"],
      [/^(PX|PU|EX|ED|EU|IKE|IAE|SI|CX|CI|CV|VI|NZ|HII|HI|KI|KM)/, "Inductie"],
    ]);
    ctx.priceTier = clampTier(ctx.tier + (v.type === "Inductie" ? 0 : -0.2));
    if (v.type !== "Inductie") {
      v.flexzone = false;
      v["geintegreerde-afzuiging"] = false;
      v.boosterfunctie = false;
    }
    if (v.type === "Gas") v.bediening = "Knoppen";
    else if (v.bediening === "Knoppen") v.bediening = "Touch";
    if (v["geintegreerde-afzuiging"]) v.breedte = rng.pick([80, 90]);
    const width = v.breedte as number;
    v["aantal-kookzones"] = width <= 60 ? 4 : width <= 80 ? rng.pick([4, 5]) : rng.pick([5, 6]);
  },
  inbouwoven(v, { rng }) {
    if (v.type === "Combimagnetron" || v.type === "Stoomoven") {
      v.nishoogte = 45;
      v.inhoud = rng.pick([36, 44, 50]);
      v.pyrolyse = false;
    } else if ((v.inhoud as number) < 60) {
      v.inhoud = 60;
    }
  },
  afzuigkap(v, { rng }) {
    if (v.type === "Onderbouw") v.breedte = rng.pick([60, 90]);
    if (v.type === "Eilandschouw" || v.type === "Plafondunit") v.breedte = rng.pick([90, 100, 120]);
  },
  kokendwaterkraan(v, { model }) {
    if (/PRO3/.test(model)) v["inhoud-reservoir"] = 3;
    if (/PRO7|Combi/.test(model)) v["inhoud-reservoir"] = 7;
    fromModel(v, "functies", model, [
      [/Combi/, "Kokend, warm en koud water"],
      [/PRO/, "Kokend water"],
    ]);
    fromModel(v, "vorm", model, [
      [/Square/, "Vierkant"],
      [/Round/, "Rond"],
    ]);
  },
  inbouwkoelkast(v, { rng }) {
    const litres = v.inhoud as number;
    v.nishoogte = litres <= 140 ? rng.pick([82, 88]) : litres <= 180 ? rng.pick([102, 122]) : litres <= 220 ? 140 : litres <= 265 ? rng.pick([158, 178]) : 178;
    if ((v.nishoogte as number) < 100) v.vriesvak = rng.pick(["Geen", "Vriesvak"]);
    if (v.vriesvak !== "Vriezer onderin") v["no-frost"] = false;
  },
  magnetron(v, ctx) {
    fromModel(v, "type", ctx.model, [
      [/^(MS|MOC|MWP|FEL|MW-)/, "Solo"],
      [/^(MG|MH|MGC|HMT)/, "Grill"],
      [/^(MC|MCP|CM)/, "Combi"],
    ]);
    if (v.type === "Solo" && (v.inhoud as number) > 25) v.inhoud = ctx.rng.pick([20, 23, 25]);
    if (v.type === "Combi" && (v.inhoud as number) < 25) v.inhoud = ctx.rng.pick([25, 28, 32]);
    ctx.priceTier = clampTier(ctx.tier + (v.type === "Combi" ? 0.2 : v.type === "Solo" ? -0.15 : 0));
  },
  stofzuiger(v, ctx) {
    const { rng, model } = ctx;
    fromModel(v, "type", model, [
      [/^(Complete|BGL|VSZ)/, "Sledestofzuiger met zak"],
      [/^(BCS|VS|A9K|Triflex|QX|AP)/, "Steelstofzuiger"],
      [/^(VR[0-9]|Scout)/, "Robotstofzuiger"],
      [/^(Boost|BGS|VRT)/, "Sledestofzuiger zonder zak"],
    ]);
    const cordless = v.type === "Steelstofzuiger" || v.type === "Robotstofzuiger";
    v.voeding = cordless ? "Accu" : "Snoer";
    v.stofinhoud =
      v.type === "Sledestofzuiger met zak" ? rng.pick([3.5, 4.5]) : v.type === "Sledestofzuiger zonder zak" ? rng.pick([1.5, 2.5]) : rng.pick([0.4, 0.6, 0.8]);
    if (!cordless) v.dweilfunctie = false;
    ctx.priceTier = clampTier(ctx.tier + (v.type === "Robotstofzuiger" ? 0.25 : cordless ? 0.1 : -0.1));
  },
  strijkijzer(v, ctx) {
    fromModel(v, "type", ctx.model, [
      [/^(TDS|ST)/, "Stoomgenerator"],
      [/^(TDA|DB|SIM)/, "Stoomstrijkijzer"],
    ]);
    const generator = v.type === "Stoomgenerator";
    v.waterreservoir = generator ? ctx.rng.pick([1.3, 1.8]) : ctx.rng.pick([0.3, 0.35, 0.4]);
    if (generator) v.stoomstoot = ctx.rng.pick([450, 600]);
    else if ((v.stoomstoot as number) > 300) v.stoomstoot = ctx.rng.pick([200, 250, 300]);
    ctx.priceTier = clampTier(ctx.tier + (generator ? 0.3 : -0.15));
  },
  koffiemachine(v, ctx) {
    const { rng, model } = ctx;
    fromModel(v, "type", model, [
      [/^(BCC|TIS|TQ|TI|CM |CVA)/, "Volautomaat"],
      [/^ECF|^CM-.*E$/, "Pistonmachine"],
      [/^TAS|^CM-.*C$/, "Capsulemachine"],
      [/^DCF|^CM-.*F$/, "Filterkoffiezetapparaat"],
    ]);
    // The type decides most of the price: a filter machine never costs what a bean-to-cup machine does.
    const band: Record<string, readonly [number, number]> = {
      Filterkoffiezetapparaat: [0, 0.2],
      Capsulemachine: [0.05, 0.25],
      Pistonmachine: [0.2, 0.5],
      Volautomaat: [0.4, 1],
    };
    const [low, high] = band[v.type as string] ?? [0, 1];
    ctx.priceTier = low + (high - low) * ctx.tier;
    if (v.type === "Filterkoffiezetapparaat") {
      v.melkopschuimer = false;
      v["ingebouwde-molen"] = rng.chance(0.15);
      v["aantal-koffiespecialiteiten"] = 1;
    } else if (v.type === "Capsulemachine") {
      v["ingebouwde-molen"] = false;
      v["aantal-koffiespecialiteiten"] = rng.pick([2, 4, 6]);
    } else if (v.type === "Pistonmachine") {
      v["aantal-koffiespecialiteiten"] = rng.pick([2, 3, 4]);
    } else {
      v["ingebouwde-molen"] = true;
      v["aantal-koffiespecialiteiten"] = Math.max(6, v["aantal-koffiespecialiteiten"] as number);
    }
  },
  airfryer(v) {
    if (v["aantal-manden"] === 2 && (v.inhoud as number) < 7.2) v.inhoud = 7.2;
  },
};
