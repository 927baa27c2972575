import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../klantenservice/_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return serviceMetadata(await servicePage("afhaalcentrum"));
}

/** The pick-up point in Zoeterwoude: address, hours with "open now", how "Direct afhalen" works, what to bring, the way there. */
export default async function PickUpPointPage() {
  sharePublicly();
  return <ServiceRoute page={await servicePage("afhaalcentrum")} />;
}
