"use client";
/**
 * The back office's screens, each loaded when it is first opened (issue 24): the
 * orders list, the first screen, no longer waits for the rich-text editor of
 * the pages and newsletters, the product form or the import. react-admin's
 * layout shows its loading state (a Suspense boundary) meanwhile. The app
 * (back-office-app.tsx) names the screens from here and imports none of them.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from "react";

/** A named export of a screen's module, as the default export React.lazy wants. */
function screen<Module, Props extends object>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<Props>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const orderList = () => import("./orders/order-list");
const orderShow = () => import("./orders/order-show");
export const OrderList = screen(orderList, (module) => module.OrderList);
export const OrderShow = screen(orderShow, (module) => module.OrderShow);
export const PhoneOrderCreate = screen(() => import("./phone-order/phone-order-create"), (module) => module.PhoneOrderCreate);

export const QuoteList = screen(() => import("./quotes/quote-list"), (module) => module.QuoteList);
export const QuoteShow = screen(() => import("./quotes/quote-show"), (module) => module.QuoteShow);

export const FormDataList = screen(() => import("./form-data/form-data-list"), (module) => module.FormDataList);
export const FormDataShow = screen(() => import("./form-data/form-data-show"), (module) => module.FormDataShow);

const specialDates = () => import("./delivery/special-dates");
export const SpecialDateList = screen(specialDates, (module) => module.SpecialDateList);
export const SpecialDateEdit = screen(specialDates, (module) => module.SpecialDateEdit);
export const SpecialDateCreate = screen(specialDates, (module) => module.SpecialDateCreate);

const deliveryRules = () => import("./delivery/delivery-rules");
export const DeliveryRuleList = screen(deliveryRules, (module) => module.DeliveryRuleList);
export const DeliveryRuleEdit = screen(deliveryRules, (module) => module.DeliveryRuleEdit);
export const DeliveryRuleCreate = screen(deliveryRules, (module) => module.DeliveryRuleCreate);

const productForm = () => import("./products/product-form");
export const ProductList = screen(() => import("./products/product-list"), (module) => module.ProductList);
export const ProductEdit = screen(productForm, (module) => module.ProductEdit);
export const ProductCreate = screen(productForm, (module) => module.ProductCreate);
export const ProductPhotosPage = screen(() => import("./products/images/product-photos-page"), (module) => module.ProductPhotosPage);
export const CatalogueImportScreen = screen(() => import("./products/import/catalogue-import-screen"), (module) => module.CatalogueImportScreen);

const combinations = () => import("./combinations/combinations");
export const CombinationList = screen(combinations, (module) => module.CombinationList);
export const CombinationEdit = screen(combinations, (module) => module.CombinationEdit);
export const CombinationCreate = screen(combinations, (module) => module.CombinationCreate);

const stock = () => import("./stock/stock-list");
export const StockList = screen(stock, (module) => module.StockList);
export const StockProductPage = screen(stock, (module) => module.StockProductPage);

export const ReviewList = screen(() => import("./reviews/review-list"), (module) => module.ReviewList);

const vacancies = () => import("./content/vacancies");
export const VacancyList = screen(vacancies, (module) => module.VacancyList);
export const VacancyEdit = screen(vacancies, (module) => module.VacancyEdit);
export const VacancyCreate = screen(vacancies, (module) => module.VacancyCreate);

const supportLocations = () => import("./content/support-locations");
export const SupportLocationList = screen(supportLocations, (module) => module.SupportLocationList);
export const SupportLocationEdit = screen(supportLocations, (module) => module.SupportLocationEdit);
export const SupportLocationCreate = screen(supportLocations, (module) => module.SupportLocationCreate);

const newsletterForm = () => import("./newsletters/newsletter-form");
export const NewsletterList = screen(() => import("./newsletters/newsletter-list"), (module) => module.NewsletterList);
export const NewsletterCreate = screen(newsletterForm, (module) => module.NewsletterCreate);
export const NewsletterEdit = screen(newsletterForm, (module) => module.NewsletterEdit);
export const NewsletterShow = screen(() => import("./newsletters/newsletter-show"), (module) => module.NewsletterShow);

const pages = () => import("./pages/page-editor");
export const PageList = screen(pages, (module) => module.PageList);
export const PageEdit = screen(pages, (module) => module.PageEdit);
export const PageCreate = screen(pages, (module) => module.PageCreate);

const banners = () => import("./front-content/banners");
export const BannerList = screen(banners, (module) => module.BannerList);
export const BannerEdit = screen(banners, (module) => module.BannerEdit);
export const BannerCreate = screen(banners, (module) => module.BannerCreate);

const blocks = () => import("./front-content/blocks");
export const BlockList = screen(blocks, (module) => module.BlockList);
export const BlockEdit = screen(blocks, (module) => module.BlockEdit);
export const BlockCreate = screen(blocks, (module) => module.BlockCreate);

const messages = () => import("./front-content/messages");
export const MessageList = screen(messages, (module) => module.MessageList);
export const MessageEdit = screen(messages, (module) => module.MessageEdit);
export const MessageCreate = screen(messages, (module) => module.MessageCreate);

export const ShopSettingsPage = screen(() => import("./settings/shop-settings-page"), (module) => module.ShopSettingsPage);

export const Dashboard = screen(() => import("./dashboard/dashboard"), (module) => module.Dashboard);
