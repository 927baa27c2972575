import { Icon, type IconName } from "@/components/icons";
import type { TILE_ICONS } from "@/schemas/front-content";

import styles from "./home.module.css";

/** The icons an editor can pick for a tile or promotion (schemas/front-content.ts): plain SVG, as the shell's. */
const CONTENT_ICONS: Record<(typeof TILE_ICONS)[number], IconName> = {
  bezorgdag: "deliveryDay",
  installatie: "installation",
  "oud-voor-nieuw": "takeBack",
  afhalen: "pickup",
  aanbieding: "offer",
  garantie: "warranty",
};

/** An editor's icon, decorative: the tile's title says what it means. */
export function ContentIcon({ name }: { name: (typeof TILE_ICONS)[number] }) {
  return <Icon name={CONTENT_ICONS[name]} className={styles.icon} />;
}
