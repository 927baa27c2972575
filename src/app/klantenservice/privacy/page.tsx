import type { Metadata } from "next";

import { PRIVACY_STATEMENT_PATH } from "@/config/site";

import { ServiceRoute, metadataFor, servicePage } from "../_shared/service-route";

const PATH = PRIVACY_STATEMENT_PATH;

export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(PATH);
}

/** Drawn from the page in the database (table `pages`, the published version; staff in preview see the draft). */
export default async function PrivacyPage() {
  return <ServiceRoute page={await servicePage(PATH)} />;
}
