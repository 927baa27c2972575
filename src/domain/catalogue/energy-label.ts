/**
 * The colours of the EU energy label's class arrows (decisions §7). The new scale
 * runs A to G; older labels (dryers, ovens, hoods) still run A+++ to D.
 */
const NEW_SCALE: Record<string, string> = {
  A: "#00a651",
  B: "#50b848",
  C: "#bed630",
  D: "#fff200",
  E: "#fdb913",
  F: "#f37021",
  G: "#ed1c24",
};
const OLD_SCALE: Record<string, string> = {
  "A+++": "#00a651",
  "A++": "#50b848",
  "A+": "#bed630",
  A: "#fff200",
  B: "#fdb913",
  C: "#f37021",
  D: "#ed1c24",
};

export function isOldEnergyScale(energyClass: string): boolean {
  return energyClass.includes("+");
}

/** Pass `oldScale` for a product type that still uses the A+++ to D label. */
export function energyClassColour(energyClass: string, oldScale = isOldEnergyScale(energyClass)): string {
  return (oldScale ? OLD_SCALE[energyClass] : NEW_SCALE[energyClass]) ?? "#9e9e9e";
}

/**
 * The letter on the arrow. Real labels print white letters, but white on the
 * label's green reaches only 3.3:1; black passes WCAG AA on every class colour.
 */
export const ENERGY_CLASS_TEXT_COLOUR = "#000000";
