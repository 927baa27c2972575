import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return serviceMetadata(await servicePage("bestellen"));
}

export default async function BestellenPage() {
  sharePublicly();
  return <ServiceRoute page={await servicePage("bestellen")} />;
}
