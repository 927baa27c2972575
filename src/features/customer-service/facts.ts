/**
 * The settings and company details the customer-service pages print: the
 * shop's settings in force (the page reads them from the database,
 * server/shop-settings) and the company as configured (config/company.ts).
 * The same for every visitor, so the pages stay in the shared page cache,
 * which a change of the settings drops on every instance.
 */
import { companyDetails } from "@/config/company";
import type { ShopSettings } from "@/domain/shop-settings";

import { type ServiceFacts, serviceCopy } from "./copy";

export function currentServiceFacts(settings: ShopSettings): ServiceFacts {
  return { settings, company: companyDetails() };
}

export function currentServiceCopy(settings: ShopSettings): ReturnType<typeof serviceCopy> {
  return serviceCopy(currentServiceFacts(settings));
}
