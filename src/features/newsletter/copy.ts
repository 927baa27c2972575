/**
 * The newsletter's words, in one place (decisions §8). A browser without
 * JavaScript sends the forms as plain HTML forms; the API then sends it to
 * /nieuwsbrief/ with one of these outcomes in `?melding=`, and the page shows
 * its text. Only these fixed codes travel in the address, never a text, so
 * nobody can make the shop's page say something of theirs.
 */
import type { NewsletterOutcome } from "@/config/paths";
import { NEWSLETTER_FIELD_MESSAGES } from "@/schemas/newsletter-messages";

export const NEWSLETTER_OUTCOMES = {
  aangemeld: { tone: "success", text: "Bijna klaar! We hebben je een e-mail gestuurd. Klik op de link in die e-mail om je aanmelding te bevestigen." },
  bevestigd: { tone: "success", text: "Gelukt: je bent aangemeld voor de nieuwsbrief. Je ontvangt hem voortaan hoogstens één keer per week." },
  afgemeld: { tone: "success", text: "Je bent afgemeld. Je ontvangt onze nieuwsbrief niet meer." },
  "ongeldig-adres": { tone: "error", text: `${NEWSLETTER_FIELD_MESSAGES.emailInvalid}.` },
  "link-ongeldig": { tone: "error", text: "Deze link is verlopen of klopt niet. Meld je hieronder opnieuw aan, dan sturen we je een nieuwe link." },
  "te-vaak": { tone: "error", text: "Je hebt dit te vaak geprobeerd. Probeer het over een tijdje opnieuw." },
  "niet-gelukt": { tone: "error", text: "Dat is niet gelukt. Probeer het over een paar minuten opnieuw." },
} as const satisfies Record<NewsletterOutcome, { tone: "success" | "error"; text: string }>;

export type { NewsletterOutcome };

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === "string" && Object.hasOwn(NEWSLETTER_OUTCOMES, value);
}

export { NEWSLETTER_PAGE } from "@/config/paths";

export const NEWSLETTER_COPY = {
  title: "Nieuwsbrief",
  pitch: "Aanbiedingen, nieuwe apparaten en handige tips, hoogstens één keer per week in je mailbox.",
  emailLabel: "Je e-mailadres",
  submit: "Aanmelden",
  sending: "Bezig…",
  privacy: "We gebruiken je e-mailadres alleen voor de nieuwsbrief. Afmelden kan altijd, met de link onderaan elke nieuwsbrief.",
  privacyLink: "Lees hoe we met je gegevens omgaan",
  confirmTitle: "Bevestig je aanmelding",
  confirmText: "Klik op de knop om je aanmelding voor de nieuwsbrief te bevestigen.",
  confirmButton: "Ja, ik wil de nieuwsbrief",
  unsubscribeTitle: "Afmelden voor de nieuwsbrief",
  unsubscribeText: "Wil je onze nieuwsbrief niet meer ontvangen? Klik op de knop; je bent dan direct afgemeld.",
  unsubscribeButton: "Afmelden",
  missingLink: "Open deze pagina met de link uit de e-mail. Zonder die link weten we niet welk adres het is.",
  backToShop: "Verder winkelen",
} as const;
