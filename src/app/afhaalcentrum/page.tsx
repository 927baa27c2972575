import type { Metadata } from "next";

import { ServiceRoute, metadataFor, servicePage } from "../klantenservice/_shared/service-route";

const PATH = "/afhaalcentrum/";

export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(PATH);
}

/** The pick-up point in Zoeterwoude, drawn from its page in the database: address and hours with "open now" drawn by the page itself. */
export default async function PickUpPointPage() {
  return <ServiceRoute page={await servicePage(PATH)} />;
}
