import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return serviceMetadata(await servicePage("bezorgen-afhalen"));
}

export default async function BezorgenAfhalenPage() {
  sharePublicly();
  return <ServiceRoute page={await servicePage("bezorgen-afhalen")} />;
}
