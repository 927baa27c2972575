/**
 * The reference data of the catalogue: hubs, brands, product types and
 * categories. Hub, brand and category slugs become URLs (seed-spec §2), so they
 * never change once published.
 */
import type { HubInsert, BrandInsert, ProductTypeInsert, CategoryInsert as CategoryRow } from "./rows";
import { SEED_PRODUCT_TYPES, type ProductTypeCode } from "./product-types";

export type { HubInsert, BrandInsert, ProductTypeInsert };

export type CategoryInsert = CategoryRow & { productType: ProductTypeCode };

export type HubSlug = "huishouden" | "keukenapparatuur" | "inbouwapparatuur";

export const HUBS: readonly (HubInsert & { slug: HubSlug })[] = [
  {
    slug: "huishouden",
    name: "Huishouden",
    description: "Wassen, drogen, stofzuigen en strijken: alles wat het huishouden lichter maakt.",
    position: 1,
  },
  {
    slug: "keukenapparatuur",
    name: "Keukenapparatuur",
    description: "Vrijstaande koelkasten, vriezers, vaatwassers en fornuizen, en de kleine apparaten voor op het aanrecht.",
    position: 2,
  },
  {
    slug: "inbouwapparatuur",
    name: "Inbouwapparatuur",
    description: "Kookplaten, ovens, afzuigkappen en koelkasten die naadloos in je keuken passen, inclusief inbouwservice.",
    position: 3,
  },
];

export const BRAND_SLUGS = [
  "siemens",
  "quooker",
  "miele",
  "bosch",
  "smeg",
  "aeg",
  "gaggenau",
  "samsung",
  "beko",
  "lg",
  "whirlpool",
  "liebherr",
  "bauknecht",
  "atag",
  "etna",
  "wave",
] as const;

export type BrandSlug = (typeof BRAND_SLUGS)[number];

const BRAND_DETAILS: Record<BrandSlug, Omit<BrandInsert, "slug" | "position">> = {
  siemens: {
    name: "Siemens",
    country: "Duitsland",
    description: "Siemens staat voor Duitse techniek met een strak design. De iQ-series lopen van degelijk (iQ100) tot volledig uitgerust (iQ700).",
  },
  quooker: {
    name: "Quooker",
    country: "Nederland",
    description: "Quooker vond in 1970 de kokendwaterkraan uit en maakt hem nog steeds in Ridderkerk. Eén kraan voor kokend, warm en koud water.",
  },
  miele: {
    name: "Miele",
    country: "Duitsland",
    description: "Miele test zijn apparaten op een levensduur van twintig jaar. Het familiebedrijf uit Gütersloh is sinds 1899 een begrip in wassen en koken.",
  },
  bosch: {
    name: "Bosch",
    country: "Duitsland",
    description: "Bosch is het grootste huishoudmerk van Europa, met betrouwbare apparaten voor elk budget. Van Serie 2 tot Serie 8 neemt de uitrusting toe.",
  },
  smeg: {
    name: "SMEG",
    country: "Italië",
    description: "SMEG combineert Italiaans design met techniek. Bekend van de retro koelkasten en keukenapparaten in de 50's Style-lijn.",
  },
  aeg: {
    name: "AEG",
    country: "Duitsland",
    description: "AEG maakt apparaten die zorgvuldig omgaan met kleding en ingrediënten. De series 6000 tot 9000 geven aan hoeveel slimme techniek erin zit.",
  },
  gaggenau: {
    name: "Gaggenau",
    country: "Duitsland",
    description: "Gaggenau maakt sinds 1683 professionele inbouwapparatuur voor thuis. Topklasse in materiaal, afwerking en prijs.",
  },
  samsung: {
    name: "Samsung",
    country: "Zuid-Korea",
    description: "Samsung brengt slimme techniek naar huis, met apparaten die je via de SmartThings-app bedient. Bekend van de EcoBubble-wasmachines.",
  },
  beko: {
    name: "Beko",
    country: "Turkije",
    description: "Beko levert betrouwbare apparaten met een scherpe prijs. Een van de grootste huishoudmerken van Europa.",
  },
  lg: {
    name: "LG",
    country: "Zuid-Korea",
    description: "LG is bekend om zijn direct aangedreven motoren, met tien jaar garantie op de motor. De InstaView-koelkasten laten je binnenkijken zonder de deur te openen.",
  },
  whirlpool: {
    name: "Whirlpool",
    country: "Verenigde Staten",
    description: "Whirlpool is de grootste fabrikant van huishoudelijke apparaten ter wereld. De 6th Sense-techniek stemt het programma af op de lading.",
  },
  liebherr: {
    name: "Liebherr",
    country: "Duitsland",
    description: "Liebherr doet alleen koelen en vriezen, en dat merk je. Met BioFresh blijven groente en fruit tot drie keer langer vers.",
  },
  bauknecht: {
    name: "Bauknecht",
    country: "Duitsland",
    description: "Bauknecht maakt sinds 1919 degelijke apparaten met een goede prijs-kwaliteitverhouding. Onderdeel van Whirlpool.",
  },
  atag: {
    name: "ATAG",
    country: "Nederland",
    description: "ATAG is een Nederlands merk voor inbouwapparatuur, ontworpen voor de Nederlandse keuken. Bekend om zijn ovens en kookplaten.",
  },
  etna: {
    name: "ETNA",
    country: "Nederland",
    description: "ETNA maakt al meer dan honderd jaar betaalbare keukenapparatuur voor Nederlandse huishoudens. Van fornuis tot inbouwkoelkast.",
  },
  wave: {
    name: "Wave",
    country: "Nederland",
    description: "Wave is het huismerk voor kleine apparaten met een vriendelijke prijs. Eenvoudig in gebruik en gemaakt voor elke dag.",
  },
};

