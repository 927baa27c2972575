import type { Company } from "@/config/company";
import type { PageView } from "@/domain/content/pages";
import type { SafeHtml } from "@/domain/content/publication";
import type { ShopSettings } from "@/domain/shop-settings";

/** A page from the database, filled in and sanitised (server/pages/page-view.ts). */
export type ServicePage = PageView<SafeHtml>;

/** What the parts the page draws itself need: the settings in force and the company as configured. */
export interface ServiceFacts {
  settings: ShopSettings;
  company: Company;
}

export interface Question {
  question: string;
  /** Plain text: it is also the FAQPage JSON-LD's answer. */
  answer: string;
}

/** A topic on the hub: a page of the side navigation with its summary. */
export interface TopicCard {
  href: string;
  title: string;
  text: string;
}
