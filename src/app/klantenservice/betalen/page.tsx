import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return serviceMetadata(await servicePage("betalen"));
}

export default async function BetalenPage() {
  sharePublicly();
  return <ServiceRoute page={await servicePage("betalen")} />;
}
