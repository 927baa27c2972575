import type { Crumb } from "@/components/navigation/breadcrumbs";
import { CONTACT_PAGE } from "@/config/paths";

import { HUB_PATH, PICK_UP_PATH, SERVICE_NAV, UI_COPY } from "./copy";

/** The side navigation: the hub, its subpages, the privacy statement, the pick-up point and the contact page (its forms; a route of its own, not a stored page). */
export const SIDE_NAV: readonly { href: string; label: string }[] = [
  { href: HUB_PATH, label: UI_COPY.hubCrumb },
  ...SERVICE_NAV.map((page) => ({ href: page.path, label: page.navLabel })),
  { href: CONTACT_PAGE, label: UI_COPY.contactNavLabel },
];

export const HUB_CRUMBS: Crumb[] = [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb }];

/** Is this path one of the customer-service pages (with the side navigation), or a page of its own (/over-ons/)? */
export function isServicePath(path: string): boolean {
  return path.startsWith(HUB_PATH) || SIDE_NAV.some((item) => item.href === path);
}

/** Home › Klantenservice › {page}; the pick-up point and pages of their own hang off Home directly. */
export function crumbsFor(page: { path: string; navLabel: string }): Crumb[] {
  if (page.path === PICK_UP_PATH || !isServicePath(page.path)) return [{ name: UI_COPY.home, href: "/" }, { name: page.navLabel }];
  return [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb, href: HUB_PATH }, { name: page.navLabel }];
}
