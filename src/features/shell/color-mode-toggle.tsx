"use client";
import { useColorScheme } from "@mui/material/styles";

import { Icon } from "@/components/icons";

import controls from "./controls.module.css";

type Mode = "light" | "dark" | "system";
const LABELS: Record<Mode, string> = { light: "Licht", dark: "Donker", system: "Systeem" };
const NEXT: Record<Mode, Mode> = { light: "dark", dark: "system", system: "light" };
const ICONS = { light: "modeLight", dark: "modeDark", system: "modeSystem" } as const;

/**
 * Light, dark or system colours, stored by MUI under mui-mode and
 * mui-color-scheme (specification §4). The mode is unknown until the browser has
 * read the storage, so the first render shows the system icon.
 */
export function ColorModeButton() {
  const { mode, setMode } = useColorScheme();
  const current: Mode = mode ?? "system";
  return (
    <button
      type="button"
      className={controls.iconButton}
      onClick={() => setMode(NEXT[current])}
      aria-label={`Weergave: ${LABELS[current]}. Wissel naar ${LABELS[NEXT[current]].toLowerCase()}`}
      title={`Weergave: ${LABELS[current]}`}
    >
      <Icon name={ICONS[current]} />
    </button>
  );
}

/** The same choice in the footer, as three buttons of which one is pressed. */
export function ColorModeChoice() {
  const { mode, setMode } = useColorScheme();
  return (
    <div role="group" aria-label="Weergave" className={controls.modeChoice}>
      {(Object.keys(LABELS) as Mode[]).map((value) => (
        <button key={value} type="button" className={controls.modeOption} aria-pressed={mode === value} onClick={() => setMode(value)}>
          {LABELS[value]}
        </button>
      ))}
    </div>
  );
}
