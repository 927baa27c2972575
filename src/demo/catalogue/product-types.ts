/**
 * The product types of the seed catalogue and their specifications. Each
 * definition carries a `hint` for the generator beside what the shop stores, so
 * a new specification cannot be added without saying how its values look.
 *
 * Number values and tiered options are listed from the cheapest end of the market
 * to the most expensive one: the generator picks further along the list for a
 * product of a higher tier, which keeps price and specifications correlated.
 */
import type { SpecificationDefinition } from "@/domain/catalogue/specifications";

export const PRODUCT_TYPE_CODES = [
  "wasmachine",
  "wasdroger",
  "wasdroogcombinatie",
  "koelkast",
  "amerikaanse-koelkast",
  "vriezer",
  "vaatwasser",
  "fornuis",
  "kookplaat",
  "inbouwoven",
  "afzuigkap",
  "kokendwaterkraan",
  "inbouwkoelkast",
  "inbouwvaatwasser",
  "magnetron",
  "stofzuiger",
  "strijkijzer",
  "koffiemachine",
  "waterkoker",
  "airfryer",
  "keukenmachine",
  "blender",
  "broodrooster",
] as const;

export type ProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number];

export type ValueHint =
  | { kind: "number"; values: readonly number[]; spread?: number }
  | { kind: "enum"; options: readonly string[]; weights?: readonly number[]; byTier?: boolean }
  /** Probability of `true` for the cheapest and for the most expensive products. */
  | { kind: "boolean"; p: readonly [number, number]; phrase: string }
  /**
   * Worked out from the product's other facts by product-data.ts (dimensions
   * from the capacity, energy use from the class): never drawn. `facet: false`
   * keeps it out of the filters table, where a value per product would only
   * make a long list.
   */
  | { kind: "derived"; facet: boolean };

export interface SeedSpecification extends SpecificationDefinition {
  hint: ValueHint;
}

export interface SeedProductType {
  code: ProductTypeCode;
  name: string;
  namePlural: string;
  specifications: readonly SeedSpecification[];
}

interface Extra {
  keySpec?: number;
  help?: string;
  filterable?: boolean;
}

function definition(key: string, label: string, kind: SeedSpecification["kind"], unit: string | undefined, extra: Extra) {
  return {
    key,
    label,
    kind,
    ...(unit ? { unit } : {}),
    filterable: extra.filterable ?? true,
    ...(extra.keySpec ? { keySpec: extra.keySpec } : {}),
    ...(extra.help ? { help: extra.help } : {}),
  };
}

function num(key: string, label: string, unit: string, values: readonly number[], extra: Extra & { spread?: number } = {}): SeedSpecification {
  return { ...definition(key, label, "number", unit, extra), hint: { kind: "number", values, spread: extra.spread } };
}

function choice(
  key: string,
  label: string,
  options: readonly string[],
  extra: Extra & { weights?: readonly number[]; byTier?: boolean } = {},
): SeedSpecification {
  return { ...definition(key, label, "enum", undefined, extra), hint: { kind: "enum", options, weights: extra.weights, byTier: extra.byTier } };
}

/** `phrase` is how the feature reads in a product description: "een stoomfunctie". */
function flag(key: string, label: string, p: readonly [number, number], phrase: string, extra: Extra = {}): SeedSpecification {
  return { ...definition(key, label, "boolean", undefined, extra), hint: { kind: "boolean", p, phrase } };
}

/** A specification product-data.ts fills in: a measurement, a figure of the energy label or a warranty term. */
function derived(key: string, label: string, kind: "number" | "enum", unit: string | undefined, extra: Extra & { facet?: boolean } = {}): SeedSpecification {
  const filterable = extra.filterable ?? false;
  return { ...definition(key, label, kind, unit, { ...extra, filterable }), hint: { kind: "derived", facet: extra.facet ?? filterable } };
}

const HELP = {
  geluidsniveau: "Het geluid dat het apparaat maakt, in decibel. Elke 3 dB minder klinkt als half zo luid.",
  noFrost: "Er vormt zich geen ijs in de vriezer, dus je hoeft hem nooit te ontdooien.",
  inverter: "Een borstelloze motor die stiller en zuiniger draait en langer meegaat.",
  wifi: "Bedienen en volgen via een app op je telefoon.",
  pyrolyse: "De oven reinigt zichzelf door vuil op zo'n 500 °C te verbranden tot as, die je zo wegveegt.",
  couverts: "Eén couvert is de vaat van één persoon bij een driegangendiner.",
  nishoogte: "De hoogte van de opening in het keukenmeubel waarin het apparaat past.",
  nisbreedte: "De breedte van de opening in het keukenmeubel waarin het apparaat past.",
  nisdiepte: "Hoe diep de opening in het keukenmeubel minstens moet zijn.",
  geluidsklasse: "De geluidsklasse van het EU-energielabel, van A (stilst) tot D.",
  garantie: "Zo lang repareren of vervangen we het apparaat gratis als het kapotgaat, vanaf de dag van levering.",
  extraGarantie: "Met extra garantie verleng je de garantie met dit aantal jaren. Je kiest het zelf bij het product of in de winkelwagen.",
  perHundredCycles: "Het stroomverbruik van het eco-programma voor 100 keer, zoals het EU-energielabel het vermeldt.",
  perYear: "Het stroomverbruik in een jaar, zoals het EU-energielabel het vermeldt.",
  perOvenCycle: "Het stroomverbruik van één standaardbaksessie, zoals het EU-energielabel het vermeldt.",
  waterPerCycle: "Het waterverbruik van één keer het eco-programma, zoals het EU-energielabel het vermeldt.",
};

