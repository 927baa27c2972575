/**
 * The demo shop's vacancies (issue 23): three published ones, two open (a
 * customer-service agent, a delivery fitter) and one that closed last week, so
 * that /vacatures/ shows real openings and the closed one shows it is gone.
 * Only into an empty table, so an admin's own vacancies are never touched.
 */
import type { VacancyVersion } from "@/schemas/vacancies";

import type { Database } from "../client";
import { vacancies } from "../schema";

const DAY_MS = 86_400_000;

/** The demo vacancies; `openUntilDays` is counted from the moment of seeding. */
export const DEMO_VACANCIES: readonly (Omit<VacancyVersion, "openFrom" | "openUntil"> & { openFromDays: number; openUntilDays: number })[] = [
  {
    title: "Klantenservicemedewerker",
    slug: "klantenservicemedewerker",
    location: "Zoeterwoude",
    hoursMin: 24,
    hoursMax: 40,
    kind: "parttime",
    summary: "Je helpt klanten aan de telefoon, per e-mail en via WhatsApp bij hun keuze, hun bestelling en hun vragen na de levering.",
    whatYouDo:
      "<ul><li>Je beantwoordt vragen over apparaten, bestellingen en bezorging.</li><li>Je plant service- en reparatiebezoeken in.</li><li>Je denkt mee over hoe het beter kan.</li></ul>",
    whatYouBring: "<ul><li>Mbo-niveau en goed Nederlands in woord en geschrift.</li><li>Plezier in het helpen van mensen.</li><li>Beschikbaarheid op twee avonden of zaterdagen per maand.</li></ul>",
    whatWeOffer: "<ul><li>Een vast contract na zes maanden.</li><li>Personeelskorting op alle apparaten.</li><li>Een inwerkperiode met een vaste collega.</li></ul>",
    salary: { min: 2450, max: 3100 },
    openFromDays: -14,
    openUntilDays: 45,
  },
  {
    title: "Bezorger-monteur",
    slug: "bezorger-monteur",
    location: "Zoeterwoude (regio Zuid-Holland)",
    hoursMin: 38,
    hoursMax: 40,
    kind: "fulltime",
    summary: "Je bezorgt wasmachines, koelkasten en ovens bij klanten thuis en sluit ze vakkundig aan, inbouw inbegrepen.",
    whatYouDo: "<ul><li>Je bezorgt en installeert apparaten, met een collega.</li><li>Je neemt oude apparaten mee voor recycling.</li><li>Je legt de klant uit hoe alles werkt.</li></ul>",
    whatYouBring: "<ul><li>Rijbewijs B (C is mooi meegenomen).</li><li>Technisch inzicht; ervaring met inbouw is een pré.</li><li>Een klantvriendelijke houding.</li></ul>",
    whatWeOffer: "<ul><li>Een eigen, goed uitgeruste bus.</li><li>Opleidingen bij de grote merken.</li><li>Een reiskostenvergoeding en 27 vakantiedagen.</li></ul>",
    salary: { min: 2700, max: 3400 },
    openFromDays: -7,
    openUntilDays: 30,
  },
  {
    title: "Magazijnmedewerker (zaterdag)",
    slug: "magazijnmedewerker-zaterdag",
    location: "Zoeterwoude",
    hoursMin: 8,
    hoursMax: 8,
    kind: "parttime",
    summary: "Op zaterdag help je in het afhaalcentrum en het magazijn: bestellingen klaarzetten en klanten helpen bij het ophalen.",
    whatYouDo: "<p>Bestellingen klaarzetten, apparaten inladen en klanten aan de balie helpen.</p>",
    whatYouBring: "<p>Je bent 18 jaar of ouder en kunt aanpakken.</p>",
    whatWeOffer: "<p>Een bijbaan op vaste zaterdagen met een goed uurloon.</p>",
    salary: null,
    openFromDays: -60,
    openUntilDays: -7,
  },
];

function versionOf(demo: (typeof DEMO_VACANCIES)[number], now: Date): VacancyVersion {
  const { openFromDays, openUntilDays, ...rest } = demo;
  // The demo's own text, already within the sanitiser's allow-list; every read sanitises it again (vacancy-rows.ts).
  return {
    ...rest,
    openFrom: new Date(now.getTime() + openFromDays * DAY_MS).toISOString(),
    openUntil: new Date(now.getTime() + openUntilDays * DAY_MS).toISOString(),
  };
}

/** Adds the demo vacancies, published, when there are none; answers how many it added. */
export async function seedVacancies(db: Database, now: Date): Promise<number> {
  const [existing] = await db.select({ vacancyId: vacancies.vacancyId }).from(vacancies).limit(1);
  if (existing) return 0;
  const rows = DEMO_VACANCIES.map((demo) => {
    const version = versionOf(demo, now);
    return { draft: version, published: version, publishedAt: new Date(now.getTime() + demo.openFromDays * DAY_MS), updatedAt: now };
  });
  const added = await db.insert(vacancies).values(rows).returning({ vacancyId: vacancies.vacancyId });
  return added.length;
}
