/** The support widget's Dutch copy. */
export const SUPPORT_COPY = {
  title: "Hulp nodig?",
  call: "Bel",
  mail: "Mail",
  whatsApp: "WhatsApp",
  whatsAppLabel: (name: string) => `Stuur ${name} een WhatsApp-bericht (opent WhatsApp)`,
  hours: "Openingstijden",
} as const;
