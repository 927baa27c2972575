/**
 * Which brand makes what, and how its model numbers look. A brand only appears
 * in the categories it really serves (Quooker only taps, Liebherr only cooling,
 * Gaggenau only built-in), so brand pages and filters look like a real shop's.
 *
 * Model patterns: `#` is a digit, `{a|b}` one of the alternatives, `~` the
 * brand's code for the colour (SMEG's FAB28RCR5 is cream), `$` the series.
 * Apart from `$`, a pattern never spells one of the brand's series: the type
 * number is the name without the series (domain/catalogue/type-number.ts).
 */
import type { ProductTypeCode } from "./product-types";
import type { BrandSlug } from "./taxonomy";
import type { Colour } from "./type-profiles";

export interface BrandLine {
  /** Series from entry level to top of the range; overrides the brand's own. */
  series?: readonly string[];
  models: readonly string[];
}

export interface BrandProfile {
  /** Where the brand sits in the market, 0 (budget) to 1 (luxury). */
  tier: number;
  /** How often shoppers find it on the shelf, relative to other brands. */
  weight: number;
  /** Bosch, Siemens and AEG put the series before the model number ("Serie 6 WGG24409NL"). */
  seriesInName: boolean;
  series: readonly string[];
  /** A seven-digit GS1 company prefix: the country prefix of the brand's home plus a company number. */
  eanPrefix: string;
  /** SMEG sells its retro colours on fridges, cookers and small appliances. */
  retro?: readonly ProductTypeCode[];
  colourCodes?: Partial<Record<Colour, string>>;
  lines: Partial<Record<ProductTypeCode, BrandLine>>;
}

const m = (...models: string[]): BrandLine => ({ models });

const SMEG_RETRO: readonly ProductTypeCode[] = ["koelkast", "fornuis", "magnetron", "koffiemachine", "waterkoker", "airfryer", "keukenmachine", "blender", "broodrooster"];

