import { SupportWidget } from "@/components/support/support-widget";
import { contentVersionForPage } from "@/server/content/content-version-for-page";
import { supportLocationForPage } from "@/server/support/support-location-for-page";

/**
 * The support widget with its location read from support_locations (issue 23):
 * the published version, the draft for staff in preview; nothing when the
 * location is not published. Pages hand it to features as a slot, since
 * features do not read the database.
 */
export async function SupportBox({ locationKey, compact, headingLevel }: { locationKey: string; compact?: boolean; headingLevel?: 2 | 3 }) {
  const location = await supportLocationForPage(locationKey, await contentVersionForPage());
  if (!location) return null;
  return <SupportWidget locationKey={locationKey} location={location} compact={compact} headingLevel={headingLevel} />;
}