/** Height, width and depth of the appliance itself, in cm; `filterable` names the ones shoppers choose by. */
function dimensions(filterable: readonly ("hoogte" | "breedte" | "diepte")[] = [], labels: Partial<Record<"hoogte" | "breedte" | "diepte", string>> = {}): SeedSpecification[] {
  return (["hoogte", "breedte", "diepte"] as const).map((key) =>
    derived(key, labels[key] ?? key[0]!.toUpperCase() + key.slice(1), "number", "cm", { filterable: filterable.includes(key) }),
  );
}

type NicheKey = "nishoogte" | "nisbreedte" | "nisdiepte";

/**
 * The opening of the kitchen cabinet a built-in appliance needs, in cm.
 * `filterable` names the ones shoppers choose by: a hob's cut-out differs per
 * width, an oven's niche is 56 cm wide for every oven.
 */
function niche(keys: readonly NicheKey[], labels: Partial<Record<NicheKey, string>> = {}, filterable: readonly NicheKey[] = []): SeedSpecification[] {
  const names = { nishoogte: "Nishoogte", nisbreedte: "Nisbreedte", nisdiepte: "Nisdiepte" };
  return keys.map((key) => derived(key, labels[key] ?? names[key], "number", "cm", { filterable: filterable.includes(key), help: HELP[key] }));
}

const NOISE_CLASS = derived("geluidsklasse", "Geluidsklasse", "enum", undefined, { help: HELP.geluidsklasse });

/** Every product's own warranty, and what the extra warranty adds where the shop offers it. */
const WARRANTY: readonly SeedSpecification[] = [
  derived("garantie", "Garantie", "number", "jaar", { help: HELP.garantie }),
  derived("extra-garantie", "Extra garantie", "number", "jaar extra", { help: HELP.extraGarantie }),
];

const energyPer100 = (label = "Energieverbruik per 100 cycli") => derived("energieverbruik", label, "number", "kWh", { help: HELP.perHundredCycles });
const ENERGY_PER_YEAR = derived("energieverbruik", "Energieverbruik per jaar", "number", "kWh", { help: HELP.perYear });
const waterPerCycle = (label = "Waterverbruik per cyclus") => derived("waterverbruik", label, "number", "liter", { help: HELP.waterPerCycle });
const OVEN_ENERGY: readonly SeedSpecification[] = [
  derived("energieverbruik", "Energieverbruik per cyclus (hetelucht)", "number", "kWh", { help: HELP.perOvenCycle }),
  derived("energieverbruik-conventioneel", "Energieverbruik per cyclus (boven- en onderwarmte)", "number", "kWh", { help: HELP.perOvenCycle }),
];

const WASHER_NOISE = [79, 78, 77, 76, 75, 74, 73, 72, 71, 70];

