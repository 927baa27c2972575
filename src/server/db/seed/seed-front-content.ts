/**
 * The front page's content as it was written in the code before issue 23 (the
 * hero, the service tiles), a row of promotions, a category intro, one banner
 * and the Koningsdag closing message for next Koningsdag: all published, so
 * the shop looks as before after the move to the database. Each table is
 * filled only while it is empty, so running it again changes nothing and an
 * editor's work is never overwritten.
 */
import { sql } from "drizzle-orm";

import { type BannerVersion, type BlockVersion, bannerVersionSchema, blockVersionSchema, type MessageVersion, messageVersionSchema } from "@/schemas/front-content";

import type { Database } from "../client";
import { banners, blocks, messages } from "../schema";

const ALWAYS = { from: null, until: null };

export const DEMO_HERO: BlockVersion = {
  kind: "hero",
  heading: "Je nieuwe wasmachine, koelkast of oven: morgen in huis en aangesloten",
  text: "Kies je bezorgdag, laat hem installeren en neem je oude apparaat mee terug. Of haal hem vandaag nog op in Zoeterwoude.",
  buttons: [
    { label: "Bekijk de aanbiedingen", link: "/aanbiedingen/" },
    { label: "Alle productgroepen", link: "/productgroepen/" },
  ],
  images: [
    { src: "/afbeeldingen/soort/wasmachine.svg", alt: "" },
    { src: "/afbeeldingen/soort/koelkast.svg", alt: "" },
    { src: "/afbeeldingen/soort/fornuis.svg", alt: "" },
  ],
  period: ALWAYS,
};

const DEMO_PROMOTIONS: BlockVersion = {
  kind: "promotions",
  heading: "Nu bij Stekker",
  items: [
    { title: "Aanbiedingen van de week", text: "Scherpe prijzen op wasmachines, koelkasten en meer, zolang de voorraad strekt.", link: "/aanbiedingen/", icon: "aanbieding" },
    { title: "Afhaalkorting", text: "Haal je bestelling zelf op in Zoeterwoude en betaal minder.", link: "/afhaalcentrum/", icon: "afhalen" },
    { title: "Keuken op maat", text: "Vraag een offerte aan voor een complete keuken met inbouwapparatuur.", link: "/keukens/", icon: "installatie" },
  ],
  period: ALWAYS,
};

const DEMO_TILES: BlockVersion = {
  kind: "tiles",
  heading: "Wij regelen de rest",
  items: [
    { title: "Kies je bezorgdag", text: "Morgen al, of op een dag die jou past. Ook op zaterdag.", link: "/klantenservice/bezorgen-afhalen/#bezorgdag-kiezen", icon: "bezorgdag" },
    { title: "Installatie en inbouw", text: "Onze monteurs sluiten je apparaat aan of bouwen het in.", link: "/klantenservice/installatie-inbouw/", icon: "installatie" },
    { title: "Oud voor nieuw", text: "We nemen je oude apparaat gratis mee bij bezorging.", link: "/klantenservice/bezorgen-afhalen/", icon: "oud-voor-nieuw" },
    { title: "Afhalen in Zoeterwoude", text: "Vandaag besteld, vandaag opgehaald. Met afhaalkorting.", link: "/afhaalcentrum/", icon: "afhalen" },
  ],
  period: ALWAYS,
};

const DEMO_INTRO: BlockVersion = {
  kind: "intro",
  html: "<p>Een wasmachine gaat jaren mee. Let bij het kiezen op de <strong>vulling</strong> (7 kg is genoeg voor de meeste gezinnen), het <strong>toerental</strong> en het energielabel. Twijfel je? Bel ons, we denken graag mee.</p>",
  period: ALWAYS,
};

const DEMO_BANNER: BannerVersion = {
  image: { src: "/afbeeldingen/soort/koelkast.svg", alt: "Een koelkast" },
  title: "Oud voor nieuw",
  text: "Bij bezorging nemen we je oude apparaat gratis mee.",
  link: "/klantenservice/bezorgen-afhalen/",
  where: "home",
  period: ALWAYS,
  order: 0,
};

/** Koningsdag (27 April; 26 April when the 27th is a Sunday) of the first year whose one is not over at `now`, in Amsterdam time (UTC+2 in April). */
export function nextKingsDay(now: Date): { from: string; until: string } {
  for (let year = now.getUTCFullYear(); ; year += 1) {
    const day = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? 26 : 27;
    const until = new Date(Date.UTC(year, 3, day + 1) - 2 * 3600_000);
    if (until.getTime() > now.getTime()) {
      // Shown from a week before, so customers can plan.
      return { from: new Date(until.getTime() - 8 * 24 * 3600_000).toISOString(), until: until.toISOString() };
    }
  }
}

function kingsDayMessage(now: Date): MessageVersion {
  return {
    html: "<p><strong>Op Koningsdag zijn we gesloten.</strong> Bestellen kan gewoon; we bezorgen weer vanaf de dag erna.</p>",
    tone: "warning",
    link: { label: "Bezorgen en afhalen", href: "/klantenservice/bezorgen-afhalen/" },
    period: nextKingsDay(now),
  };
}

async function isEmpty(db: Database, table: typeof banners | typeof blocks | typeof messages): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills the front content of a fresh database: only when all three tables are empty, so that an
 * admin who removed the last message or banner does not get the demo's back at the next start.
 * The blocks (the front page's hero, promotions and tiles) are the shop's own words, written
 * whatever SKIP_SEED says; the demo banner and the Koningsdag message only with `demo`. Two
 * instances starting together write one set (the block's key is unique; the others are checked
 * again inside the insert). Answers how many rows it wrote.
 */
export async function seedFrontContent(db: Database, now: Date, { demo }: { demo: boolean } = { demo: true }): Promise<number> {
  if (!(await isEmpty(db, blocks)) || !(await isEmpty(db, banners)) || !(await isEmpty(db, messages))) return 0;
  let written = 0;
  {
    const rows = (
      [
        ["home.hero", DEMO_HERO],
        ["home.promotions", DEMO_PROMOTIONS],
        ["home.tiles", DEMO_TILES],
        ["category.wasmachines.intro", DEMO_INTRO],
      ] as const
    ).map(([key, version]) => {
      const checked = blockVersionSchema.parse(version);
      return { key, draft: checked, published: checked, publishedAt: now, updatedAt: now };
    });
    written += (await db.insert(blocks).values(rows).onConflictDoNothing({ target: blocks.key }).returning({ key: blocks.key })).length;
  }
  // Another instance that started at the same moment wrote the blocks: it writes the rest too.
  if (written === 0 || !demo) return written;
  {
    const checked = bannerVersionSchema.parse(DEMO_BANNER);
    await db.insert(banners).values({ draft: checked, published: checked, publishedAt: now, updatedAt: now });
    written += 1;
  }
  {
    const checked = messageVersionSchema.parse(kingsDayMessage(now));
    await db.insert(messages).values({ draft: checked, published: checked, publishedAt: now, updatedAt: now });
    written += 1;
  }
  return written;
}
