"use client";
/**
 * The back office at /beheer/ (issue 20, decisions §12) on react-admin 5: the
 * shop's REST API through data/data-provider.ts, the staff session through
 * auth-provider.ts, Dutch through i18n/, the shop's colours through
 * layout/back-office-theme.ts. react-admin's router is a browser router under
 * /beheer/, so every screen has an address of its own that a reload (the
 * catch-all page app/beheer/[[...path]]) opens again.
 */
import DateRangeIcon from "@mui/icons-material/DateRange";
import ArticleIcon from "@mui/icons-material/Article";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import Inventory2Icon from "@mui/icons-material/Inventory2";
import JoinInnerIcon from "@mui/icons-material/JoinInner";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import PhoneIcon from "@mui/icons-material/Phone";
import SupportAgentIcon from "@mui/icons-material/SupportAgent";
import WorkIcon from "@mui/icons-material/Work";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import InventoryIcon from "@mui/icons-material/Inventory2";
import RateReviewIcon from "@mui/icons-material/RateReview";
import EmailOutlinedIcon from "@mui/icons-material/EmailOutlined";
import MarkEmailUnreadIcon from "@mui/icons-material/MarkEmailUnread";
import AnnouncementIcon from "@mui/icons-material/Campaign";
import ViewQuiltIcon from "@mui/icons-material/ViewQuilt";
import WallpaperIcon from "@mui/icons-material/Wallpaper";
import { useMemo } from "react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { BrowserRouter, Route, Routes } from "react-router-dom";

import { BACK_OFFICE_PAGE } from "@/config/paths";
import { schemeOf, useColorMode } from "@/lib/color-mode";

import { createAuthProvider, type StaffIdentity } from "./auth-provider";
import { BACK_OFFICE_COPY as COPY } from "./copy";
import { createDataProvider } from "./data/data-provider";
import { FRONT_CONTENT_COPY } from "./front-content/copy";
import { i18nProvider } from "./i18n/i18n-provider";
import { BackOfficeLayout } from "./layout/back-office-layout";
import { backOfficeTheme } from "./layout/back-office-theme";
import { PRODUCT_PHOTOS_ROUTE } from "./products/images/photos-route";
import { IMPORT_SCREEN_PATH } from "./products/import/screen-path";
// Every screen loads when it is first opened (screens.ts).
import {
  BannerCreate,
  BannerEdit,
  BannerList,
  BlockCreate,
  BlockEdit,
  BlockList,
  CatalogueImportScreen,
  CombinationCreate,
  CombinationEdit,
  CombinationList,
  Dashboard,
  DeliveryRuleCreate,
  DeliveryRuleEdit,
  DeliveryRuleList,
  FormDataList,
  FormDataShow,
  MessageCreate,
  MessageEdit,
  MessageList,
  NewsletterCreate,
  NewsletterEdit,
  NewsletterList,
  NewsletterShow,
  OrderList,
  OrderShow,
  PageCreate,
  PageEdit,
  PageList,
  PhoneOrderCreate,
  ProductCreate,
  ProductEdit,
  ProductList,
  ProductPhotosPage,
  QuoteList,
  QuoteShow,
  ReviewList,
  ShopSettingsPage,
  SpecialDateCreate,
  SpecialDateEdit,
  SpecialDateList,
  StockList,
  StockProductPage,
  SupportLocationCreate,
  SupportLocationEdit,
  SupportLocationList,
  VacancyCreate,
  VacancyEdit,
  VacancyList,
} from "./screens";
import { SETTINGS_ROUTE } from "./settings/settings-route";

/** react-admin's basename: the path without its final slash, as react-router wants it. */
const BASENAME = BACK_OFFICE_PAGE.replace(/\/$/, "");

function useDeviceIsDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

