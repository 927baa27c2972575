/** The vacancy pages' Dutch copy. */
export const VACANCY_COPY = {
  listTitle: "Werken bij Stekker",
  listMetaTitle: "Vacatures: werken bij Stekker",
  listIntro:
    "Wij helpen elke dag duizenden klanten aan het juiste apparaat, bezorgd en aangesloten. Dat doen we met een team in Zoeterwoude dat van aanpakken weet. Kom je ons versterken?",
  listDescription: "Vacatures bij Stekker in Zoeterwoude: klantenservice, bezorging en montage, magazijn. Bekijk de openstaande functies en solliciteer direct.",
  openTitle: "Openstaande vacatures",
  empty: "Op dit moment hebben we geen openstaande vacatures. Een open sollicitatie is altijd welkom:",
  openApplication: "stuur je cv en een korte motivatie naar",
  readMore: "Bekijk vacature",
  hoursPerWeek: (min: number, max: number) => (min === max ? `${min} uur per week` : `${min}-${max} uur per week`),
  kind: { fulltime: "Fulltime", parttime: "Parttime" } as const,
  salary: (min: string, max: string) => (min === max ? `${min} bruto per maand` : `${min} - ${max} bruto per maand`),
  closes: (date: string) => `Reageren kan tot en met ${date}`,
  whatYouDo: "Wat ga je doen?",
  whatYouBring: "Wat breng je mee?",
  whatWeOffer: "Wat bieden we?",
  applyTitle: "Solliciteren",
  applyByMail: "Stuur je cv en een korte motivatie naar",
  applyMailSubject: (title: string) => `Sollicitatie ${title}`,
  facts: "Over deze vacature",
  locationLabel: "Standplaats",
  hoursLabel: "Uren",
  salaryLabel: "Salaris",
  allVacancies: "Alle vacatures",
  /** The address applications go to until the application form is there. */
  jobsEmail: "vacatures@stekker.nl",
} as const;
