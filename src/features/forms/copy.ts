/** The words of the contact page, its two forms and the application form (issue 23, point 4). */
import { MAX_FORM_UPLOAD_BYTES, MAX_FORM_UPLOADS } from "@/domain/forms/form-uploads";
import { SERVICE_REQUEST_TYPE_LABELS, SERVICE_REQUEST_TYPES } from "@/domain/forms/form-kinds";

const MB = MAX_FORM_UPLOAD_BYTES / 1024 / 1024;

export const CONTACT_COPY = {
  metaTitle: "Contact met de klantenservice",
  description: "Stel je vraag aan de klantenservice van Stekker of vraag service of een reparatie aan, met foto's. Telefoon, e-mail en openingstijden.",
  crumb: "Contact",
  title: "Contact",
  intro: "Stel je vraag via het formulier, of vraag service of een reparatie aan. Liever bellen of mailen? Dat kan ook.",
  choiceLabel: "Waarmee kunnen we je helpen?",
  choices: { contact: "Vraag stellen", service: "Service of reparatie aanvragen" },
  detailsTitle: "Bellen of mailen",
  phoneLabel: (country: string) => `Bel ons vanuit ${country}`,
  emailLabel: "Mail ons op",
  hoursCaption: "Openingstijden klantenservice",
  noScript: "Zonder JavaScript kun je het formulier versturen, maar geen foto's toevoegen. Mail ze dan na je aanvraag naar ons, met het nummer uit de bevestigingsmail.",
  outcome: {
    sent: { contact: "Bedankt! We hebben je vraag ontvangen. Je krijgt een bevestiging per e-mail en binnen 2 werkdagen antwoord.", service: "Bedankt! We hebben je serviceaanvraag ontvangen. Je krijgt een bevestiging per e-mail; we nemen binnen 2 werkdagen contact met je op.", application: "Bedankt! We hebben je sollicitatie ontvangen. Je krijgt een bevestiging per e-mail." },
    failed: "Het versturen is niet gelukt. Kijk de velden na en probeer het opnieuw.",
    failedFields: (labels: string) => `Kijk deze velden na: ${labels}.`,
    tooOften: "Je hebt het afgelopen uur al een paar keer een formulier gestuurd. Probeer het later nog eens, of bel ons.",
    alreadySent: "Dit formulier was al verstuurd. Wil je nog iets kwijt? Vul het formulier opnieuw in.",
  },
} as const;

export const FORM_COPY = {
  labels: {
    name: "Naam",
    emailAddress: "E-mailadres",
    phoneNumber: "Telefoonnummer",
    phoneNumberOptional: "Telefoonnummer (niet verplicht)",
    subject: "Onderwerp",
    message: "Je vraag of bericht",
    orderNumber: "Bestelnummer (niet verplicht)",
    productName: "Om welk apparaat gaat het?",
    requestType: "Wat heb je nodig?",
    description: "Beschrijf het probleem",
    motivation: "Waarom wil je bij ons werken?",
    uploads: "Foto's (niet verplicht)",
    cv: "Je cv (PDF)",
  } as Record<string, string>,
  hints: {
    orderNumber: "8 cijfers; je vindt het in je bevestigingsmail.",
    productName: "Bijvoorbeeld het merk en type, zoals Bosch WGG24409NL.",
    description: "Wat doet het apparaat, of wat doet het niet? Sinds wanneer?",
    uploads: `Een foto van het typeplaatje of de schade helpt ons. Hoogstens ${MAX_FORM_UPLOADS} foto's of PDF's (JPEG, PNG, WebP, HEIC of PDF), elk tot ${MB} MB.`,
    cv: `Als PDF, tot ${MB} MB. Een brief mag er als tweede PDF bij.`,
  } as Record<string, string>,
  requestTypes: SERVICE_REQUEST_TYPES.map((type) => ({ value: type, label: SERVICE_REQUEST_TYPE_LABELS[type] })),
  chooseRequestType: "Kies…",
  submit: { contact: "Vraag versturen", service: "Aanvraag versturen", application: "Sollicitatie versturen" },
  sending: "Bezig met versturen…",
  summary: "Niet alles is goed ingevuld:",
  privacy: "We gebruiken je gegevens alleen om je vraag te beantwoorden. Lees ons",
  privacyApplication: "We gebruiken je gegevens alleen voor je sollicitatie. Lees ons",
  privacyLink: "privacybeleid",
  another: "Nog een bericht sturen",
  failed: "Het versturen is niet gelukt. Probeer het nog eens, of bel ons.",
  applicationTitle: (title: string) => `Solliciteren op ${title}`,
} as const;