export const BRAND_PROFILES: Record<BrandSlug, BrandProfile> = {
  siemens: {
    tier: 0.55,
    weight: 8,
    seriesInName: true,
    series: ["iQ100", "iQ300", "iQ500", "iQ700"],
    eanPrefix: "4242003",
    lines: {
      wasmachine: m("WM14N2##NL", "WM1{4|6}{U|G|X}{2|4|7}##NL", "WG4{4|6}G2#{A|F|Y}#NL"),
      wasdroger: m("WQ45G2#{A|D|G}#NL", "WT4{5|7}H{2|4}##NL"),
      wasdroogcombinatie: m("WN54G2#{0|A}#NL", "WD1{4|5}U5##NL"),
      koelkast: m("KG39N{X|A|E}{I|L}{B|D}{A|F}#", "KG36{N|E}{X|A}{I|W}{D|E}{A|F}#", "KS36V{A|I|W}{I|W}{3|4}#P", "KG49{N|E}{A|X}{I|X}##"),
      "amerikaanse-koelkast": m("KA9{2|3}D{A|V}{I|B}{F|A}#", "KA9{2|3}N{V|L}{I|B}{S|K}#"),
      vriezer: m("GS{36|51|54}N{A|X|V}{I|W}{D|E}#", "GU15{D|Y}A{5|F}#"),
      vaatwasser: m("SN2{3|5|7}{H|E|Z}{I|W}{4|6}#{V|T}E"),
      kookplaat: m("EX{6|8}{7|5}5{L|H}{Y|X}C#E", "ED6{45|51}FS{B|C}#E", "EU6{3|5}{1|3}BEB#E"),
      inbouwoven: m("HB{5|6|7}{7|3|1}{4|8}{G|A|B}{B|S}#{0|3}", "HM{6|7}{3|7}6G{B|S}#", "CS{6|7}{3|5}6G{B|S}#"),
      afzuigkap: m("LC{6|9}{7|8}BHM{5|6}#", "LF{98|97}BIP{5|6}#", "LI6{3|7}RA5{2|3}#", "LB{5|8}{5|7}5{5|9}#"),
      inbouwkoelkast: m("KI{8|4}{1|2|6}{N|V|R}{A|X|F}{D|E}{D|F}#"),
      inbouwvaatwasser: m("SN{6|8}{1|5}{H|Z|E}{X|8}{0|1}#{V|T|C}E", "SX{6|8}{5|7}{Z|E}X{4|6}#{C|V}E"),
      stofzuiger: m("BCS{7|8}{1|2}{1|2}{H|P}{A|W}#", "VSZ{3|5|7}{A|B}{3|4}##"),
      koffiemachine: m("TQ{5|7}{0|1}{3|5}{R|D}#{0|1|9}", "TI{9|5|3}{5|2}{5|1}#RW"),
      waterkoker: m("TW{K|J}{7|8}{1|5}#{0|3|4}"),
      broodrooster: m("TT{3|5|8}A#{0|1}#{0|1}"),
    },
  },
  quooker: {
    tier: 0.6,
    weight: 1,
    seriesInName: false,
    series: ["Nordic", "Classic Fusion", "Fusion"],
    eanPrefix: "8718262",
    colourCodes: { rvs: "RVS", zwart: "Zwart", zilver: "Chroom", antraciet: "Gunmetal", wit: "Wit" },
    lines: {
      kokendwaterkraan: m("$ {Round|Square} {PRO3|PRO7|Combi|Combi+} ~"),
    },
  },
  miele: {
    tier: 0.72,
    weight: 6,
    seriesInName: false,
    series: ["Classic", "Active", "Excellence", "Selection"],
    eanPrefix: "4002516",
    lines: {
      wasmachine: m("W{W|S|E|C}{D|G|B|R|A} {1|3|6|8}{2|3|6|7|8}{0|3|5|8} W{C|P}S"),
      wasdroger: m("T{W|E|C}{D|A|F|C|J|H} {2|3|4|6|7}{2|3|4|5|6}{0|5} WP"),
      wasdroogcombinatie: m("WTD {1|4}{6|0|3}{0|5} WCS", "WTR {8|6}{6|7}{0|3} WPM"),
      koelkast: m("K{S|FN|D} {4|7}{3|4|7}{2|7|8}{2|3|7} {E|D|AD|CD}"),
      vriezer: m("F{NS|N} {4|7}{3|4}{7|8}{2|3} {E|D|CD}"),
      vaatwasser: m("G {5|7}#{1|4|6|8}{0|5} SC", "G {5|7}#{1|4|6|8}{0|5} SC AutoDos"),
      kookplaat: m("KM {6|7}{1|3|5|7}{0|2|4|6}{0|1|2} {FR|FL|FX}", "KM {2|3}{0|3}{3|5}{2|4} G"),
      inbouwoven: m("H {2|7}{2|4|7|8}{6|5|0}{5|0} {B|BP|BM|BPX}", "DGC {7|6}{1|4|5}{5|6}{0|5}"),
      afzuigkap: m("DA {2|3|4|6}{6|3|4}#{8|0|2}", "DA {2|3|4}{2|6}#{0|8} D"),
      inbouwkoelkast: m("K {7|5|3}{3|1|7}{1|2|4}{3|6} {E|SF|F}", "KFN {7|3}{7|1}{7|4}{4|7} {D|C}"),
      inbouwvaatwasser: m("G {5|7}#{5|6|9}{0|5} SCVi", "G {5|7}#{5|6|9}{0|5} SCi"),
      stofzuiger: m("Complete C{2|3} {Flex|Powerline|Cat & Dog|Parquet}", "Boost CX1 {Flex|Powerline|Parquet}", "Triflex HX{1|2} {Pro|Runner|Cat & Dog}", "Scout RX{2|3} {Home Vision|Runner}"),
      koffiemachine: m("CM {5|6|7}{3|4|5|7}{1|0}{0|5} {Silence|Active|Passion}", "CVA {7|6}{4|8}{4|8}{0|5}"),
    },
  },
  bosch: {
    tier: 0.45,
    weight: 10,
    seriesInName: true,
    series: ["Serie 2", "Serie 4", "Serie 6", "Serie 8"],
    eanPrefix: "4242005",
    lines: {
      wasmachine: m("WGG24{4|6}##NL", "WAN28{2|4}##NL", "WAU28{P|R|S}##NL", "WAX32{E|M}##NL"),
      wasdroger: m("WQG24{5|2}##NL", "WTH8{5|3}V##NL", "WQB2{3|4}{6|5}##NL", "WTX8{7|8}M##NL"),
      wasdroogcombinatie: m("WNA14{4|3}##NL", "WNG2{4|5}##NL"),
      koelkast: m("KGN{39|36|49}{V|X|A}{W|I|L}{E|D}{P|A}#", "KGE{36|39}{A|E}{W|I}CA#", "KSV{29|33|36}{V|A}{W|I}EP#", "KTR15{N|V}W{F|E}A#", "KGN{36|39}{N|E}{W|I}{A|E}{2|3}#"),
      "amerikaanse-koelkast": m("KAD9{2|3}{V|A}{B|I}{F|E}P#", "KAN9{2|3}{V|A}{I|F}{F|E}P#", "KFN9{6|1}{V|A}{P|I}{E|F}A#"),
      vriezer: m("GSN{36|33|29|51}{V|A}{W|I}{E|F}P#", "GTV15NWEA#", "GCM24{A|B}W#"),
      vaatwasser: m("SMS{2|4|6|8}{H|E|Z|T}{V|I|T}{I|W}{0|3|4}#{E|S}"),
      fornuis: m("HK{R|S|L}{3|9}9{C|I|G}{2|5}{5|7}#"),
      kookplaat: m("PX{E|Y|X}{6|8}{5|7}{1|5}F{C|D|Y}#E", "PU{E|G}6{1|3}{1|B}{B|F}#{E|J}", "PK{E|F}6{4|1}{5|1}F{P|D}#E", "PP{H|Q}6{A|B}{6|7}{B|C}#{0|9}"),
      inbouwoven: m("HB{A|G|R}{5|6|7}{3|7}{4|8}{B|0}{S|B}#", "HM{G|A}{6|7}{7|3}6{B|R}#", "CM{G|A}{6|7}{3|7}{6|3}B#"),
      afzuigkap: m("DW{B|K}{9|6}{6|7}{D|B}{M|C}5#", "DF{L|S}{0|6}{6|3}{A|W}5#", "DH{L|U}{5|7}{5|8}{5|6}B#"),
      inbouwkoelkast: m("KI{R|V|S|N|L}{8|3|4}{1|6|7}{A|V|N}{D|F|E}{E|D|F}#"),
      inbouwvaatwasser: m("SM{V|I}{4|6|8}{H|E|Z|T}{T|C|X}{X|I|S}{0|1}#{E|K}"),
      magnetron: m("HMT{7|8}{2|4}{M|G}{4|6}#{0|1}", "FEL0{2|3}{M|W}{S|B}#"),
      stofzuiger: m("BCS{6|7|8}{1|2}{1|2|4}{A|P|H}{W|G|A}#", "BGS{4|5|7}{1|2}{B|P|Z}{O|W}#", "BGL{3|4|8}{1|2}{A|P}#"),
      strijkijzer: m("TDA{5|7|3}0{2|6|7}#{0|1}", "TDS{4|6|8}0{4|6|8}#{0|1}"),
      koffiemachine: m("TIS{6|5}{5|4}{6|5}#{0|1}RW", "TQU{6|5}0{3|5}#{0|9}", "TAS{1|3|6}{1|0}#{2|3}"),
      waterkoker: m("TWK{7|8|3|4}{2|6|A}#{0|3}"),
      keukenmachine: m("MUM{S|5|9}{2|5|X}{E|X}{W|S}{0|2|4}#", "MCM{3|4|6}{1|2}#{0|M}"),
      blender: m("MMB{6|2|M}{1|7}#{1|4}{B|M|W}"),
      broodrooster: m("TAT{3|4|6|8}{A|P}#{0|1}{3|8}"),
    },
  },
  smeg: {
    tier: 0.55,
    weight: 3,
    seriesInName: false,
    series: ["Universal", "Classica", "Linea", "Dolce Stil Novo"],
    eanPrefix: "8017709",
    retro: SMEG_RETRO,
    lines: {
      koelkast: { series: ["Universal", "50's Style"], models: ["FAB{28|30|32|5|10}{R|L}~{5|3}", "FA{8|D}{0|6}{0|2}{R|L}~{5|3}"] },
      vaatwasser: m("LV{S|P}{2|3|4}{2|3|5}{2|3}{S|B|X}{N|X}", "ST{L|V}{2|3}{2|3|6}#{L|T|D}{N|Q}"),
      fornuis: {
        series: ["Concert", "Symphony", "Opera", "Victoria", "Portofino"],
        models: ["C{9|6}{G|I}{M|E}~{NL|9}#", "TR{90|9}{I|G}~{9|6}", "CPF9{G|I}{M|X}~#", "A{1|2|3}-{8|9}{1|7}~"],
      },
      kookplaat: m("SI{2|4|5}{6|7|9}{4|1}{1|D}{D|B}", "PV{3|6}{1|3}{5|4}{C|B}{N|L}"),
      inbouwoven: m("SF{6|P|4}{3|1|9}{4|0}{1|2}{G|T|X}{V|X}{X|N}", "SO{4|6}{1|3}{0|2}{2|4}{S|T}{3|4}{X|N}"),
      afzuigkap: m("K{T|D|I}{9|6|4}{0|5}{X|B}E#"),
      magnetron: { series: ["50's Style"], models: ["MOE{20|25|34}~#"] },
      koffiemachine: { series: ["50's Style", "Collezione"], models: ["BCC0{1|2|3}~{EU|MEU}", "ECF0{1|2}~EU", "DCF02~EU"] },
      waterkoker: { series: ["50's Style"], models: ["KLF0{1|3|4|5}~EU"] },
      airfryer: { series: ["50's Style"], models: ["AFF0{1|2}~EU"] },
      keukenmachine: { series: ["50's Style"], models: ["SMF0{1|2|3}~EU"] },
      blender: { series: ["50's Style"], models: ["BLF0{1|3}~EU"] },
      broodrooster: { series: ["50's Style"], models: ["TSF0{1|2|3}~EU"] },
    },
  },
  aeg: {
    tier: 0.5,
    weight: 6,
    seriesInName: true,
    series: ["6000 serie", "7000 serie", "8000 serie", "9000 serie"],
    eanPrefix: "7332543",
    lines: {
      wasmachine: m("L{R|F|E}{6|7|8|9}{6|4|8}{8|4|6}{4|9|5}{B|S|E}", "L{6|7|8|9}FE{E|B}{8|9}{4|6}{S|E}"),
      wasdroger: m("T{R|D}{7|8|9}{8|B}{E|C}{8|9|7}{5|6}{3|8}{B|S|C}"),
      wasdroogcombinatie: m("LWR{7|8|9}{1|5}{6|9}#{M|O}{4|5}"),
      koelkast: m("RC{B|S}{7|6|8}{3|4|5}{6|5|D}{E|L}{5|7}{M|X}{X|W}", "SK{E|S}{8|9}{1|2}{8|1}{1|2}{D|F}{C|S}"),
      "amerikaanse-koelkast": m("RMB{9|7}{5|6}{4|1}{F|E}{9|X}{V|X}{X|A}"),
      vriezer: m("AGB{7|6}{2|4|9}{8|1|5}E{5|2}N{W|X}", "ATB{8|7}{1|2}E{2|1}{3|6}{A|W}"),
      vaatwasser: m("FFB{6|7|8|9}{3|4|5|6}{7|8}{0|1}{0|P}{P|M}{M|W}"),
      kookplaat: m("IKE{6|8|9}{4|5}##{F|S|X}{B|I}", "HK{6|5}{3|5}{4|1}{0|4}{F|X}B", "IAE{8|6}{4|3}{4|8}{1|3}FB", "TO{6|8}{4|5}##{F|S}{B|X}"),
      inbouwoven: m("B{P|S|E}{E|K}{5|7|8|9}{3|4|5}{5|8}{E|P|B}{6|7}{0|1}{M|B}"),
      afzuigkap: m("DGE{5|6|8}{8|6}{6|1}{1|H}{H|M}{M|B}", "DVE{5|9}{6|0}{7|1}{H|B}{B|M}"),
      inbouwkoelkast: m("NS{C|K}{7|8|6}{G|M}{1|8}{8|2}{1|D}ES"),
      inbouwvaatwasser: m("FS{E|B|S}{7|6|8|9}{3|4}{7|6}{2|3}{7|8}P"),
      magnetron: m("MSB{2|5}{5|6}{4|1}{7|8}{D|E}-{B|M}"),
      stofzuiger: m("AP{8|9|7}1{UB|AB}{2|4}5{U|G}{G|R}", "QX{7|8|9}-{1|2}-{ANIM|ALRG|50IB|P}"),
      strijkijzer: m("DB{6|8|3}{1|2}{2|1}{0|5}", "ST{6|7|8}-{1|2}-{4|6}{R|B}{S|R}"),
      waterkoker: m("K{7|5|4|3}-{1|2}-{4|6}{B|S|W}{P|S}"),
      blender: m("SB{4|5|6|7}-{1|2}-{4|6}{C|B}{B|G}"),
      broodrooster: m("T{7|5|4|3}-{1|2}-{4|6}{B|S|W}{P|S}"),
    },
  },
  gaggenau: {
    tier: 0.92,
    weight: 1.5,
    seriesInName: false,
    series: ["Serie 200", "Serie 400"],
    eanPrefix: "4242006",
    lines: {
      kookplaat: m("C{X|I|V}{4|2}{9|6|7|8}{2|1}{1|0}{1|0}{0|1}", "VI{4|2}{9|6}{2|1}{1|0}{5|0}"),
      inbouwoven: m("BO{4|2}{8|5|7}{0|1}{1|0}{1|2}{2|1}", "BS{4|2}{7|5}{4|1}{1|0}{1|2}{2|1}", "BM{4|2}{8|5}{4|1}{1|0}{1|0}"),
      afzuigkap: m("AW{4|2}{4|2}{2|1}{1|2|9}{9|0}{0|9}", "AI{4|2}{4|2}{2|1}{1|9}{9|0}{0|1}"),
      inbouwkoelkast: m("RB{4|2}{7|8|9}{2|1}{3|2}{0|3}{4|0}", "RC{4|2}{7|2}{2|1}{3|0}{0|3}{4|0}"),
      inbouwvaatwasser: m("DF{4|2}{8|5|6}{0|1}{1|0}{0|1}{1|0}"),
    },
  },
  samsung: {
    tier: 0.45,
    weight: 7,
    seriesInName: false,
    series: ["Serie 4", "Serie 5", "Serie 6", "Bespoke AI"],
    eanPrefix: "8806092",
    lines: {
      wasmachine: m("WW{80|90|11|10}{T|A|B|C|D}{5|6|7}{3|4|8}{4|5|6}{D|A|C}{A|W}{E|H}"),
      wasdroger: m("DV{90|80}{T|B|C}{5|6|8}{2|0}{4|5}{0|2}{A|D}{E|H}"),
      wasdroogcombinatie: m("WD{90|80|11|10}{T|N|B}{5|6|7}{3|4}{4|5}{D|B}{B|E}{E|H}"),
      koelkast: m("RB3{4|6|8}{C|T|A}{7|6|5}{B|A|0}{6|3|5}{A|D|E}{S9|WW|B1}"),
      "amerikaanse-koelkast": m("RS6{8|7|4}{A|T|D}{8|5}{8|3}{4|1|2}{0|1}{S9|B1|WW}", "RF{65|50}{A|C}{9|6}{6|0}{7|1}{1|0}{SR|B1}"),
      vriezer: m("RZ32{M|C}{7|5}{1|0}{2|7}{5|4}{W|S|B}{W|A|1}"),
      vaatwasser: m("DW60{M|A|B}{6|8|5}{0|5}{5|7}{0|3}{F|S}{S|W}"),
      kookplaat: m("NZ64{H|B|R}{5|6|9}##{7|9}{9|0}K", "NZ84{F|T}{7|9}##{W|K}K"),
      inbouwoven: m("NV7B{4|5|6}{0|2|4|7}{4|5}{0|5}{V|A}{B|K|S}"),
      magnetron: m("MS23{K|T|F}3{5|6}{1|4}{3|5}{A|E}{W|K|S}", "MG23{K|T}3{5|6}{1|4}{5|3}A{K|W|S}", "MC28{H|M}5{0|1}{1|3}{5|6}A{K|W}"),
      stofzuiger: m("VS{20|15|28}{T|A|B|R}{7|9|8}{5|6}{3|4}{6|2}{T|R}{5|7}", "VR{30|50}T{8|9}{5|0}{3|1}{0|3}{6|3}W"),
    },
  },
  beko: {
    tier: 0.22,
    weight: 6,
    seriesInName: false,
    series: ["b100", "b300", "b500", "b700"],
    eanPrefix: "8690842",
    lines: {
      wasmachine: m("B{3|5|7}WT{5|4}{9|8}{4|1}{1|2}{2|4}{6|0}{W|S|B}", "WTV{7|8|9}{7|6}{3|4}{6|2}{X|C}{C|W}{0|1}"),
      wasdroger: m("B{3|5|7}T{4|6|8}{2|3}{4|9}{2|3}{W|B|S}", "DH{8|9}{5|4}{4|3}{4|2}CSD{R|X}{X|W}"),
      wasdroogcombinatie: m("B{3|5}D{F|H}{T|V}{5|8}{1|4}{4|5}{4|2}{2|1}{W|S}"),
      koelkast: m("B{1|3|5}RCNE{3|4}{6|0}#{X|W|K}{B|N}", "TSE{1|2}{4|2}{2|8}#{N|W}", "RCNA{3|4}{6|0}#{E|K}{3|4}{X|W}{B|N}"),
      "amerikaanse-koelkast": m("GN{1|4}{6|3}{3|5}{1|3}{4|2}{0|4}{Z|I}{X|Z}{B|N}"),
      vriezer: m("B{1|3}RFNE{2|3}{7|1}#{W|X}", "HSA{1|2}{4|9}{5|3}#{N|W}", "FSE{1|2}{3|6}##{N|W}"),
      vaatwasser: m("BDFN{1|2}{5|6}{4|5}{2|3}{0|1}{W|X|S}", "DVN{0|1}{5|6}{3|4}{2|1}{0|1}{X|W}"),
      fornuis: m("FSM{6|5|9}{1|2}{3|0}{3|0}{0|1}{D|G}{W|X}{S|T}"),
      kookplaat: m("HII{6|8|4}{4|5}{4|2}{0|1}{M|F}{T|B}", "HIC{6|3}{4|2}{4|1}{0|1}{3|4}"),
      inbouwoven: m("BBIE{1|2}{7|3}{3|1}{0|2}{0|1}{X|B}{D|M}", "BBIM{1|2}{7|3}{3|0}{0|1}{X|B}"),
      afzuigkap: m("HC{B|A}{6|9}{1|4}{6|7}{3|4}{B|X}"),
      inbouwkoelkast: m("BCNA{2|3}{7|0}{5|6}{E|S}{4|2}{S|F}{N|B}"),
      inbouwvaatwasser: m("BDIN{2|3|1}{8|5}##{0|1}{Q|C}"),
      magnetron: m("MOC{2|3}{0|2}{1|2}{0|3}{0|2}{S|B|W}", "MGC{2|3}{0|2}{1|3}{3|0}{0|2}{B|S}"),
      stofzuiger: m("VRT{6|9}{1|2}{2|1}{4|8}{V|C}{B|R}"),
      strijkijzer: m("SIM{7|6|3}{1|2}{2|3}{4|0}{B|G}"),
      waterkoker: m("WKM{6|7|8}{2|3}{0|2}{6|0}{W|B|X}"),
      airfryer: m("FRL{2|3|4}#{4|0}#{B|W}"),
      keukenmachine: m("KMD{4|6|7}{8|9}{0|1}{2|4}{B|W|X}"),
      blender: m("TBN{7|8|3}{4|6}{0|1}{2|4}{B|W|X}"),
      broodrooster: m("TAM{6|8}{2|4}{0|1}{2|3}{B|W|X}"),
    },
  },
  lg: {
    tier: 0.5,
    weight: 6,
    seriesInName: false,
    series: ["Serie 5", "Serie 7", "Vivace V7", "Vivace V9"],
    eanPrefix: "8806084",
    lines: {
      wasmachine: m("F{4|2|6}WV{7|9|5|3}{0|1}#P{1|2}{E|W|S}", "F{4|2}WR{5|7|9}0##{W|E}"),
      wasdroger: m("RH{90|80|10}V{9|5|7}{A|V}{V|W}{H|N}{N|2}#"),
      wasdroogcombinatie: m("F{4|2}DV{9|7|5}{1|0}{0|9}{H|P}{2|1}{E|S|T}"),
      koelkast: { series: ["Serie 5", "DoorCooling+", "InstaView"], models: ["GBB{72|62|61|92}{N|P|S}{S|W|T}{D|C|U}{F|X}{N|E}"] },
      "amerikaanse-koelkast": { series: ["Serie 5", "DoorCooling+", "InstaView"], models: ["GSLV{71|91|51}{P|M|S}{Z|C}{T|S}{F|E}", "GSX{V|9}{9|1}{0|M}{M|C}{C|T}{F|E}"] },
      vaatwasser: m("DF{3|2|4}{2|1}{5|3}F{P|S|W}{S|W}#", "DF{4|3}##{B|W}{P|S}"),
      magnetron: m("MH6{5|3|0}{3|4}{5|6}{G|D}{I|P}{S|B}", "MS2{5|3}{3|9}{5|6}{G|D}{I|P}{S|B}"),
      stofzuiger: { series: ["CordZero"], models: ["A9K-{ULTRA|PRO|MAX|CORE}{1|2|3}", "VS{9|8}{5|4}{0|1}{0|3}{H|S}{K|W}{T|M}"] },
    },
  },
  whirlpool: {
    tier: 0.35,
    weight: 5,
    seriesInName: false,
    series: ["Essential", "FreshCare+", "6th Sense", "W Collection"],
    eanPrefix: "8003437",
    lines: {
      wasmachine: m("FFB {7|8|9}{2|4|6}## {BV|SV|BSV} {EE|BE}", "W{6|7|8} W{8|9|0}#{5|6}{W|B}{B|S} BE"),
      wasdroger: m("FFT M{1|2}{1|2} {8|9}X{2|3}# {EE|BE}", "ST U {8|9}{2|3}# {EE|BE}"),
      wasdroogcombinatie: m("FWDD {1|2}{0|1}{7|6}{1|4}{6|8}{B|W}{S|V} EU"),
      koelkast: m("W{5|7|9}X {8|9}{2|3}{A|O} {OX|W|K} {H|E}#"),
      "amerikaanse-koelkast": m("WQ9 {B|E}{1|2}L#", "WSC {5|6}{5|8}{2|3} {A|N}#"),
      vriezer: m("UW8 F{2|1|3}{C|Y} {XB|WB|X} {N|F}#"),
      vaatwasser: m("W{FC|FO|RC} {3|4}{C|O|T}{2|3|4}{2|3} {P|PF|Z} {X|W}"),
      kookplaat: m("WL {S|B|F}{2|7|8}{7|9}{6|7}{0|1} {NE|BF}", "AKT {8|6}{0|1}{1|9}{0|1} {IX|NB}"),
      inbouwoven: m("AKZ{9|M} {6|7}{2|4}{0|9}{0|1} {IX|NB}", "W{7|9|11} O{M|S}{4|5} {4|2}{B|S}{H|P}{1|2}"),
      afzuigkap: m("WH{C|V}S {6|9}{0|5} F LT {K|X}#"),
      inbouwkoelkast: m("ART {6|9}{5|7}#{0|1} {SF|E}", "WHC18 T{1|3}##"),
      inbouwvaatwasser: m("W{I|B}{C|O} {3|4}{C|O|T}{2|3|4}{3|2} {PEF|P|X}"),
      magnetron: m("MWP {2|3}{0|3}{3|8} {W|SB|M}", "MCP {3|4}{4|9}{5|9} {BL|SL|WH}"),
    },
  },
  liebherr: {
    tier: 0.62,
    weight: 4,
    seriesInName: false,
    series: ["Pure", "Plus", "Prime", "Peak"],
    eanPrefix: "9005382",
    lines: {
      koelkast: m("C{N|BN|Nd|BNd|BNsfd} {5|4}{7|6|5}{2|3|0}{3|2} $", "K{e|el|sl} {4|3}{2|6}{6|0}{1|0} $", "T{P|Sl} {1|2}{4|7}{2|1}{3|0} $"),
      "amerikaanse-koelkast": m("XRCD {5|6}{2|3}{6|0}{5|0} $", "SBS{ef|es} {7|4}{2|1}{6|4}{2|3} $"),
      vriezer: m("F{Nd|NSd|Ne|NSdd} {5|4}{2|6|7}{6|3}{7|3} $", "GTe {4|2|3}{1|9|5}{1|2}{0|1} $"),
      inbouwkoelkast: m("IRB{d|Se|ci} {5|4}{1|7}{7|2}{0|1} $", "ICB{d|Ne|Nd} {5|3}{1|2}{8|6}{3|0} $", "SIB{a|d} {3|5}{5|9}{5|0}{0|1} $"),
    },
  },
  bauknecht: {
    tier: 0.35,
    weight: 3,
    seriesInName: false,
    series: ["Active Care", "Super Eco", "Elite", "Premium Care"],
    eanPrefix: "8003439",
    lines: {
      wasmachine: m("WM {Pure|Style|Trend|Sense} {8|9|10} {A|B|C}{1|2|3}#", "B{8|7|6} W{0|8|9}{4|6}{6|5}{W|B}{B|S} BE"),
      wasdroger: m("T {Pure|Soft|Care} {M|C}{1|2}{1|9} {8|9}X{2|3}{B|S}{Y|X} BE"),
      vaatwasser: m("B{F|C}{O|F} {3|4}{C|O|T}{2|3}{3|2} {P|PX} {X|W}"),
      kookplaat: m("BV{I|E}{C|T} {3|6}{6|4}{0|1}# {F|N}{E|L}"),
      inbouwoven: m("BI{K|R}{7|5|9} {C|D|E}{P|H}{8|7}{F|T}{S|P} {PT|ES}"),
      afzuigkap: m("DB{H|V}{B|G} {9|6}{4|0}# {LT|LM} {K|X}"),
      inbouwkoelkast: m("KV{I|IE} {2|3}{1|8}{8|9}{3|1} {A|S}{E|P}"),
      inbouwvaatwasser: m("B{I|B}{O|C} {3|4|7}{C|O|T}{2|3|4}{3|2} {PF|E|X}"),
    },
  },
  atag: {
    tier: 0.5,
    weight: 4,
    seriesInName: false,
    series: ["Pure", "Graphite", "Magna", "Dusk"],
    eanPrefix: "8714146",
    lines: {
      fornuis: m("FG{9|6}{5|1}{1|2}{1|5}{M|B|A}{X|R}"),
      kookplaat: m("HI{2|3|4|6|8}{9|5|0}{7|4|1}{2|1|7}{S|M|B}{V|A}", "HG{6|9|3}{4|1|5}{1|2}{1|5}{M|B|S}{B|A}"),
      inbouwoven: m("CX{4|6}{6|5|4}{1|9}{1|2}{C|D|M}", "ZX{4|6}{6|5}{9|8}{5|4}{C|D|M}", "CSX{4|6}{6|5}{1|2}{1|2}{C|D|M}"),
      afzuigkap: m("WS{9|6|1}{0|1|2}{1|9|0}{1|2}{L|M|B}{M|B}", "ES{9|6}{0|1}{9|1}{1|2}{M|B}{M|S}"),
      inbouwkoelkast: m("KD{8|6}{1|2|3}{7|8}{8|9}{C|D|E}"),
      inbouwvaatwasser: m("VA{8|6|7}{3|4}{1|8}{1|4}{S|T}{T|P}"),
    },
  },
  etna: {
    tier: 0.3,
    weight: 4,
    seriesInName: false,
    series: ["Essential", "Comfort", "Select", "Excellence"],
    eanPrefix: "8715393",
    lines: {
      koelkast: m("KV{V|S|K}{5|7}{5|6|8}##{W|ZT|RVS}"),
      vriezer: m("VV{S|V}{5|8|1}{4|5}{5|8}{W|ZT}"),
      vaatwasser: m("VW{V|S}{5|6}{4|9}{0|1}{W|RVS}"),
      fornuis: m("FI{V|G|K}{5|9|6}{9|0}{0|1}{RVS|ZT|ANT}"),
      kookplaat: m("KI{5|3|7|8}{6|3|9}{0|1|2}{Z|R}{T|VS}", "KG{7|5}{6|7}{0|1}{Z|R}{T|VS}"),
      inbouwoven: m("OM{1|2|3|5}{7|1|6}{1|3}{Z|R}{T|VS}", "CM{3|4}{4|5}{0|1}{Z|R}{T|VS}"),
      afzuigkap: m("A{4|6|8}{2|0|9}{7|0}{0|5}{T|F}{RVS|ZT}"),
      inbouwkoelkast: m("KK{D|S|O}{7|5|8}{1|0|2}{7|5|8}{8|2|1}"),
      inbouwvaatwasser: m("VW{4|6}{4|3|5}{9|0|4}{9|0}", "VI{3|5}{3|6}{9|1}{0|1}"),
      magnetron: m("CM{V|S}{1|3}{2|4}{0|1}{ZT|RVS|W}"),
    },
  },
  wave: {
    tier: 0.18,
    weight: 4,
    seriesInName: false,
    series: ["Basic", "Comfort", "Pro"],
    eanPrefix: "8720299",
    lines: {
      magnetron: m("MW-{2|3}{0|5|3}{0|1}{S|G|C}"),
      stofzuiger: m("VC-{2|3|5}{0|5}{0|1}{0|5}{S|R|P}"),
      strijkijzer: m("SI-{2|3}{4|6|8}{0|5}{0|1}"),
      koffiemachine: m("CM-{1|2|3|5}{0|5}{0|1}{0|2}{F|E|C}"),
      waterkoker: m("WK-{15|17|12}{0|1}{0|5}{S|G|W}"),
      airfryer: m("AF-{3|4|5|6|8}{5|0}##{D|S}"),
      keukenmachine: m("KM-{5|8|1}{0|2|5}{0|1}{0|1}"),
      blender: m("BL-{3|6|9}{0|5}{0|1}{0|1}"),
      broodrooster: m("TO-{2|4}{1|2}{0|1}{0|5}"),
    },
  },
};

/** The code a brand prints for a colour in its model numbers. */
export const DEFAULT_COLOUR_CODES: Record<Colour, string> = {
  wit: "WH",
  zwart: "BL",
  rvs: "SS",
  antraciet: "AN",
  creme: "CR",
  rood: "RD",
  pastelblauw: "PB",
  zilver: "SV",
};
