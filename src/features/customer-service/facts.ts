/**
 * The settings and company details the customer-service pages print, as the
 * shop is configured now (config/shop-settings.ts, config/company.ts). The same
 * for every visitor, so the pages stay in the shared page cache.
 */
import { companyDetails } from "@/config/company";
import { shopSettings } from "@/config/shop-settings";

import { type ServiceFacts, serviceCopy } from "./copy";

export function currentServiceFacts(): ServiceFacts {
  return { settings: shopSettings(), company: companyDetails() };
}

export function currentServiceCopy(): ReturnType<typeof serviceCopy> {
  return serviceCopy(currentServiceFacts());
}
