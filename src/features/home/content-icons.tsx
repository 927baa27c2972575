import BuildOutlinedIcon from "@mui/icons-material/BuildOutlined";
import EventAvailableOutlinedIcon from "@mui/icons-material/EventAvailableOutlined";
import LocalOfferOutlinedIcon from "@mui/icons-material/LocalOfferOutlined";
import RecyclingOutlinedIcon from "@mui/icons-material/RecyclingOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import VerifiedUserOutlinedIcon from "@mui/icons-material/VerifiedUserOutlined";

import type { TILE_ICONS } from "@/schemas/front-content";

/** The icons an editor can pick for a tile or promotion (schemas/front-content.ts). */
export const CONTENT_ICONS: Record<(typeof TILE_ICONS)[number], typeof BuildOutlinedIcon> = {
  bezorgdag: EventAvailableOutlinedIcon,
  installatie: BuildOutlinedIcon,
  "oud-voor-nieuw": RecyclingOutlinedIcon,
  afhalen: StorefrontOutlinedIcon,
  aanbieding: LocalOfferOutlinedIcon,
  garantie: VerifiedUserOutlinedIcon,
};
