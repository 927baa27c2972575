"use client";
/**
 * Light, dark or system colours without MUI's provider: the same storage keys
 * (mui-mode, mui-color-scheme-light/-dark; specification §4) and the same class
 * on <html> that MUI's InitColorSchemeScript applies before the first paint.
 * Pages that mount MUI's ThemeProvider hear a change through a storage event,
 * as MUI listens for one.
 */
import { useSyncExternalStore } from "react";

import { DARK_QUERY, MODE_STORAGE_KEY } from "./color-mode-keys";

export { MODE_STORAGE_KEY };

export type ColorMode = "light" | "dark" | "system";
export type ColorScheme = "light" | "dark";

export const SCHEME_STORAGE_KEY = "mui-color-scheme";
const CHANGE_EVENT = "stekker-color-mode";

export const isColorMode = (value: unknown): value is ColorMode => value === "light" || value === "dark" || value === "system";

/** The scheme a mode shows: system follows the device. */
export const schemeOf = (mode: ColorMode, deviceIsDark: boolean): ColorScheme => (mode === "system" ? (deviceIsDark ? "dark" : "light") : mode);

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored mode; system when none is stored (MUI's default, and ours). */
export function storedColorMode(): ColorMode {
  const value = readStorage(MODE_STORAGE_KEY);
  return isColorMode(value) ? value : "system";
}

function applyScheme(mode: ColorMode) {
  const scheme = schemeOf(mode, window.matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  root.classList.remove(scheme === "dark" ? "light" : "dark");
  root.classList.add(scheme);
}

export function setColorMode(mode: ColorMode) {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, mode);
    window.localStorage.setItem(`${SCHEME_STORAGE_KEY}-light`, "light");
    window.localStorage.setItem(`${SCHEME_STORAGE_KEY}-dark`, "dark");
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  applyScheme(mode);
  window.dispatchEvent(new StorageEvent("storage", { key: MODE_STORAGE_KEY, newValue: mode }));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  // The device switched between light and dark: system mode follows it.
  const onDevice = () => {
    applyScheme(storedColorMode());
    onChange();
  };
  // Another tab chose a mode.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MODE_STORAGE_KEY && event.key !== null) return;
    applyScheme(storedColorMode());
    onChange();
  };
  media.addEventListener("change", onDevice);
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    media.removeEventListener("change", onDevice);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored mode (undefined until hydrated: the server cannot know it) and a way to change it. */
export function useColorMode(): { mode: ColorMode | undefined; setMode: (mode: ColorMode) => void } {
  const mode = useSyncExternalStore(subscribe, storedColorMode, () => undefined);
  return { mode, setMode: setColorMode };
}
