import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../klantenservice/_shared/service-route";

export function generateMetadata(): Metadata {
  return serviceMetadata(servicePage("afhaalcentrum"));
}

/** The pick-up point in Zoeterwoude: address, hours with "open now", how "Direct afhalen" works, what to bring, the way there. */
export default function PickUpPointPage() {
  sharePublicly();
  return <ServiceRoute page={servicePage("afhaalcentrum")} />;
}