export default function BackOfficeApp({ staff }: { staff: StaffIdentity }) {
  // The shop's own colour mode (lib/color-mode.ts): the same choice as on the shop's pages, and the same class on <html>.
  const { mode } = useColorMode();
  const deviceIsDark = useDeviceIsDark();
  const scheme = schemeOf(mode ?? "system", deviceIsDark);
  const theme = useMemo(() => backOfficeTheme(scheme), [scheme]);
  const dataProvider = useMemo(() => createDataProvider(), []);
  const authProvider = useMemo(() => createAuthProvider({ fetcher: (input, init) => fetch(input, init), identity: staff, location: window.location }), [staff]);

  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${BASENAME}/*`}
          element={
            <Admin
              basename={BASENAME}
              title={COPY.appTitle}
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              theme={theme}
              layout={BackOfficeLayout}
              dashboard={Dashboard}
              requireAuth
              disableTelemetry
            >
              <Resource name="orders" list={OrderList} show={OrderShow} icon={LocalShippingIcon} recordRepresentation="orderRef" />
              <Resource name="non-web" create={PhoneOrderCreate} icon={PhoneIcon} />
              {/* Issue 22: quotes; the quote screen is its show (the offer is edited on it). */}
              <Resource name="quotes" list={QuoteList} show={QuoteShow} icon={RequestQuoteIcon} recordRepresentation="quoteId" />
              {/* Issue 23: sent forms (questions, service requests, applications). */}
              <Resource name="form-data" list={FormDataList} show={FormDataShow} icon={MarkEmailUnreadIcon} recordRepresentation="name" />
              <Resource name="special-dates" list={SpecialDateList} edit={SpecialDateEdit} create={SpecialDateCreate} icon={EventBusyIcon} recordRepresentation="name" />
              <Resource name="delivery-rules" list={DeliveryRuleList} edit={DeliveryRuleEdit} create={DeliveryRuleCreate} icon={DateRangeIcon} recordRepresentation="description" />
              {/* Issue 21, part A (products) */}
              <Resource name="products" list={ProductList} edit={ProductEdit} create={ProductCreate} icon={Inventory2Icon} recordRepresentation="name" />
              <Resource name="combinations" list={CombinationList} edit={CombinationEdit} create={CombinationCreate} icon={JoinInnerIcon} recordRepresentation="name" />
              {/* Issue 21, part B: stock and shop-only data */}
              <Resource name="stock" list={StockList} edit={StockProductPage} icon={InventoryIcon} recordRepresentation="name" />
              {/* Issue 23: reviews for moderation. */}
              <Resource name="reviews" list={ReviewList} icon={RateReviewIcon} recordRepresentation="title" />
              {/* Issue 23: the shop's content with drafts, for admins (canAccess in auth-provider.ts). */}
              <Resource name="vacancies" list={VacancyList} edit={VacancyEdit} create={VacancyCreate} icon={WorkIcon} recordRepresentation="draft.title" />
              <Resource name="support" list={SupportLocationList} edit={SupportLocationEdit} create={SupportLocationCreate} icon={SupportAgentIcon} recordRepresentation="draft.name" />
              {/* Issue 23, point 5: newsletter campaigns (admins only: auth-provider.ts ADMIN_ONLY). */}
              <Resource name="newsletters" list={NewsletterList} create={NewsletterCreate} edit={NewsletterEdit} show={NewsletterShow} icon={EmailOutlinedIcon} recordRepresentation="subject" />
              {/* Issue 23: the shop's pages (admins only: canAccess). */}
              <Resource name="pages" list={PageList} edit={PageEdit} create={PageCreate} icon={ArticleIcon} recordRepresentation="path" />
              {/* Issue 23: the shop's front content; staff read, admins write and publish. */}
              <Resource name="banners" list={BannerList} edit={BannerEdit} create={BannerCreate} icon={WallpaperIcon} options={{ label: FRONT_CONTENT_COPY.resources.banners }} recordRepresentation="draft.title" />
              <Resource name="blocks" list={BlockList} edit={BlockEdit} create={BlockCreate} icon={ViewQuiltIcon} options={{ label: FRONT_CONTENT_COPY.resources.blocks }} recordRepresentation="key" />
              <Resource name="messages" list={MessageList} edit={MessageEdit} create={MessageCreate} icon={AnnouncementIcon} options={{ label: FRONT_CONTENT_COPY.resources.messages }} />
              {/* Part C of issue 21 (settings): one screen, not a list. */}
              <CustomRoutes>
                <Route path={SETTINGS_ROUTE} element={<ShopSettingsPage />} />
                {/* Issue 21, part D (images): a product's photos on a page of their own; the product form shows the same tab. */}
                <Route path={PRODUCT_PHOTOS_ROUTE} element={<ProductPhotosPage />} />
                {/* Issue 21, part E: import and export. */}
                <Route path={IMPORT_SCREEN_PATH} element={<CatalogueImportScreen />} />
              </CustomRoutes>
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
