/**
 * The visitor's app state (specification §3, §4): fetched once after the first
 * render, which also starts (or renews) the session cookie that carts are bound
 * to. The fingerprint is made in the browser and kept with the visitor.
 */
import { request } from "@/lib/http";
import { userFingerprint } from "@/lib/fingerprint";
import { browserLocalStorage } from "@/lib/storage";

import type { AppState } from "./types";

export const FINGERPRINT_STORAGE_KEY = "stekker-fingerprint";

export function visitorFingerprint(): string {
  const storage = browserLocalStorage();
  try {
    const stored = storage?.getItem(FINGERPRINT_STORAGE_KEY);
    if (stored && /^[A-Za-z0-9]{28}$/.test(stored)) return stored;
    const made = userFingerprint();
    storage?.setItem(FINGERPRINT_STORAGE_KEY, made);
    return made;
  } catch {
    return userFingerprint();
  }
}

export async function fetchAppState(): Promise<AppState> {
  const answer = await request<Partial<AppState>>("GET", "app-state");
  return {
    ipCountry: answer.ipCountry ?? null,
    role: answer.role ?? "guest",
    shop: answer.shop ?? null,
    permissions: answer.permissions,
    ratings: answer.ratings,
    userFingerprint: visitorFingerprint(),
  };
}
