import { groupThousands } from "./format";

/**
 * Money is integer euro cents everywhere (decisions §1). These helpers are the
 * only place that turns cents into euros or text.
 */
export type Cents = number;

/** Euros with at most two decimals, as JSON carries them: 495 → 4.95. */
export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Euros from JSON or a form, rounded to whole cents: 4.95 → 495. */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/**
 * A price as Dutch shops print it: whole euros as "549,-", otherwise "549,95",
 * with thousands separated by a dot: "1.299,-". Without Intl, which a browser
 * loads slowly the first time (domain/format.ts, formatNumber).
 */
export function formatPrice(cents: Cents): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.round(cents));
  const euros = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const whole = groupThousands(euros);
  const text = rest === 0 ? `${whole},-` : `${whole},${String(rest).padStart(2, "0")}`;
  return negative ? `-${text}` : text;
}

/** A price with the euro sign, for screen readers and running text: "€ 549,95", "€ -5,00" (as Intl's nl-NL, with its no-break space). */
export function formatEuro(cents: Cents): string {
  const absolute = Math.abs(Math.round(cents));
  const amount = `${groupThousands(Math.floor(absolute / 100))},${String(absolute % 100).padStart(2, "0")}`;
  return `€\u00a0${cents < 0 && absolute > 0 ? "-" : ""}${amount}`;
}
