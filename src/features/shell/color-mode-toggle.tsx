"use client";
import Brightness4Icon from "@mui/icons-material/Brightness4";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import IconButton from "@mui/material/IconButton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useColorScheme } from "@mui/material/styles";

type Mode = "light" | "dark" | "system";
const LABELS: Record<Mode, string> = { light: "Licht", dark: "Donker", system: "Systeem" };
const NEXT: Record<Mode, Mode> = { light: "dark", dark: "system", system: "light" };

/**
 * Light, dark or system colours, stored by MUI under mui-mode and
 * mui-color-scheme (specification §4). The mode is unknown until the browser has
 * read the storage, so the first render shows a neutral icon.
 */
export function ColorModeButton() {
  const { mode, setMode } = useColorScheme();
  const current: Mode = mode ?? "system";
  const Icon = mode === "light" ? LightModeIcon : mode === "dark" ? DarkModeIcon : Brightness4Icon;
  return (
    <IconButton
      color="inherit"
      onClick={() => setMode(NEXT[current])}
      aria-label={`Weergave: ${LABELS[current]}. Wissel naar ${LABELS[NEXT[current]].toLowerCase()}`}
      title={`Weergave: ${LABELS[current]}`}
    >
      <Icon />
    </IconButton>
  );
}

export function ColorModeChoice() {
  const { mode, setMode } = useColorScheme();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={mode ?? null}
      onChange={(_, value: Mode | null) => value && setMode(value)}
      aria-label="Weergave"
    >
      {(Object.keys(LABELS) as Mode[]).map((value) => (
        <ToggleButton key={value} value={value} sx={{ px: 1.5, color: "text.primary" }}>
          {LABELS[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
