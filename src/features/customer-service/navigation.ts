import type { Crumb } from "@/components/navigation/breadcrumbs";

import { HUB_COPY, HUB_PATH, PICK_UP_PAGE, SERVICE_PAGES, UI_COPY } from "./copy";
import type { ServicePage } from "./types";

/** The side navigation: the hub, its six subpages and the pick-up point. */
export const SIDE_NAV: readonly { href: string; label: string }[] = [
  { href: HUB_PATH, label: HUB_COPY.title },
  ...Object.values(SERVICE_PAGES).map((page) => ({ href: page.path, label: page.navLabel })),
  { href: PICK_UP_PAGE.path, label: PICK_UP_PAGE.navLabel },
];

export const HUB_CRUMBS: Crumb[] = [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb }];

/** Home › Klantenservice › {page}; the pick-up point hangs off Home directly, as its address does. */
export function crumbsFor(page: ServicePage): Crumb[] {
  if (page.path === PICK_UP_PAGE.path) return [{ name: UI_COPY.home, href: "/" }, { name: page.navLabel }];
  return [{ name: UI_COPY.home, href: "/" }, { name: UI_COPY.hubCrumb, href: HUB_PATH }, { name: page.navLabel }];
}
