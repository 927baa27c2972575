import type { Metadata } from "next";

import { SERVICE_PAGES } from "@/features/customer-service/copy";

import { ServiceRoute, serviceMetadata } from "../_shared/service-route";

const PAGE = SERVICE_PAGES["annuleren-retourneren"];

export function generateMetadata(): Metadata {
  return serviceMetadata(PAGE);
}

export default function AnnulerenRetournerenPage() {
  return <ServiceRoute page={PAGE} />;
}