export const SEED_PRODUCT_TYPES: readonly SeedProductType[] = [
  {
    code: "wasmachine",
    name: "Wasmachine",
    namePlural: "Wasmachines",
    specifications: [
      num("vulgewicht", "Vulgewicht", "kg", [6, 7, 8, 9, 10, 11], { keySpec: 1, help: "Hoeveel kilo droog wasgoed er maximaal in de trommel past." }),
      num("toerental", "Toerental", "tpm", [1200, 1400, 1400, 1600], {
        keySpec: 2,
        help: "Het hoogste aantal toeren per minuut bij het centrifugeren: hoe hoger, hoe droger het wasgoed uit de machine komt.",
      }),
      num("geluidsniveau", "Geluidsniveau centrifugeren", "dB", WASHER_NOISE, { keySpec: 3, help: HELP.geluidsniveau }),
      choice("deurtype", "Deurtype", ["Voorlader", "Bovenlader"], { weights: [92, 8] }),
      flag("stoomfunctie", "Stoomfunctie", [0.05, 0.85], "een stoomfunctie tegen kreukels en geurtjes", {
        help: "Stoom aan het eind van het programma maakt kreukels zachter en frist kleding op.",
      }),
      flag("autodosering", "AutoDosering", [0, 0.8], "automatische dosering van het wasmiddel", {
        help: "De machine doseert zelf het wasmiddel uit een ingebouwd reservoir, precies genoeg voor de lading.",
      }),
      flag("inverter-motor", "Invertermotor", [0.3, 1], "een stille invertermotor", { help: HELP.inverter }),
      flag("wifi", "Wifi", [0, 0.85], "bediening via de app", { help: HELP.wifi }),
      num("aantal-programmas", "Aantal programma's", "", [12, 14, 15, 16, 18, 20], { filterable: false }),
      ...dimensions(["diepte"]), energyPer100("Energieverbruik per 100 wasbeurten"), waterPerCycle("Waterverbruik per wasbeurt"), NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "wasdroger",
    name: "Wasdroger",
    namePlural: "Wasdrogers",
    specifications: [
      num("vulgewicht", "Vulgewicht", "kg", [7, 8, 8, 9, 10], { keySpec: 1, help: "Hoeveel kilo nat wasgoed de droger in één keer droogt." }),
      choice("droogtechniek", "Droogtechniek", ["Condens", "Warmtepomp"], {
        keySpec: 2,
        byTier: true,
        help: "Een warmtepompdroger hergebruikt zijn warmte en verbruikt daardoor ongeveer de helft minder stroom dan een condensdroger.",
      }),
      num("geluidsniveau", "Geluidsniveau", "dB", [67, 66, 65, 64, 63, 62, 61, 60], { keySpec: 3, help: HELP.geluidsniveau }),
      flag("zelfreinigende-condensor", "Zelfreinigende condensor", [0, 0.9], "een zelfreinigende condensor", {
        help: "De condensor spoelt zichzelf schoon, zodat je alleen nog het pluizenfilter leegmaakt.",
      }),
      flag("kreukbescherming", "Kreukbescherming", [0.5, 1], "kreukbescherming na afloop"),
      flag("wifi", "Wifi", [0, 0.8], "bediening via de app", { help: HELP.wifi }),
      num("aantal-programmas", "Aantal programma's", "", [10, 12, 14, 15, 16], { filterable: false }),
      ...dimensions(["diepte"]), energyPer100("Energieverbruik per 100 droogbeurten"), ...WARRANTY,
    ],
  },
  {
    code: "wasdroogcombinatie",
    name: "Was-droogcombinatie",
    namePlural: "Was-droogcombinaties",
    specifications: [
      num("vulgewicht-wassen", "Vulgewicht wassen", "kg", [7, 8, 9, 10, 11], { keySpec: 1 }),
      num("vulgewicht-drogen", "Vulgewicht drogen", "kg", [4, 5, 6, 6, 7], {
        keySpec: 2,
        help: "Drogen lukt met minder wasgoed tegelijk dan wassen; was je een volle trommel, droog dan in twee keer.",
      }),
      num("toerental", "Toerental", "tpm", [1400, 1400, 1600], { keySpec: 3 }),
      num("geluidsniveau", "Geluidsniveau centrifugeren", "dB", WASHER_NOISE, { help: HELP.geluidsniveau }),
      flag("stoomfunctie", "Stoomfunctie", [0.1, 0.9], "een stoomfunctie tegen kreukels"),
      flag("inverter-motor", "Invertermotor", [0.4, 1], "een stille invertermotor", { help: HELP.inverter }),
      flag("wifi", "Wifi", [0, 0.8], "bediening via de app", { help: HELP.wifi }),
      ...dimensions(["diepte"]),
      energyPer100("Energieverbruik wassen en drogen per 100 cycli"),
      derived("energieverbruik-wassen", "Energieverbruik alleen wassen per 100 cycli", "number", "kWh", { help: HELP.perHundredCycles }),
      waterPerCycle("Waterverbruik wassen en drogen per cyclus"),
      derived("waterverbruik-wassen", "Waterverbruik alleen wassen per cyclus", "number", "liter", { help: HELP.waterPerCycle }),
      NOISE_CLASS,
      ...WARRANTY,
    ],
  },
  {
    code: "koelkast",
    name: "Koelkast",
    namePlural: "Koelkasten",
    specifications: [
      num("inhoud", "Totale inhoud", "liter", [120, 160, 230, 280, 310, 340, 370, 400], { keySpec: 1 }),
      num("hoogte", "Hoogte", "cm", [85, 122, 144, 176, 186, 201], { keySpec: 2 }),
      flag("no-frost", "No-frost", [0.1, 0.95], "no-frost-techniek", { keySpec: 3, help: HELP.noFrost }),
      choice("vriesvak", "Vriesgedeelte", ["Geen", "Vriesvak", "Vriezer onderin", "Vriezer bovenin"], {
        weights: [15, 15, 60, 10],
        help: "Een vriesvak zit binnen in de koelkast; een aparte vriezer heeft een eigen deur en houdt beter op temperatuur.",
      }),
      num("breedte", "Breedte", "cm", [55, 60, 60, 60, 70]),
      num("geluidsniveau", "Geluidsniveau", "dB", [41, 39, 38, 36, 35, 34, 32], { help: HELP.geluidsniveau }),
      choice("deurdraairichting", "Deurdraairichting", ["Verwisselbaar", "Rechts"], { weights: [85, 15], filterable: false }),
      flag("vershoudlade", "Vershoudlade", [0.1, 0.9], "een vershoudlade waarin groente en fruit langer goed blijven"),
      derived("diepte", "Diepte", "number", "cm", { filterable: true }), ENERGY_PER_YEAR, NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "amerikaanse-koelkast",
    name: "Amerikaanse koelkast",
    namePlural: "Amerikaanse koelkasten",
    specifications: [
      num("inhoud", "Totale inhoud", "liter", [500, 530, 560, 590, 610, 635, 650], { keySpec: 1 }),
      choice("uitvoering", "Uitvoering", ["Side-by-side", "French door", "Multi-door"], { keySpec: 2, byTier: true }),
      flag("water-ijsdispenser", "Water- en ijsdispenser", [0.3, 0.95], "een water- en ijsdispenser", { keySpec: 3 }),
      flag("vaste-wateraansluiting", "Vaste wateraansluiting nodig", [0.2, 0.8], "", {
        help: "De dispenser wordt aangesloten op de waterleiding; zonder aansluiting vul je een los waterreservoir.",
      }),
      flag("no-frost", "No-frost", [0.95, 1], "no-frost-techniek", { help: HELP.noFrost }),
      num("breedte", "Breedte", "cm", [83, 90, 91, 91]),
      num("geluidsniveau", "Geluidsniveau", "dB", [43, 42, 40, 39, 38, 36], { help: HELP.geluidsniveau }),
      derived("hoogte", "Hoogte", "number", "cm"), derived("diepte", "Diepte", "number", "cm", { filterable: true }), ENERGY_PER_YEAR, NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "vriezer",
    name: "Vriezer",
    namePlural: "Vriezers",
    specifications: [
      num("inhoud", "Inhoud", "liter", [80, 100, 160, 200, 240, 280, 320, 360], { keySpec: 1 }),
      choice("uitvoering", "Uitvoering", ["Vrieskast", "Tafelmodel", "Vrieskist"], { keySpec: 2, weights: [65, 20, 15] }),
      flag("no-frost", "No-frost", [0.1, 0.95], "no-frost-techniek", { keySpec: 3, help: HELP.noFrost }),
      num("invriescapaciteit", "Invriescapaciteit", "kg/24 uur", [8, 10, 12, 16, 20, 24], {
        help: "Hoeveel kilo verse etenswaren de vriezer binnen een etmaal helemaal bevriest.",
      }),
      num("geluidsniveau", "Geluidsniveau", "dB", [42, 41, 39, 38, 36, 35], { help: HELP.geluidsniveau }),
      flag("temperatuuralarm", "Temperatuuralarm", [0.4, 1], "een alarm als de temperatuur te hoog oploopt"),
      ...dimensions(["hoogte", "breedte"]), ENERGY_PER_YEAR, NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "vaatwasser",
    name: "Vaatwasser",
    namePlural: "Vaatwassers",
    specifications: [
      num("aantal-couverts", "Aantal couverts", "", [12, 13, 13, 14, 14, 15], { keySpec: 1, help: HELP.couverts }),
      num("geluidsniveau", "Geluidsniveau", "dB", [49, 48, 46, 44, 43, 42, 41, 40, 38], { keySpec: 2, help: HELP.geluidsniveau }),
      num("breedte", "Breedte", "cm", [60], { keySpec: 3, help: "Een smalle vaatwasser van 45 cm past in een kleine keuken, maar neemt minder vaat mee." }),
      flag("besteklade", "Besteklade", [0.3, 1], "een besteklade bovenin"),
      flag("automatische-deuropening", "Automatische deuropening", [0, 0.8], "een deur die na afloop vanzelf op een kier gaat", {
        help: "De deur gaat aan het eind van het programma op een kier, zodat de vaat sneller en beter droogt.",
      }),
      flag("wifi", "Wifi", [0, 0.8], "bediening via de app", { help: HELP.wifi }),
      num("aantal-programmas", "Aantal programma's", "", [5, 6, 6, 7, 8], { filterable: false }),
      derived("hoogte", "Hoogte", "number", "cm"), derived("diepte", "Diepte", "number", "cm"), energyPer100(), waterPerCycle(), NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "fornuis",
    name: "Fornuis",
    namePlural: "Fornuizen",
    specifications: [
      num("breedte", "Breedte", "cm", [50, 60, 60, 90, 90, 100, 110], { keySpec: 1 }),
      choice("type-kookplaat", "Type kookplaat", ["Gas", "Keramisch", "Inductie"], { keySpec: 2, weights: [55, 10, 35] }),
      num("aantal-ovens", "Aantal ovens", "", [1, 1, 1, 2], { keySpec: 3 }),
      num("aantal-kookzones", "Aantal kookzones", "", [4, 4, 5, 6]),
      num("inhoud-oven", "Inhoud oven", "liter", [54, 60, 65, 70, 79, 115]),
      flag("hetelucht", "Hetelucht", [0.6, 1], "een heteluchtoven"),
      flag("pyrolyse", "Pyrolyse", [0, 0.6], "een pyrolyse-oven die zichzelf schoonmaakt", { help: HELP.pyrolyse }),
      derived("hoogte", "Hoogte", "number", "cm"), derived("diepte", "Diepte", "number", "cm"), ...OVEN_ENERGY, ...WARRANTY,
    ],
  },
  {
    code: "kookplaat",
    name: "Kookplaat",
    namePlural: "Kookplaten",
    specifications: [
      choice("type", "Type", ["Gas", "Keramisch", "Inductie"], {
        keySpec: 1,
        weights: [15, 10, 75],
        help: "Gas kookt op een open vlam en werkt met elke pan. Keramisch verwarmt zones onder glas, ook met elke pan. Inductie verwarmt de pan zelf: het snelst en zuinigst, maar je hebt pannen met een magnetische bodem nodig.",
      }),
      num("aantal-kookzones", "Aantal kookzones", "", [4, 4, 4, 5, 5, 6], { keySpec: 2 }),
      num("breedte", "Breedte", "cm", [60, 60, 70, 80, 80, 90], { keySpec: 3 }),
      flag("flexzone", "Flexzone", [0, 0.9], "een flexzone voor grote pannen", {
        help: "Twee kookzones die samen één groot vlak vormen, voor een braadslede, grillplaat of vispan.",
      }),
      flag("geintegreerde-afzuiging", "Geïntegreerde afzuiging", [0, 0.3], "een ingebouwde afzuiging", {
        help: "De afzuiging zit midden in de kookplaat, zodat er geen afzuigkap boven het fornuis nodig is.",
      }),
      flag("boosterfunctie", "Boosterfunctie", [0.3, 1], "een boosterfunctie om water razendsnel te koken"),
      choice("bediening", "Bediening", ["Knoppen", "Touch", "Slider"], { byTier: true, filterable: false }),
      derived("hoogte", "Hoogte", "number", "cm"),
      derived("diepte", "Diepte", "number", "cm"),
      ...niche(["nisbreedte", "nisdiepte"], { nisbreedte: "Breedte uitsparing", nisdiepte: "Diepte uitsparing" }, ["nisbreedte"]),
      ...WARRANTY,
    ],
  },
  {
    code: "inbouwoven",
    name: "Inbouwoven",
    namePlural: "Inbouwovens",
    specifications: [
      choice("type", "Type", ["Oven", "Combimagnetron", "Stoomoven"], { keySpec: 1, weights: [65, 25, 10] }),
      num("inhoud", "Inhoud", "liter", [44, 60, 66, 71, 71, 73, 76], { keySpec: 2 }),
      num("nishoogte", "Nishoogte", "cm", [60], { keySpec: 3, help: HELP.nishoogte }),
      flag("pyrolyse", "Pyrolyse", [0, 0.8], "pyrolytische zelfreiniging", { help: HELP.pyrolyse }),
      flag("kerntemperatuurmeter", "Kerntemperatuurmeter", [0, 0.8], "een kerntemperatuurmeter voor vlees en vis"),
      flag("wifi", "Wifi", [0, 0.9], "bediening via de app", { help: HELP.wifi }),
      num("aantal-functies", "Aantal ovenfuncties", "", [6, 8, 10, 12, 14, 20], { filterable: false }),
      ...dimensions(), ...niche(["nisbreedte", "nisdiepte"]), ...OVEN_ENERGY, ...WARRANTY,
    ],
  },
  {
    code: "afzuigkap",
    name: "Afzuigkap",
    namePlural: "Afzuigkappen",
    specifications: [
      choice("type", "Type", ["Wandschouw", "Eilandschouw", "Vlakscherm", "Onderbouw", "Plafondunit"], { keySpec: 1, weights: [45, 15, 15, 15, 10] }),
      num("breedte", "Breedte", "cm", [60, 60, 80, 90, 90, 100, 120], { keySpec: 2 }),
      num("afzuigcapaciteit", "Afzuigcapaciteit", "m³/uur", [350, 420, 500, 620, 700, 780, 900], {
        keySpec: 3,
        help: "Hoeveel lucht de kap per uur ververst op de hoogste stand. Reken op tien keer de inhoud van de keuken.",
      }),
      num("geluidsniveau", "Geluidsniveau", "dB", [70, 68, 65, 62, 59, 56, 52], { help: HELP.geluidsniveau }),
      choice("werking", "Werking", ["Afvoer", "Recirculatie", "Afvoer of recirculatie"], {
        weights: [20, 25, 55],
        help: "Bij afvoer gaat de lucht naar buiten; bij recirculatie wordt hij gefilterd en terug de keuken in geblazen.",
      }),
      flag("koppeling-kookplaat", "Koppeling met kookplaat", [0, 0.8], "een automatische koppeling met de kookplaat", {
        help: "De kap gaat vanzelf aan en kiest zijn stand zodra je op de kookplaat begint te koken.",
      }),
      flag("led-verlichting", "Ledverlichting", [0.6, 1], "ledverlichting", { filterable: false }),
      derived("hoogte", "Hoogte", "number", "cm"), derived("diepte", "Diepte", "number", "cm"), ENERGY_PER_YEAR, ...WARRANTY,
    ],
  },
  {
    code: "kokendwaterkraan",
    name: "Kokendwaterkraan",
    namePlural: "Kokendwaterkranen",
    specifications: [
      choice("functies", "Functies", ["Kokend water", "Kokend, warm en koud water"], { keySpec: 1, byTier: true }),
      num("inhoud-reservoir", "Inhoud reservoir", "liter", [3, 3, 7], { keySpec: 2, help: "Hoeveel kokend water er direct klaarstaat." }),
      choice("vorm", "Vorm", ["Rond", "Vierkant"], { keySpec: 3 }),
      flag("bruisend-water", "Gekoeld bruisend water", [0, 0.5], "gekoeld bruisend en gefilterd water", {
        help: "Met een extra module onder het aanrecht komt er ook gekoeld bruisend water uit de kraan.",
      }),
      flag("uittrekbare-uitloop", "Uittrekbare uitloop", [0, 0.4], "een uittrekbare uitloop"),
      num("stand-by-verbruik", "Stand-by verbruik", "W", [10, 10, 8], { filterable: false }),
      ...dimensions([], { hoogte: "Hoogte kraan", breedte: "Diameter voet", diepte: "Lengte uitloop" }), ...WARRANTY,
    ],
  },
  {
    code: "inbouwkoelkast",
    name: "Inbouwkoelkast",
    namePlural: "Inbouwkoelkasten",
    specifications: [
      num("inhoud", "Totale inhoud", "liter", [110, 140, 180, 220, 250, 265, 290], { keySpec: 1 }),
      num("nishoogte", "Nishoogte", "cm", [82, 88, 102, 122, 140, 158, 178], { keySpec: 2, help: HELP.nishoogte }),
      choice("vriesvak", "Vriesgedeelte", ["Geen", "Vriesvak", "Vriezer onderin"], { keySpec: 3, weights: [30, 30, 40] }),
      flag("no-frost", "No-frost", [0, 0.8], "no-frost-techniek", { help: HELP.noFrost }),
      choice("deurbevestiging", "Deurbevestiging", ["Sleepdeur", "Vaste deur"], {
        byTier: true,
        help: "Bij een vaste deur zit de keukendeur direct op de koelkastdeur: steviger en mooier. Een sleepdeur schuift mee via een rail.",
      }),
      num("geluidsniveau", "Geluidsniveau", "dB", [40, 38, 36, 35, 33, 32], { help: HELP.geluidsniveau }),
      ...dimensions(), ...niche(["nisbreedte", "nisdiepte"]), ENERGY_PER_YEAR, NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "inbouwvaatwasser",
    name: "Inbouwvaatwasser",
    namePlural: "Inbouwvaatwassers",
    specifications: [
      num("aantal-couverts", "Aantal couverts", "", [12, 13, 13, 14, 14, 15], { keySpec: 1, help: HELP.couverts }),
      num("geluidsniveau", "Geluidsniveau", "dB", [49, 48, 46, 44, 43, 42, 41, 40, 38], { keySpec: 2, help: HELP.geluidsniveau }),
      choice("uitvoering", "Uitvoering", ["Volledig integreerbaar", "Half integreerbaar"], {
        keySpec: 3,
        weights: [85, 15],
        help: "Volledig integreerbaar valt achter de keukendeur weg; half integreerbaar houdt het bedieningspaneel in zicht.",
      }),
      num("nishoogte", "Nishoogte", "cm", [81.5, 86.5], { help: HELP.nishoogte }),
      num("breedte", "Breedte", "cm", [60]),
      flag("besteklade", "Besteklade", [0.3, 1], "een besteklade bovenin"),
      flag("automatische-deuropening", "Automatische deuropening", [0, 0.8], "een deur die na afloop vanzelf op een kier gaat"),
      flag("wifi", "Wifi", [0, 0.8], "bediening via de app", { help: HELP.wifi }),
      derived("hoogte", "Hoogte", "number", "cm"), derived("diepte", "Diepte", "number", "cm"), ...niche(["nisbreedte", "nisdiepte"]), energyPer100(), waterPerCycle(), NOISE_CLASS, ...WARRANTY,
    ],
  },
  {
    code: "magnetron",
    name: "Magnetron",
    namePlural: "Magnetrons",
    specifications: [
      choice("type", "Type", ["Solo", "Grill", "Combi"], {
        keySpec: 1,
        byTier: true,
        help: "Een solomagnetron verwarmt alleen; een combimagnetron bakt en grilt ook met hetelucht.",
      }),
      num("inhoud", "Inhoud", "liter", [17, 20, 23, 25, 28, 32], { keySpec: 2 }),
      num("vermogen", "Vermogen", "W", [700, 800, 800, 900, 1000], { keySpec: 3 }),
      flag("draaiplateau", "Draaiplateau", [0.95, 0.6], "", { filterable: false }),
      flag("inverter", "Invertertechniek", [0, 0.7], "invertertechniek die gelijkmatig ontdooit"),
      ...WARRANTY,
    ],
  },
  {
    code: "stofzuiger",
    name: "Stofzuiger",
    namePlural: "Stofzuigers",
    specifications: [
      choice("type", "Type", ["Sledestofzuiger met zak", "Sledestofzuiger zonder zak", "Steelstofzuiger", "Robotstofzuiger"], {
        keySpec: 1,
        weights: [30, 20, 35, 15],
      }),
      choice("voeding", "Voeding", ["Snoer", "Accu"], { keySpec: 2 }),
      num("geluidsniveau", "Geluidsniveau", "dB", [82, 80, 78, 76, 74, 72, 68, 64], { keySpec: 3, help: HELP.geluidsniveau }),
      num("stofinhoud", "Stofinhoud", "liter", [0.4, 0.6, 0.8, 1.5, 2.5, 3.5, 4.5]),
      flag("hepa-filter", "HEPA-filter", [0.3, 1], "een HEPA-filter dat ook fijnstof en pollen vasthoudt", {
        help: "Houdt ook fijnstof, pollen en huisstofmijt vast: fijn bij allergie.",
      }),
      flag("dweilfunctie", "Dweilfunctie", [0, 0.4], "een dweilfunctie"),
      ...WARRANTY,
    ],
  },
  {
    code: "strijkijzer",
    name: "Strijkijzer",
    namePlural: "Strijkijzers",
    specifications: [
      choice("type", "Type", ["Stoomstrijkijzer", "Stoomgenerator"], { keySpec: 1, byTier: true }),
      num("vermogen", "Vermogen", "W", [2000, 2200, 2400, 2600, 2800, 3000], { keySpec: 2 }),
      num("stoomstoot", "Stoomstoot", "g/min", [150, 180, 200, 250, 300, 450, 600], {
        keySpec: 3,
        help: "Hoeveel stoom er in één stoot vrijkomt, voor hardnekkige kreukels.",
      }),
      num("waterreservoir", "Waterreservoir", "liter", [0.3, 0.3, 0.35, 0.4, 1.3, 1.8]),
      flag("antikalk", "Antikalksysteem", [0.5, 1], "een antikalksysteem"),
      flag("automatische-uitschakeling", "Automatische uitschakeling", [0.2, 1], "automatische uitschakeling voor de veiligheid", { filterable: false }),
      ...WARRANTY,
    ],
  },
  {
    code: "koffiemachine",
    name: "Koffiemachine",
    namePlural: "Koffiemachines",
    specifications: [
      choice("type", "Type", ["Filterkoffiezetapparaat", "Capsulemachine", "Pistonmachine", "Volautomaat"], { keySpec: 1, byTier: true }),
      flag("melkopschuimer", "Melkopschuimer", [0, 0.95], "een melkopschuimer voor cappuccino en latte macchiato", { keySpec: 2 }),
      num("waterreservoir", "Waterreservoir", "liter", [0.8, 1.0, 1.2, 1.4, 1.7, 1.8, 2.2], { keySpec: 3 }),
      flag("ingebouwde-molen", "Ingebouwde bonenmolen", [0, 0.9], "een ingebouwde molen voor verse bonen"),
      num("aantal-koffiespecialiteiten", "Aantal koffiespecialiteiten", "", [1, 2, 4, 6, 8, 12, 16, 21], { filterable: false }),
      ...WARRANTY,
    ],
  },
  {
    code: "waterkoker",
    name: "Waterkoker",
    namePlural: "Waterkokers",
    specifications: [
      num("inhoud", "Inhoud", "liter", [1.0, 1.2, 1.5, 1.7, 1.7], { keySpec: 1 }),
      num("vermogen", "Vermogen", "W", [2000, 2200, 2400, 2400, 3000], { keySpec: 2 }),
      flag("temperatuurinstelling", "Temperatuurinstelling", [0, 0.9], "een instelbare temperatuur", {
        keySpec: 3,
        help: "Handig voor thee: groene thee zet je met water van 80 °C, zwarte met kokend water.",
      }),
      choice("materiaal", "Materiaal", ["Kunststof", "Glas", "RVS"], { byTier: true }),
      flag("warmhoudfunctie", "Warmhoudfunctie", [0, 0.7], "een warmhoudfunctie"),
      ...WARRANTY,
    ],
  },
  {
    code: "airfryer",
    name: "Airfryer",
    namePlural: "Airfryers",
    specifications: [
      num("inhoud", "Inhoud", "liter", [3.5, 4.1, 5.5, 6.2, 7.2, 8.5, 9.5], { keySpec: 1 }),
      num("vermogen", "Vermogen", "W", [1400, 1500, 1700, 1800, 2000, 2400], { keySpec: 2 }),
      num("aantal-manden", "Aantal manden", "", [1, 1, 1, 2], { keySpec: 3, help: "Met twee manden bereid je twee gerechten tegelijk, elk op een eigen temperatuur." }),
      flag("kijkvenster", "Kijkvenster", [0, 0.7], "een kijkvenster"),
      flag("vaatwasserbestendig", "Vaatwasserbestendige mand", [0.5, 1], "een mand die in de vaatwasser mag"),
      num("aantal-programmas", "Aantal programma's", "", [0, 4, 6, 8, 10, 12], { filterable: false }),
      ...WARRANTY,
    ],
  },
  {
    code: "keukenmachine",
    name: "Keukenmachine",
    namePlural: "Keukenmachines",
    specifications: [
      choice("type", "Type", ["Foodprocessor", "Planetaire keukenmachine", "Keukenmachine met kookfunctie"], { keySpec: 1, byTier: true }),
      num("vermogen", "Vermogen", "W", [500, 700, 800, 1000, 1200, 1500], { keySpec: 2 }),
      num("kominhoud", "Inhoud kom", "liter", [2.1, 3.0, 3.9, 4.8, 5.5, 6.7], { keySpec: 3 }),
      num("aantal-snelheden", "Aantal snelheden", "", [2, 4, 6, 8, 10, 12], { filterable: false }),
      flag("blender-opzetstuk", "Blender-opzetstuk", [0.1, 0.6], "een blender-opzetstuk"),
      ...WARRANTY,
    ],
  },
  {
    code: "blender",
    name: "Blender",
    namePlural: "Blenders",
    specifications: [
      choice("type", "Type", ["Personal blender", "Blender", "Hogesnelheidsblender"], { keySpec: 1, byTier: true }),
      num("vermogen", "Vermogen", "W", [300, 500, 700, 1000, 1200, 1500, 2000], { keySpec: 2 }),
      num("inhoud", "Inhoud kan", "liter", [0.6, 0.8, 1.5, 1.75, 2.0], { keySpec: 3 }),
      choice("materiaal-kan", "Materiaal kan", ["Kunststof", "Tritan", "Glas"], { byTier: true }),
      flag("ijs-crushen", "IJs crushen", [0.3, 1], "een stand om ijs te crushen"),
      num("aantal-snelheden", "Aantal snelheden", "", [1, 2, 3, 5, 10], { filterable: false }),
      ...WARRANTY,
    ],
  },
  {
    code: "broodrooster",
    name: "Broodrooster",
    namePlural: "Broodroosters",
    specifications: [
      num("aantal-sneetjes", "Aantal sneetjes", "", [2, 2, 2, 4], { keySpec: 1 }),
      num("vermogen", "Vermogen", "W", [800, 900, 1000, 1200, 1500, 1800], { keySpec: 2 }),
      flag("lange-sleuven", "Lange sleuven", [0, 0.5], "lange sleuven voor grote sneden", { keySpec: 3 }),
      flag("ontdooifunctie", "Ontdooifunctie", [0.5, 1], "een ontdooistand voor brood uit de vriezer"),
      flag("opzetrooster", "Opzetrooster", [0.4, 1], "een opzetrooster voor broodjes en croissants"),
      num("bruiningsstanden", "Bruiningsstanden", "", [6, 7, 7, 8, 9], { filterable: false }),
      ...WARRANTY,
    ],
  },
];

const BY_CODE = new Map(SEED_PRODUCT_TYPES.map((type) => [type.code, type]));

export function seedProductType(code: ProductTypeCode): SeedProductType {
  const type = BY_CODE.get(code);
  if (!type) throw new RangeError(`Onbekend producttype: ${code}`);
  return type;
}
