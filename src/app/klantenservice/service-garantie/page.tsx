import type { Metadata } from "next";

import { SERVICE_PAGES } from "@/features/customer-service/copy";
import { sharePublicly } from "@/host/page-cache/share-publicly";

import { ServiceRoute, serviceMetadata } from "../_shared/service-route";

const PAGE = SERVICE_PAGES["service-garantie"];

export function generateMetadata(): Metadata {
  return serviceMetadata(PAGE);
}

export default function ServiceGarantiePage() {
  sharePublicly();
  return <ServiceRoute page={PAGE} />;
}
