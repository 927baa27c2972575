import type { Metadata } from "next";

import { PICK_UP_PAGE } from "@/features/customer-service/copy";
import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata } from "../klantenservice/_shared/service-route";

export function generateMetadata(): Metadata {
  return serviceMetadata(PICK_UP_PAGE);
}

/** The pick-up point in Zoeterwoude: address, hours with "open now", how "Direct afhalen" works, the way there. */
export default function PickUpPointPage() {
  sharePublicly();
  return <ServiceRoute page={PICK_UP_PAGE} />;
}
