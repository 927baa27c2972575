/**
 * Product descriptions: two or three Dutch sentences built from the
 * specifications, so that the text never contradicts the table beside it.
 */
import type { SpecificationValues } from "@/domain/catalogue/specifications";

import { seedProductType, type ProductTypeCode } from "./product-types";
import type { Colour } from "./type-profiles";

export interface DescriptionInput {
  type: ProductTypeCode;
  /** "Bosch Serie 6 WGG24409NL" */
  fullName: string;
  specs: SpecificationValues;
  colour: Colour;
  energyClass: string | null;
}

/** "Deze uitvoering is ..." */
const COLOUR_PHRASES: Record<Colour, string> = {
  wit: "wit",
  zwart: "zwart",
  rvs: "van rvs",
  antraciet: "antraciet",
  creme: "crème",
  rood: "rood",
  pastelblauw: "pastelblauw",
  zilver: "zilverkleurig",
};

/** Dutch number formatting: 1,5 liter. */
const nl = (value: unknown) => String(value).replace(".", ",");
const lower = (value: unknown) => String(value).toLowerCase();

type Opening = (s: SpecificationValues, name: string) => string;

const OPENINGS: Record<ProductTypeCode, Opening> = {
  wasmachine: (s, n) => `De ${n} is een ${lower(s.deurtype)} met een vulgewicht van ${s.vulgewicht} kg en ${s.toerental} toeren per minuut.`,
  wasdroger: (s, n) => `De ${n} is een ${lower(s.droogtechniek)}droger voor ${s.vulgewicht} kg wasgoed, met een geluidsniveau van ${s.geluidsniveau} dB.`,
  wasdroogcombinatie: (s, n) => `De ${n} wast ${s["vulgewicht-wassen"]} kg en droogt ${s["vulgewicht-drogen"]} kg in één machine, met ${s.toerental} toeren per minuut.`,
  koelkast: (s, n) => {
    const kind =
      s.hoogte === 85
        ? "tafelmodel koelkast"
        : s.vriesvak === "Vriezer onderin" || s.vriesvak === "Vriezer bovenin"
          ? "koel-vriescombinatie"
          : s.vriesvak === "Geen"
            ? "koelkast zonder vriesvak"
            : "koelkast met vriesvak";
    return `De ${n} is een ${kind} van ${s.hoogte} cm hoog met ${s.inhoud} liter inhoud.`;
  },
  "amerikaanse-koelkast": (s, n) => `De ${n} is een Amerikaanse koelkast in ${s.uitvoering}-uitvoering met maar liefst ${s.inhoud} liter inhoud.`,
  vriezer: (s, n) => `De ${n} is een ${lower(s.uitvoering)} met ${s.inhoud} liter inhoud die ${s.invriescapaciteit} kilo per etmaal invriest.`,
  vaatwasser: (s, n) => `De ${n} is een vrijstaande vaatwasser van ${s.breedte} cm breed voor ${s["aantal-couverts"]} couverts, met een geluidsniveau van ${s.geluidsniveau} dB.`,
  fornuis: (s, n) => {
    const zones =
      s["type-kookplaat"] === "Gas" ? "gaspitten" : s["type-kookplaat"] === "Inductie" ? "inductiezones" : "keramische kookzones";
    const ovens = s["aantal-ovens"] === 2 ? "twee ovens" : `een oven van ${s["inhoud-oven"]} liter`;
    return `De ${n} is een fornuis van ${s.breedte} cm breed met ${s["aantal-kookzones"]} ${zones} en ${ovens}.`;
  },
  kookplaat: (s, n) => {
    const kind = s.type === "Inductie" ? "inductiekookplaat" : s.type === "Gas" ? "gaskookplaat" : "keramische kookplaat";
    return `De ${n} is een ${kind} van ${s.breedte} cm breed met ${s["aantal-kookzones"]} kookzones.`;
  },
  inbouwoven: (s, n) =>
    `De ${n} is een ${s.type === "Oven" ? "inbouwoven" : lower(s.type)} met ${s.inhoud} liter inhoud, voor een nis van ${s.nishoogte} cm hoog.`,
  afzuigkap: (s, n) => {
    const kind = s.type === "Onderbouw" ? "onderbouwkap" : s.type === "Vlakscherm" ? "vlakschermkap" : lower(s.type);
    return `De ${n} is een ${kind} van ${s.breedte} cm breed die tot ${s.afzuigcapaciteit} m³ lucht per uur ververst.`;
  },
  kokendwaterkraan: (s, n) => `De ${n} geeft direct ${lower(s.functies)} uit één kraan, met een reservoir van ${s["inhoud-reservoir"]} liter.`,
  inbouwkoelkast: (s, n) => {
    const freezer = s.vriesvak === "Geen" ? "zonder vriesvak" : s.vriesvak === "Vriesvak" ? "met vriesvak" : "met aparte vriezer onderin";
    return `De ${n} is een inbouwkoelkast van ${s.inhoud} liter ${freezer}, voor een nis van ${s.nishoogte} cm hoog.`;
  },
  inbouwvaatwasser: (s, n) =>
    `De ${n} is een ${s.uitvoering === "Half integreerbaar" ? "half" : "volledig"} integreerbare vaatwasser voor ${s["aantal-couverts"]} couverts en een nishoogte van ${nl(s.nishoogte)} cm.`,
  magnetron: (s, n) => {
    const kind = s.type === "Solo" ? "solomagnetron" : s.type === "Grill" ? "magnetron met grill" : "combimagnetron";
    return `De ${n} is een ${kind} met ${s.inhoud} liter inhoud en ${s.vermogen} watt vermogen.`;
  },
  stofzuiger: (s, n) => {
    const power = s.voeding === "Accu" ? " op accu" : "";
    return `De ${n} is een ${lower(s.type)}${power} met een geluidsniveau van ${s.geluidsniveau} dB.`;
  },
  strijkijzer: (s, n) => `De ${n} is een ${lower(s.type)} van ${s.vermogen} watt met een stoomstoot van ${s.stoomstoot} gram per minuut.`,
  koffiemachine: (s, n) => {
    const drinks = (s["aantal-koffiespecialiteiten"] as number) > 1 ? ` en ${s["aantal-koffiespecialiteiten"]} koffiespecialiteiten` : "";
    return `De ${n} is een ${lower(s.type)} met een waterreservoir van ${nl(s.waterreservoir)} liter${drinks}.`;
  },
  waterkoker: (s, n) => {
    const material = s.materiaal === "Glas" ? "glazen" : lower(s.materiaal);
    return `De ${n} is een ${material} waterkoker van ${nl(s.inhoud)} liter en ${s.vermogen} watt.`;
  },
  airfryer: (s, n) => {
    const baskets = s["aantal-manden"] === 2 ? ", verdeeld over twee manden," : "";
    return `De ${n} is een airfryer met ${nl(s.inhoud)} liter inhoud${baskets} en ${s.vermogen} watt vermogen.`;
  },
  keukenmachine: (s, n) => `De ${n} is een ${lower(s.type)} van ${s.vermogen} watt met een kom van ${nl(s.kominhoud)} liter.`,
  blender: (s, n) => `De ${n} is een ${lower(s.type)} van ${s.vermogen} watt met een kan van ${nl(s.inhoud)} liter.`,
  broodrooster: (s, n) => `De ${n} is een broodrooster voor ${s["aantal-sneetjes"]} sneetjes met ${s.bruiningsstanden} bruiningsstanden.`,
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} en ${items.at(-1)}`;
}

export function describeProduct(input: DescriptionInput): string {
  const sentences = [OPENINGS[input.type](input.specs, input.fullName)];

  const features = seedProductType(input.type)
    .specifications.filter((spec) => spec.hint.kind === "boolean" && spec.hint.phrase && input.specs[spec.key] === true)
    .map((spec) => (spec.hint.kind === "boolean" ? spec.hint.phrase : ""))
    .slice(0, 3);
  if (features.length > 0) sentences.push(`Uitgerust met ${list(features)}.`);

  const colour = COLOUR_PHRASES[input.colour];
  sentences.push(
    input.energyClass ? `Deze uitvoering is ${colour} en heeft energieklasse ${input.energyClass}.` : `Deze uitvoering is ${colour}.`,
  );
  return sentences.join(" ");
}