export const BRANDS: readonly (BrandInsert & { slug: BrandSlug })[] = BRAND_SLUGS.map((slug, index) => ({
  slug,
  ...BRAND_DETAILS[slug],
  position: index + 1,
}));

/** What the shop stores of a product type; the generator hints stay in the seed. */
export const PRODUCT_TYPES: readonly (ProductTypeInsert & { code: ProductTypeCode })[] = SEED_PRODUCT_TYPES.map((type) => ({
  code: type.code,
  name: type.name,
  namePlural: type.namePlural,
  specifications: type.specifications.map(({ hint: _hint, ...definition }) => definition),
}));

/**
 * Large appliances use ids in the 1000s; small appliances use ids from the
 * ranges of decisions §3, which is how the cart knows to skip floor delivery.
 */
export const CATEGORIES: readonly CategoryInsert[] = withHubPositions([
  category(1101, "wasmachines", "Wasmachines", "huishouden", "wasmachine", "Voorladers en bovenladers van 6 tot 11 kilo, van zuinig tot stil en slim."),
  category(1102, "wasdrogers", "Wasdrogers", "huishouden", "wasdroger", "Warmtepomp- en condensdrogers die je was zacht en kreukvrij drogen."),
  category(1103, "was-droogcombinaties", "Was-droogcombinaties", "huishouden", "wasdroogcombinatie", "Wassen en drogen in één machine, ideaal als er geen ruimte is voor twee."),
  category(2071, "stofzuigers", "Stofzuigers", "huishouden", "stofzuiger", "Sledestofzuigers, steelstofzuigers en robots voor een schoon huis zonder gedoe."),
  category(2072, "strijkijzers", "Strijkijzers", "huishouden", "strijkijzer", "Stoomstrijkijzers en stoomgeneratoren voor kreukvrije kleding in minder tijd."),
  category(1201, "koelkasten", "Koelkasten", "keukenapparatuur", "koelkast", "Vrijstaande koelkasten en koel-vriescombinaties, van tafelmodel tot twee meter hoog."),
  category(1202, "amerikaanse-koelkasten", "Amerikaanse koelkasten", "keukenapparatuur", "amerikaanse-koelkast", "Extra brede koelkasten met veel ruimte, vaak met water- en ijsdispenser."),
  category(1203, "vriezers", "Vriezers", "keukenapparatuur", "vriezer", "Vrieskasten, tafelmodellen en vrieskisten om je voorraad lang goed te houden."),
  category(1204, "vaatwassers", "Vaatwassers", "keukenapparatuur", "vaatwasser", "Vrijstaande vaatwassers die stil en zuinig je vaat weer laten glanzen."),
  category(1205, "fornuizen", "Fornuizen", "keukenapparatuur", "fornuis", "Vrijstaande fornuizen met gas of inductie, van compact tot breed in Italiaanse stijl."),
  category(2134, "magnetrons", "Magnetrons", "keukenapparatuur", "magnetron", "Solo-, grill- en combimagnetrons om snel op te warmen, te ontdooien en te bakken."),
  category(2236, "koffiemachines", "Koffiemachines", "keukenapparatuur", "koffiemachine", "Van filterkoffie tot volautomaat: elke dag je favoriete kop koffie."),
  category(2237, "waterkokers", "Waterkokers", "keukenapparatuur", "waterkoker", "Waterkokers die snel en veilig koken, sommige met instelbare temperatuur voor thee."),
  category(2238, "airfryers", "Airfryers", "keukenapparatuur", "airfryer", "Krokant frituren met hete lucht en weinig of geen olie."),
  category(2298, "keukenmachines", "Keukenmachines", "keukenapparatuur", "keukenmachine", "Keukenmachines en foodprocessors die kneden, kloppen, snijden en zelfs koken."),
  category(2299, "blenders", "Blenders", "keukenapparatuur", "blender", "Blenders voor smoothies, soepen en crushed ice."),
  category(2300, "broodroosters", "Broodroosters", "keukenapparatuur", "broodrooster", "Broodroosters voor gelijkmatig geroosterd brood, met ontdooistand en opzetrooster."),
  category(1301, "kookplaten", "Kookplaten", "inbouwapparatuur", "kookplaat", "Inductie-, gas- en keramische kookplaten om in je aanrecht in te bouwen."),
  category(1302, "inbouwovens", "Inbouwovens", "inbouwapparatuur", "inbouwoven", "Ovens, combimagnetrons en stoomovens voor in je keukenkast."),
  category(1303, "afzuigkappen", "Afzuigkappen", "inbouwapparatuur", "afzuigkap", "Wandschouwen, eilandkappen en onderbouwkappen die kookluchtjes direct afvoeren."),
  category(1304, "kokendwaterkranen", "Kokendwaterkranen", "inbouwapparatuur", "kokendwaterkraan", "Direct kokend water uit de kraan: sneller dan de waterkoker en zuiniger."),
  category(1305, "inbouwkoelkasten", "Inbouwkoelkasten", "inbouwapparatuur", "inbouwkoelkast", "Koelkasten die onzichtbaar achter je keukendeur verdwijnen, in elke nishoogte."),
  category(1306, "inbouwvaatwassers", "Inbouwvaatwassers", "inbouwapparatuur", "inbouwvaatwasser", "Volledig en half integreerbare vaatwassers die opgaan in je keuken."),
]);

function category(
  categoryId: number,
  slug: string,
  name: string,
  hubSlug: HubSlug,
  productType: ProductTypeCode,
  description: string,
): CategoryInsert {
  return { categoryId, slug, name, hubSlug, productType, description, position: 0 };
}

/** Positions count within a hub, in the order listed. */
function withHubPositions(rows: CategoryInsert[]): CategoryInsert[] {
  const perHub = new Map<string, number>();
  return rows.map((row) => {
    const position = (perHub.get(row.hubSlug) ?? 0) + 1;
    perHub.set(row.hubSlug, position);
    return { ...row, position };
  });
}
