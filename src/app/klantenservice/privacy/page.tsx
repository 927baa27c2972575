import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../_shared/service-route";

export async function generateMetadata(): Promise<Metadata> {
  return serviceMetadata(await servicePage("privacy"));
}

/** The privacy statement: what the shop keeps of a customer, why, with whom it is shared, how long, and the customer's rights. */
export default async function PrivacyPage() {
  sharePublicly();
  return <ServiceRoute page={await servicePage("privacy")} />;
}
