"use client";
/**
 * react-admin's layout with the shop's bar: the title, the colour mode of the
 * shop (the same choice as on the shop's pages), the staff page and the shop,
 * and the member's menu with "Uitloggen". The menu names the day's work first.
 */
import DarkModeIcon from "@mui/icons-material/DarkMode";
import LightModeIcon from "@mui/icons-material/LightMode";
import PhoneIcon from "@mui/icons-material/Phone";
import SettingsIcon from "@mui/icons-material/Settings";
import StorefrontIcon from "@mui/icons-material/Storefront";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import CircularProgress from "@mui/material/CircularProgress";
import { AppBar, Layout, Menu, RefreshIconButton, TitlePortal, UserMenu, useBasename, useCanAccess, useGetIdentity, useLoading } from "react-admin";

import { STAFF_HOME_PAGE } from "@/config/paths";
import { schemeOf, useColorMode } from "@/lib/color-mode";

import { BACK_OFFICE_COPY as COPY } from "../copy";
import { SETTINGS_COPY } from "../settings/copy";
import { SETTINGS_ROUTE } from "../settings/settings-route";
// Issue 21, part E: import and export.
import { IMPORT_COPY } from "../products/import/copy";
import { IMPORT_SCREEN_PATH } from "../products/import/screen-path";

function ColorModeButton() {
  const { mode, setMode } = useColorMode();
  const dark = schemeOf(mode ?? "system", typeof window !== "undefined" && window.matchMedia("(prefers-color-scheme: dark)").matches) === "dark";
  const label = dark ? COPY.colorMode.toLight : COPY.colorMode.toDark;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setMode(dark ? "light" : "dark")}>
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}

/** react-admin's LoadingIndicator, with a name for its spinner (axe: a progress bar needs one). */
function LoadingOrRefresh() {
  const loading = useLoading();
  return loading ? <CircularProgress color="inherit" size={20} thickness={4} aria-label={COPY.loadingData} sx={{ mx: 1.5 }} /> : <RefreshIconButton />;
}

/** The member's menu, named by the name it shows (axe: the visible text is part of the accessible name). */
function MemberMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ?? "ra.auth.user_menu"} />;
}

function BackOfficeAppBar() {
  return (
    <AppBar
      userMenu={<MemberMenu />}
      toolbar={
        <>
          <Tooltip title={COPY.menu.staffPage}>
            <IconButton color="inherit" aria-label={COPY.menu.staffPage} href={STAFF_HOME_PAGE}>
              <StorefrontIcon />
            </IconButton>
          </Tooltip>
          <ColorModeButton />
          <LoadingOrRefresh />
        </>
      }
    >
      <TitlePortal />
    </AppBar>
  );
}

function BackOfficeMenu() {
  const { canAccess: mayCreatePhoneOrders } = useCanAccess({ resource: "non-web", action: "create" });
  const { canAccess: mayImport } = useCanAccess({ resource: "catalogue-import", action: "create" });
  // Issue 23: the shop's content with drafts is for admins only.
  const { canAccess: mayEditContent } = useCanAccess({ resource: "vacancies", action: "list" });
  const { canAccess: mayEditPages } = useCanAccess({ resource: "pages", action: "list" });
  const basename = useBasename();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={COPY.menu.dashboard} />
      <Menu.ResourceItem name="orders" />
      {/* Issue 22: quotes. */}
      <Menu.ResourceItem name="quotes" />
      {/* Issue 23: reviews for moderation. */}
      <Menu.ResourceItem name="reviews" />
      {/* Issue 23: sent forms. */}
      <Menu.ResourceItem name="form-data" />
      {mayCreatePhoneOrders ? <Menu.Item to={`${basename}/non-web/create`} primaryText={COPY.menu.phoneOrder} leftIcon={<PhoneIcon />} /> : null}
      <Menu.ResourceItem name="special-dates" />
      <Menu.ResourceItem name="delivery-rules" />
      {/* Issue 21, part A (products) */}
      <Menu.ResourceItem name="products" />
      <Menu.ResourceItem name="combinations" />
      {/* Issue 21, part B */}
      <Menu.ResourceItem name="stock" />
      {/* Issue 23, point 5: newsletter campaigns (shown to admins only). */}
      <Menu.ResourceItem name="newsletters" />
      {/* Issue 23: the shop's pages, for admins. */}
      {mayEditPages ? <Menu.ResourceItem name="pages" /> : null}
      {/* Issue 23: the shop's front content. */}
      <Menu.ResourceItem name="blocks" />
      <Menu.ResourceItem name="banners" />
      <Menu.ResourceItem name="messages" />
      {/* Part C of issue 21 (settings). */}
      <Menu.Item to={`${basename}${SETTINGS_ROUTE}`} primaryText={SETTINGS_COPY.menu} leftIcon={<SettingsIcon />} />
      {/* Issue 21, part E: import and export. */}
      {mayImport ? <Menu.Item to={`${basename}/${IMPORT_SCREEN_PATH}`} primaryText={IMPORT_COPY.menu} leftIcon={<UploadFileIcon />} /> : null}
      {/* Issue 23: vacancies and support locations. */}
      {mayEditContent ? <Menu.ResourceItem name="vacancies" /> : null}
      {mayEditContent ? <Menu.ResourceItem name="support" /> : null}
    </Menu>
  );
}

export function BackOfficeLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout is at least as wide as its content's widest line (min-width: fit-content), which on a
    // tablet pushed the phone order's form off the screen; the content wraps to the screen instead.
    <Layout appBar={BackOfficeAppBar} menu={BackOfficeMenu} sx={{ minWidth: 0, "& .RaLayout-content": { minWidth: 0 } }}>
      {children}
    </Layout>
  );
}
