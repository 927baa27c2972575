import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../_shared/service-route";

export function generateMetadata(): Metadata {
  return serviceMetadata(servicePage("bestellen"));
}

export default function BestellenPage() {
  sharePublicly();
  return <ServiceRoute page={servicePage("bestellen")} />;
}
