/** Colour palettes per product colour, tuned so details stay visible on every finish. */

export type ProductColour = "wit" | "zwart" | "rvs" | "antraciet" | "creme" | "rood" | "pastelblauw" | "zilver";

export const PRODUCT_COLOURS: readonly ProductColour[] = ["wit", "zwart", "rvs", "antraciet", "creme", "rood", "pastelblauw", "zilver"];

export interface Palette {
  /** Main body colour and its lit / shaded tones. */
  base: string;
  hi: string;
  lo: string;
  /** Outlines, seams and door rims: always contrasting with the body. */
  line: string;
  /** Control panel strip colour. */
  panel: string;
  /** Text and icons printed on the body. */
  ink: string;
  /** Knobs and small solid accents. */
  knob: string;
  dark: boolean;
  /** Brushed metal finish (rvs, zilver). */
  metal: boolean;
  /** Retro, rounded, chrome-trimmed styling (SMEG-like). */
  retro: boolean;
  /** Dutch name used in titles. */
  name: string;
}

export const PALETTES: Record<ProductColour, Palette> = {
  wit: {
    base: "#f9fafb", hi: "#ffffff", lo: "#e2e5ea", line: "#b9bfc8", panel: "#eef0f3",
    ink: "#5a6271", knob: "#e9ecf0", dark: false, metal: false, retro: false, name: "wit",
  },
  zwart: {
    base: "#1f2226", hi: "#383c42", lo: "#131517", line: "#5d646e", panel: "#2a2e33",
    ink: "#c7ccd3", knob: "#33373d", dark: true, metal: false, retro: false, name: "zwart",
  },
  rvs: {
    base: "#d3d6da", hi: "#eef0f2", lo: "#aeb3b9", line: "#8c939c", panel: "#c2c6cb",
    ink: "#3b4048", knob: "#dfe2e6", dark: false, metal: true, retro: false, name: "roestvrij staal",
  },
  antraciet: {
    base: "#3e434a", hi: "#555b63", lo: "#2c3035", line: "#78808b", panel: "#34383e",
    ink: "#d3d7dd", knob: "#4a5058", dark: true, metal: false, retro: false, name: "antraciet",
  },
  creme: {
    base: "#f2e7cc", hi: "#faf3e2", lo: "#dccca6", line: "#bba983", panel: "#ebdfc1",
    ink: "#6b5c3c", knob: "#f6efdd", dark: false, metal: false, retro: true, name: "crème",
  },
  rood: {
    base: "#c9262d", hi: "#e0444a", lo: "#9e1a20", line: "#7a1015", panel: "#b72128",
    ink: "#fff1f1", knob: "#e9ebee", dark: true, metal: false, retro: true, name: "rood",
  },
  pastelblauw: {
    base: "#a8cde4", hi: "#c6e0f1", lo: "#87b4d0", line: "#6596b5", panel: "#9cc4dd",
    ink: "#24455c", knob: "#eef3f7", dark: false, metal: false, retro: true, name: "pastelblauw",
  },
  zilver: {
    base: "#c8ccd2", hi: "#eef0f3", lo: "#a3a9b1", line: "#858c96", panel: "#b6bbc2",
    ink: "#30353d", knob: "#e4e7ea", dark: false, metal: true, retro: false, name: "zilver",
  },
};

export function paletteFor(colour: string): Palette {
  return (PALETTES as Record<string, Palette | undefined>)[colour] ?? PALETTES.wit;
}

/** Neutral colours shared by every drawing. */
export const INK = {
  glass: "#1b2027",
  glassHi: "#3c4652",
  rubber: "#3a3f46",
  lcd: "#0f1317",
  cyan: "#8be3ff",
  amber: "#ffbe5c",
  green: "#8ef0b0",
  steel: "#c9cdd2",
  steelDark: "#8d949c",
  interior: "#eef1f4",
  cabinet: "#e4ddd2",
  worktop: "#d9d4cc",
  wood: "#c9a77c",
  flame: "#4f8df5",
  heat: "#ff6a2b",
} as const;
