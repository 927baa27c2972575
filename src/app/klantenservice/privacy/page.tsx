import type { Metadata } from "next";

import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata, servicePage } from "../_shared/service-route";

export function generateMetadata(): Metadata {
  return serviceMetadata(servicePage("privacy"));
}

/** The privacy statement: what the shop keeps of a customer, why, with whom it is shared, how long, and the customer's rights. */
export default function PrivacyPage() {
  sharePublicly();
  return <ServiceRoute page={servicePage("privacy")} />;
}
