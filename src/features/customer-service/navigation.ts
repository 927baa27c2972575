import type { Crumb } from "@/components/navigation/breadcrumbs";

import { HUB_PATH, SERVICE_NAV, UI_COPY } from "./copy";
import type { ServicePage } from "./types";

/** The side navigation: the hub, its subpages, the privacy statement and the pick-up point. */
export const SIDE_NAV: readonly { href: string; label: string }[] = [
  { href: HUB_PATH, label: UI_COPY.hubCrumb },
  ...Object.values(SERVICE_NAV).map((page) => ({ href: page.path, label: page.navLabel })),
];

export const HUB_CRUMBS: Crumb[] = [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb }];

/** Home › Klantenservice › {page}; the pick-up point hangs off Home directly, as its address does. */
export function crumbsFor(page: Pick<ServicePage, "path" | "navLabel">): Crumb[] {
  if (page.path === SERVICE_NAV.afhaalcentrum.path) return [{ name: UI_COPY.home, href: "/" }, { name: page.navLabel }];
  return [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb, href: HUB_PATH }, { name: page.navLabel }];
}
