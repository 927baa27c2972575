import { energyClassColour } from "@/domain/catalogue/energy-label";

import { ENERGY_LABEL_ATTRIBUTE } from "./card-action-data";
import styles from "./product.module.css";

/**
 * The class arrow of the EU energy label next to a price (decisions §7). A link to
 * the label and sheet on the product page (`fallbackHref`); with JavaScript the
 * page's CardActions open them in a dialog instead.
 */
interface EnergyLabelLinkProps {
  productId: number;
  energyClass: string;
  /** The label and sheet on the product page. */
  fallbackHref: string;
  size?: "medium" | "large";
}

export function EnergyLabelLink({ productId, energyClass, fallbackHref, size = "medium" }: EnergyLabelLinkProps) {
  return (
    <a
      href={fallbackHref}
      aria-haspopup="dialog"
      // A label rather than hidden spans: one element per card instead of three; the visible class is in the name.
      aria-label={`Energieklasse ${energyClass}: energielabel en productinformatieblad bekijken`}
      className={size === "large" ? `${styles.arrow} ${styles.arrowLarge}` : styles.arrow}
      style={{ backgroundColor: energyClassColour(energyClass) }}
      {...{ [ENERGY_LABEL_ATTRIBUTE]: productId }}
    >
      {energyClass}
    </a>
  );
}
