"use client";
import { Icon } from "@/components/icons";
import { type ColorMode as Mode, useColorMode } from "@/lib/color-mode";

import controls from "./controls.module.css";

const LABELS: Record<Mode, string> = { light: "Licht", dark: "Donker", system: "Systeem" };
const NEXT: Record<Mode, Mode> = { light: "dark", dark: "system", system: "light" };
const ICONS = { light: "modeLight", dark: "modeDark", system: "modeSystem" } as const;

/**
 * Light, dark or system colours, stored under MUI's keys mui-mode and
 * mui-color-scheme (specification §4; lib/color-mode.ts). The mode is unknown until the browser has
 * read the storage, so the first render shows the system icon.
 */
export function ColorModeButton() {
  const { mode, setMode } = useColorMode();
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
  const { mode, setMode } = useColorMode();
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
