/** The analytics tag this shop is configured with (GTM_CONTAINER_ID or GA_MEASUREMENT_ID), or null: then no banner and no tag. */
import { type AnalyticsTag, analyticsTag } from "@/domain/privacy/consent";

import { readEnv } from "./env";

export function configuredAnalyticsTag(): AnalyticsTag | null {
  const env = readEnv();
  return analyticsTag({ gtmContainerId: env.GTM_CONTAINER_ID, gaMeasurementId: env.GA_MEASUREMENT_ID });
}
