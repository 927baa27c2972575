/**
 * The support widget's line: "Nu open, tot 23:00" or "Gesloten, morgen vanaf
 * 9:00". Pure, with the clock passed in: the widget runs it in the visitor's
 * browser at the moment of viewing, so a page from the shared page cache never
 * shows "open" after closing time.
 */
import { openingStatus, type WeekSchedule } from "@/domain/opening-hours";

export interface SupportStatus {
  open: boolean;
  text: string;
}

export function supportStatus(schedule: WeekSchedule, now: Date): SupportStatus {
  const status = openingStatus(schedule, now);
  if (status.open) return { open: true, text: `Nu open, tot ${status.closesAt}` };
  if (!status.nextOpening) return { open: false, text: "Gesloten" };
  return { open: false, text: `Gesloten, ${status.nextOpening.day} vanaf ${status.nextOpening.time}` };
}

/** `https://wa.me/31612345678`: WhatsApp's own link to start a chat, from the international digits. */
export function whatsAppLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/** `tel:` from a number as people write it, Dutch when it has no country code. */
export function telLink(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+31${digits.replace(/^0/, "")}`}`;
}

/** What the support widget shows of a location (the published version of a support_locations row, or the draft in preview). */
export interface SupportLocationView {
  name: string;
  phone: string | null;
  emailAddress: string | null;
  whatsApp: string | null;
  hours: WeekSchedule;
}
