/** The consent banner's and settings' Dutch copy (decisions §8: one copy file per feature). */
import type { ConsentCategory } from "@/domain/privacy/consent";

export const CONSENT_COPY = {
  bannerTitle: "Cookies",
  bannerText:
    "Mogen we met cookies meten hoe je de winkel gebruikt, zodat we hem beter kunnen maken? Je kiest zelf; weigeren is net zo makkelijk als accepteren.",
  moreLink: "Meer over cookies",
  accept: "Accepteren",
  refuse: "Weigeren",
  choose: "Zelf kiezen",
  settingsTitle: "Cookie-instellingen",
  settingsIntro: "Kies welke cookies je toestaat. Je kunt je keuze altijd wijzigen via ‘Cookie-instellingen’ onderaan elke pagina.",
  categoriesLegend: "Soorten cookies",
  necessaryLabel: "Noodzakelijk (altijd aan)",
  necessaryText: "Nodig om de winkel te laten werken: je winkelwagen, je bestelling, je voorkeuren en deze keuze.",
  categories: {
    analytics: {
      label: "Analytisch",
      text: "Meten hoe bezoekers de winkel gebruiken (Google Analytics), zodat we zoeken, pagina's en bestellen kunnen verbeteren.",
    },
    marketing: {
      label: "Marketing",
      text: "Onze advertenties elders laten aansluiten bij wat je bij ons bekeek, en meten welke advertenties werken.",
    },
  } satisfies Record<ConsentCategory, { label: string; text: string }>,
  save: "Keuze opslaan",
  close: "Sluiten",
  /** The footer's and the cookie statement's way back to the choice. */
  settingsLink: "Cookie-instellingen",
} as const;
