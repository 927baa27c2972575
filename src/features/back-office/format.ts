/** How the back office writes money, moments and days: Dutch, in the shop's time zone (Europe/Amsterdam). */
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";

const EURO = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
const MOMENT = new Intl.DateTimeFormat("nl-NL", { timeZone: SHOP_TIME_ZONE, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const DAY = new Intl.DateTimeFormat("nl-NL", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** Euros as the API sends them (decisions §1: two decimals). */
export function formatEuros(amount: number | null | undefined): string {
  return typeof amount === "number" && Number.isFinite(amount) ? EURO.format(amount) : "—";
}

/** An ISO 8601 moment in the shop's time: "26 nov 2026 14:05". */
export function formatMoment(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : MOMENT.format(date);
}

/** A calendar day (YYYY-MM-DD), which has no time zone: "do 26 nov 2026". */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "—";
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** A refund amount typed by a person ("12,50" or "12.50") as euros, or null when it is no amount. */
export function parseEuros(text: string): number | null {
  const cleaned = text.trim().replace(/^€\s*/, "").replace(/\s/g, "");
  if (!/^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned.replace(",", "."));
}
