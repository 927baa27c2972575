/**
 * What Dutch and Belgian shoppers type into the search box, each with what must
 * come first and what counts as a relevant result among the first ten. Scored
 * by tests/integration/search-relevance.test.ts against the demo catalogue; the
 * score before and after the ranking work is in docs/SEARCH.md.
 *
 * A `Fit` describes a product: its product type (any of `types`), and where the
 * query names them its brand, colour, energy class, series or specification
 * values. A specification value is one value, a list of values (any of) or a
 * range `{ min, max }` ("300 liter" is met by 280 to 320 litres: the catalogue,
 * like a real one, sells 280 and 310, not a round 300).
 */
export type SpecificationFit = number | string | boolean | readonly (number | string)[] | { min?: number; max?: number };

export interface Fit {
  types: readonly string[];
  brand?: string;
  colour?: string;
  energyClasses?: readonly string[];
  series?: string;
  specifications?: Readonly<Record<string, SpecificationFit>>;
}

export type QueryKind =
  | "compound"
  | "size"
  | "brand"
  | "series"
  | "typo"
  | "plural"
  | "belgian"
  | "energy"
  | "colour"
  | "feature";

export interface RelevanceQuery {
  q: string;
  kind: QueryKind;
  /** What the first result must be. */
  first: Fit;
  /** What counts as relevant for precision at 10; by default what fits `first` (without its specifications when nothing in the catalogue fits them all). */
  relevant?: Fit;
}

