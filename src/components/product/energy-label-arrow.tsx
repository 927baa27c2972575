import Box from "@mui/material/Box";

import { ENERGY_CLASS_TEXT_COLOUR, energyClassColour } from "@/domain/catalogue/energy-label";

/** The class arrow of the EU energy label, shown next to every price (decisions §7). */
export function EnergyLabelArrow({ energyClass }: { energyClass: string }) {
  const colour = energyClassColour(energyClass);
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Energieklasse ${energyClass}`}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        height: 22,
        pl: "6px",
        pr: "14px",
        fontSize: 13,
        fontWeight: 800,
        lineHeight: 1,
        color: ENERGY_CLASS_TEXT_COLOUR,
        bgcolor: colour,
        clipPath: "polygon(0 0, calc(100% - 10px) 0, 100% 50%, calc(100% - 10px) 100%, 0 100%)",
        borderRadius: "2px 0 0 2px",
      }}
    >
      {energyClass}
    </Box>
  );
}
