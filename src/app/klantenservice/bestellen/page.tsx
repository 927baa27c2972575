import type { Metadata } from "next";

import { ServiceRoute, metadataFor, servicePage } from "../_shared/service-route";

const PATH = "/klantenservice/bestellen/";

export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(PATH);
}

/** Drawn from the page in the database (table `pages`, the published version; staff in preview see the draft). */
export default async function BestellenPage() {
  return <ServiceRoute page={await servicePage(PATH)} />;
}
