/** The kitchen pages' words (issue 22), in one place. */
export const KITCHEN_COPY = {
  overviewIntro:
    "Een nieuwe keuken koop je niet met één klik. Kies een stijl en opstelling die je aanspreken, bekijk welke inbouwapparaten erbij horen en vraag een offerte op maat aan: onze keukenadviseurs rekenen hem uit voor jouw ruimte, gratis en vrijblijvend.",
  quoteButton: "Offerte aanvragen voor deze keuken",
  quoteGeneric: "Offerte aanvragen",
  priceNote: "Vanafprijs inclusief btw en de genoemde inbouwapparatuur, exclusief montage. Je offerte rekent met jouw maten en wensen.",
  promises: ["Gratis en vrijblijvende offerte op maat", "Inmeten bij je thuis", "Montage door eigen keukenmonteurs", "Inbouwapparatuur met volledige fabrieksgarantie"],
  showroomBannerTitle: "Zie en voel de keukens in Zoeterwoude",
  showroomBannerText: "In onze showroom staan complete keukens opgesteld. Plan een bezoek, dan neemt een keukenadviseur de tijd voor je.",
  showroomBannerLink: "Bekijk de showroom",
  showroomIntro:
    "In onze keukenshowroom naast het afhaalcentrum staan complete keukens met werkende inbouwapparatuur. Voel de fronten, open de lades en kook een keer op inductie. Kom langs wanneer je wilt, of plan een bezoek: dan zit er een keukenadviseur voor je klaar.",
  visitTitle: "Plan je bezoek",
  visitIntro: "Laat weten wanneer je wilt komen. We bellen je binnen één werkdag om de tijd af te spreken.",
  noKitchens: "Met deze keuzes vinden we geen keuken. Haal een filter weg om meer keukens te zien.",
} as const;
