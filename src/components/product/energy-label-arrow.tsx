import { ENERGY_CLASS_TEXT_COLOUR, energyClassColour } from "@/domain/catalogue/energy-label";

import styles from "./product.module.css";

/**
 * The class arrow of the EU energy label, shown next to every price (decisions §7): here
 * the plain one, not a link (the cart's lines). Plain markup: MUI's Box brought emotion
 * and its style work to the cart page for this one arrow (issue 24).
 */
export function EnergyLabelArrow({ energyClass }: { energyClass: string }) {
  return (
    <span role="img" aria-label={`Energieklasse ${energyClass}`} className={styles.arrowPlain} style={{ color: ENERGY_CLASS_TEXT_COLOUR, backgroundColor: energyClassColour(energyClass) }}>
      {energyClass}
    </span>
  );
}