const WASHER = ["wasmachine"];
const FRIDGE = ["koelkast"];
const DISHWASHER = ["vaatwasser"];
/** A shopper who types "vaatwasser 45 cm" takes a free-standing or a built-in one. */
const ANY_DISHWASHER = ["vaatwasser", "inbouwvaatwasser"];

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Compound words, written as one word, split, or with a hyphen.
  { q: "inbouw koelkast", kind: "compound", first: { types: ["inbouwkoelkast"] } },
  { q: "inbouwkoelkast", kind: "compound", first: { types: ["inbouwkoelkast"] } },
  { q: "inbouw vaatwasser", kind: "compound", first: { types: ["inbouwvaatwasser"] } },
  { q: "inbouwvaatwasser", kind: "compound", first: { types: ["inbouwvaatwasser"] } },
  { q: "inbouw oven", kind: "compound", first: { types: ["inbouwoven"] } },
  { q: "was-droogcombinatie", kind: "compound", first: { types: ["wasdroogcombinatie"] } },
  { q: "was droog combinatie", kind: "compound", first: { types: ["wasdroogcombinatie"] } },
  { q: "wasdroogcombinatie", kind: "compound", first: { types: ["wasdroogcombinatie"] } },
  { q: "was droogcombinatie", kind: "compound", first: { types: ["wasdroogcombinatie"] } },
  { q: "kokend water kraan", kind: "compound", first: { types: ["kokendwaterkraan"] } },
  { q: "kokendwaterkraan", kind: "compound", first: { types: ["kokendwaterkraan"] } },
  { q: "amerikaanse koelkast", kind: "compound", first: { types: ["amerikaanse-koelkast"] } },
  { q: "afzuig kap", kind: "compound", first: { types: ["afzuigkap"] } },
  { q: "koel vries combinatie", kind: "compound", first: { types: FRIDGE, specifications: { vriesvak: ["Vriezer onderin", "Vriezer bovenin"] } } },
  { q: "koelvriescombinatie", kind: "compound", first: { types: FRIDGE, specifications: { vriesvak: ["Vriezer onderin", "Vriezer bovenin"] } } },
  { q: "inductiekookplaat", kind: "compound", first: { types: ["kookplaat"], specifications: { type: "Inductie" } } },
  { q: "inductie kookplaat", kind: "compound", first: { types: ["kookplaat"], specifications: { type: "Inductie" } } },

  // Sizes in centimetres, litres, kilos, revolutions and watts.
  { q: "vaatwasser 45 cm", kind: "size", first: { types: ANY_DISHWASHER, specifications: { breedte: 45 } } },
  { q: "smalle vaatwasser 45cm", kind: "size", first: { types: ANY_DISHWASHER, specifications: { breedte: 45 } } },
  { q: "koelkast 300 liter", kind: "size", first: { types: FRIDGE, specifications: { inhoud: { min: 270, max: 330 } } } },
  { q: "wasmachine 8 kg", kind: "size", first: { types: WASHER, specifications: { vulgewicht: 8 } } },
  { q: "wasmachine 9kg", kind: "size", first: { types: WASHER, specifications: { vulgewicht: 9 } } },
  { q: "wasdroger 8 kg", kind: "size", first: { types: ["wasdroger"], specifications: { vulgewicht: 8 } } },
  { q: "kookplaat 80 cm", kind: "size", first: { types: ["kookplaat"], specifications: { breedte: 80 } } },
  { q: "afzuigkap 90 cm", kind: "size", first: { types: ["afzuigkap"], specifications: { breedte: 90 } } },
  { q: "inbouwkoelkast 178 cm", kind: "size", first: { types: ["inbouwkoelkast"], specifications: { nishoogte: 178 } } },
  { q: "fornuis 90 cm", kind: "size", first: { types: ["fornuis"], specifications: { breedte: 90 } } },
  { q: "airfryer 5,5 liter", kind: "size", first: { types: ["airfryer"], specifications: { inhoud: 5.5 } } },
  { q: "wasmachine 1600 toeren", kind: "size", first: { types: WASHER, specifications: { toerental: 1600 } } },
  { q: "magnetron 900 watt", kind: "size", first: { types: ["magnetron"], specifications: { vermogen: 900 } } },
  { q: "vriezer 200 liter", kind: "size", first: { types: ["vriezer"], specifications: { inhoud: { min: 180, max: 220 } } } },

  // Brand and type.
  { q: "bosch wasmachine", kind: "brand", first: { types: WASHER, brand: "bosch" } },
  { q: "miele vaatwasser", kind: "brand", first: { types: DISHWASHER, brand: "miele" } },
  { q: "samsung amerikaanse koelkast", kind: "brand", first: { types: ["amerikaanse-koelkast"], brand: "samsung" } },
  { q: "liebherr koelkast", kind: "brand", first: { types: FRIDGE, brand: "liebherr" } },
  { q: "siemens inbouwoven", kind: "brand", first: { types: ["inbouwoven"], brand: "siemens" } },
  { q: "aeg wasdroger", kind: "brand", first: { types: ["wasdroger"], brand: "aeg" } },
  { q: "smeg koelkast", kind: "brand", first: { types: FRIDGE, brand: "smeg" } },
  { q: "quooker", kind: "brand", first: { types: ["kokendwaterkraan"], brand: "quooker" } },
  { q: "lg wasmachine", kind: "brand", first: { types: WASHER, brand: "lg" } },
  { q: "beko vriezer", kind: "brand", first: { types: ["vriezer"], brand: "beko" } },
  { q: "miele wasmachine 8kg", kind: "brand", first: { types: WASHER, brand: "miele", specifications: { vulgewicht: 8 } } },

  // Series names.
  { q: "bosch serie 6 wasmachine", kind: "series", first: { types: WASHER, brand: "bosch", series: "Serie 6" } },
  { q: "siemens iq500 vaatwasser", kind: "series", first: { types: DISHWASHER, brand: "siemens", series: "iQ500" } },
  { q: "aeg 8000 serie wasmachine", kind: "series", first: { types: WASHER, brand: "aeg", series: "8000 serie" } },
  { q: "smeg 50's style koelkast", kind: "series", first: { types: FRIDGE, brand: "smeg", series: "50's Style" } },
  { q: "lg instaview", kind: "series", first: { types: ["koelkast", "amerikaanse-koelkast"], brand: "lg", series: "InstaView" } },
  { q: "whirlpool 6th sense wasmachine", kind: "series", first: { types: WASHER, brand: "whirlpool", series: "6th Sense" } },

  // Typos.
  { q: "wasmachien", kind: "typo", first: { types: WASHER } },
  { q: "koelkats", kind: "typo", first: { types: FRIDGE } },
  { q: "vaatwaser", kind: "typo", first: { types: DISHWASHER } },
  { q: "magentron", kind: "typo", first: { types: ["magnetron"] } },
  { q: "stofzuigr", kind: "typo", first: { types: ["stofzuiger"] } },
  { q: "afzuigkapp", kind: "typo", first: { types: ["afzuigkap"] } },
  { q: "boch wasmachine", kind: "typo", first: { types: WASHER, brand: "bosch" } },
  { q: "inbouwkoelkats", kind: "typo", first: { types: ["inbouwkoelkast"] } },

  // Plural and diminutive forms.
  { q: "wasmachines", kind: "plural", first: { types: WASHER } },
  { q: "koelkasten", kind: "plural", first: { types: FRIDGE } },
  { q: "vaatwassers", kind: "plural", first: { types: DISHWASHER } },
  { q: "waterkokers", kind: "plural", first: { types: ["waterkoker"] } },
  { q: "ovens", kind: "plural", first: { types: ["inbouwoven"] } },
  { q: "koelkastje", kind: "plural", first: { types: FRIDGE } },
  { q: "blendertje", kind: "plural", first: { types: ["blender"] } },
  { q: "stofzuigertje", kind: "plural", first: { types: ["stofzuiger"] } },

  // Belgian words and other names for the same appliance.
  { q: "diepvriezer", kind: "belgian", first: { types: ["vriezer"] } },
  { q: "diepvries", kind: "belgian", first: { types: ["vriezer"] } },
  { q: "frigo", kind: "belgian", first: { types: FRIDGE } },
  { q: "ijskast", kind: "belgian", first: { types: FRIDGE } },
  { q: "microgolfoven", kind: "belgian", first: { types: ["magnetron"] } },
  { q: "droogkast", kind: "belgian", first: { types: ["wasdroger"] } },
  { q: "afwasmachine", kind: "belgian", first: { types: DISHWASHER } },
  { q: "dampkap", kind: "belgian", first: { types: ["afzuigkap"] } },
  { q: "droogtrommel", kind: "belgian", first: { types: ["wasdroger"] } },
  { q: "bosch diepvriezer", kind: "belgian", first: { types: ["vriezer"], brand: "bosch" } },

  // Energy class and thrift.
  { q: "wasmachine energieklasse a", kind: "energy", first: { types: WASHER, energyClasses: ["A"] } },
  { q: "koelkast energielabel b", kind: "energy", first: { types: FRIDGE, energyClasses: ["B"] } },
  { q: "zuinige wasdroger", kind: "energy", first: { types: ["wasdroger"], specifications: { droogtechniek: "Warmtepomp" } } },
  { q: "energiezuinige koelkast", kind: "energy", first: { types: FRIDGE, energyClasses: ["A", "B"] } },

  // Colours.
  { q: "zwarte koelkast", kind: "colour", first: { types: FRIDGE, colour: "zwart" } },
  { q: "rvs vaatwasser", kind: "colour", first: { types: DISHWASHER, colour: "rvs" } },
  { q: "witte wasmachine", kind: "colour", first: { types: WASHER, colour: "wit" } },
  { q: "rode stofzuiger", kind: "colour", first: { types: ["stofzuiger"], colour: "rood" } },
  { q: "rode koelkast", kind: "colour", first: { types: FRIDGE, colour: "rood" } },
  { q: "crème fornuis", kind: "colour", first: { types: ["fornuis"], colour: "creme" } },
  { q: "smeg crème koelkast", kind: "colour", first: { types: FRIDGE, brand: "smeg", colour: "creme" } },

  // Features and kinds.
  { q: "stille vaatwasser", kind: "feature", first: { types: DISHWASHER, specifications: { geluidsniveau: { max: 41 } } } },
  { q: "stille wasmachine", kind: "feature", first: { types: WASHER, specifications: { geluidsniveau: { max: 73 } } } },
  { q: "warmtepompdroger", kind: "feature", first: { types: ["wasdroger"], specifications: { droogtechniek: "Warmtepomp" } } },
  { q: "condensdroger", kind: "feature", first: { types: ["wasdroger"], specifications: { droogtechniek: "Condens" } } },
  { q: "robotstofzuiger", kind: "feature", first: { types: ["stofzuiger"], specifications: { type: "Robotstofzuiger" } } },
  { q: "steelstofzuiger", kind: "feature", first: { types: ["stofzuiger"], specifications: { type: "Steelstofzuiger" } } },
  { q: "gaskookplaat", kind: "feature", first: { types: ["kookplaat"], specifications: { type: "Gas" } } },
  { q: "volautomaat koffie", kind: "feature", first: { types: ["koffiemachine"], specifications: { type: "Volautomaat" } } },
  { q: "no frost vriezer", kind: "feature", first: { types: ["vriezer"], specifications: { "no-frost": true } } },
  { q: "bovenlader wasmachine", kind: "feature", first: { types: WASHER, specifications: { deurtype: "Bovenlader" } } },
  { q: "half integreerbare vaatwasser", kind: "feature", first: { types: ["inbouwvaatwasser"], specifications: { uitvoering: "Half integreerbaar" } } },
  { q: "inbouw combimagnetron", kind: "feature", first: { types: ["inbouwoven"], specifications: { type: "Combimagnetron" } } },
  { q: "koffiezetapparaat", kind: "feature", first: { types: ["koffiemachine"], specifications: { type: "Filterkoffiezetapparaat" } } },
  { q: "wasmachine met stoomfunctie", kind: "feature", first: { types: WASHER, specifications: { stoomfunctie: true } } },

  // Written after the ranking work had passed the queries above, to see whether it holds on queries it was not shaped by.
  { q: "koelkast met vriezer", kind: "feature", first: { types: FRIDGE, specifications: { vriesvak: ["Vriezer onderin", "Vriezer bovenin"] } } },
  { q: "tafelmodel koelkast", kind: "feature", first: { types: FRIDGE, specifications: { hoogte: 85 } } },
  { q: "side by side koelkast", kind: "feature", first: { types: ["amerikaanse-koelkast"], specifications: { uitvoering: "Side-by-side" } } },
  { q: "inbouw magnetron", kind: "compound", first: { types: ["inbouwoven"], specifications: { type: "Combimagnetron" } } },
  { q: "wasmachine 10 kilo", kind: "size", first: { types: WASHER, specifications: { vulgewicht: 10 } } },
  { q: "zelfreinigende oven", kind: "feature", first: { types: ["inbouwoven", "fornuis"], specifications: { pyrolyse: true } } },
  { q: "stoomoven", kind: "feature", first: { types: ["inbouwoven"], specifications: { type: "Stoomoven" } } },
  { q: "bosch koelkast rvs", kind: "colour", first: { types: FRIDGE, brand: "bosch", colour: "rvs" } },
  { q: "afzuigkap eiland", kind: "feature", first: { types: ["afzuigkap"], specifications: { type: "Eilandschouw" } } },
  { q: "kookplaat met afzuiging", kind: "feature", first: { types: ["kookplaat"], specifications: { "geintegreerde-afzuiging": true } } },
  { q: "droger warmtepomp", kind: "feature", first: { types: ["wasdroger"], specifications: { droogtechniek: "Warmtepomp" } } },
  { q: "bovenlader 6 kg", kind: "size", first: { types: WASHER, specifications: { deurtype: "Bovenlader", vulgewicht: 6 } } },
];
