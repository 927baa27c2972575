import type { Metadata } from "next";

import { KITCHENS_PAGE, SHOWROOM_PAGE } from "@/config/paths";
import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { parseVisitOutcome, visitDayRange } from "@/domain/kitchens/showroom-visit";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { JsonLd, breadcrumbListJsonLd } from "@/features/kitchens/json-ld";
import { ShowroomView } from "@/features/kitchens/showroom-view";
import { sharePublicly } from "@/host/page-cache/share-publicly";
import { getDatabase } from "@/server/db/client";
import { listShowroomKitchens } from "@/server/kitchens/list-showroom-kitchens";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

export function generateMetadata(): Metadata {
  return {
  title: "Keukenshowroom Zoeterwoude: plan je bezoek",
  description: "Bekijk complete keukens met werkende inbouwapparatuur in onze showroom in Zoeterwoude. Zeven dagen per week open; plan je bezoek en een keukenadviseur neemt de tijd voor je.",
  alternates: { canonical: absoluteUrl(publicBaseUrl(), SHOWROOM_PAGE) },
  };
}

/** /keukens/showroom/: what stands in Zoeterwoude, the address and hours, and the visit request. The same for every visitor (the page cache keeps it at most until the next half hour, where "open now" may change). */
export default async function ShowroomPage({ searchParams }: PageProps<"/keukens/showroom">) {
  sharePublicly();
  const now = new Date();
  const outcome = parseVisitOutcome((await searchParams).melding);
  const entries = await listShowroomKitchens(await getDatabase());
  const { first, last } = visitDayRange(localDayAndMinute(now, SHOP_TIME_ZONE).today);
  const crumbs = [{ name: "Home", href: "/" }, { name: "Keukens", href: KITCHENS_PAGE }, { name: "Showroom" }];
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs, publicBaseUrl(), SHOWROOM_PAGE)} />
      <ShowroomView crumbs={crumbs} entries={entries} now={now} firstDay={isoDay(first)} lastDay={isoDay(last)} outcome={outcome} />
    </>
  );
}
