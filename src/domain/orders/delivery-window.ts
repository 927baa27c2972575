/**
 * The time window of a delivery day (decisions §10: "out for delivery with the
 * time window"): "13:00-17:00", as staff give it when the van leaves and the
 * customer reads it in the mail ("we komen vandaag tussen 13:00 en 17:00").
 */
const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

export type WindowVerdict = { valid: true; window: string; from: string; until: string } | { valid: false; reason: string };

/** Rule: a window is HH:MM-HH:MM on one day, its start before its end. Spaces around the dash are forgiven. */
export function parseDeliveryWindow(text: string): WindowVerdict {
  const compact = text.trim().replace(/\s*[-–]\s*/, "-");
  const match = WINDOW.exec(compact);
  if (!match) return { valid: false, reason: "Geef het tijdvak als uu:mm-uu:mm, bijvoorbeeld 13:00-17:00." };
  const start = Number(match[1]) * 60 + Number(match[2]);
  const end = Number(match[3]) * 60 + Number(match[4]);
  if (start >= end) return { valid: false, reason: "Het tijdvak moet eindigen na het begin, bijvoorbeeld 13:00-17:00." };
  const [from, until] = compact.split("-") as [string, string];
  return { valid: true, window: compact, from, until };
}

/** "13:00-17:00" → "tussen 13:00 en 17:00". */
export function deliveryWindowWords(window: string): string {
  const [from, until] = window.split("-");
  return until ? `tussen ${from} en ${until}` : window;
}
