/**
 * The back office speaks Dutch only: react-admin's own texts
 * (dutch-messages.ts) and the resources' names and field labels from the
 * shop's copy file, through ra-i18n-polyglot. A key nobody wrote shows as
 * itself rather than in English (`allowMissing`), and a unit test keeps the
 * keys complete.
 */
import polyglotI18nProvider from "ra-i18n-polyglot";
import type { TranslationMessages } from "react-admin";

import { BACK_OFFICE_COPY as COPY } from "../copy";
import { TIPTAP_DUTCH } from "../pages/tiptap-messages";
import { dutchMessages } from "./dutch-messages";

/** `resources.<name>.name` ("Bestelling |||| Bestellingen") and the order fields' labels. */
export function resourceMessages(): Record<string, { name: string; fields?: Record<string, string> }> {
  const resources: Record<string, { name: string; fields?: Record<string, string> }> = {};
  for (const [name, words] of Object.entries(COPY.resources)) resources[name] = { name: `${words.one} |||| ${words.many}` };
  resources.orders!.fields = { ...COPY.orders.fields, id: COPY.orders.fields.orderRef, q: COPY.orders.search };
  resources["special-dates"]!.fields = { date: COPY.delivery.date, country: COPY.delivery.country, name: COPY.delivery.name };
  resources["delivery-rules"]!.fields = {
    country: COPY.delivery.country,
    postalCodeFrom: COPY.delivery.postalCodeFrom,
    postalCodeTo: COPY.delivery.postalCodeTo,
    weekdays: COPY.delivery.weekdays,
    description: COPY.delivery.description,
  };
  return resources;
}

// Issue 23: the rich-text editor's toolbar (ra-input-rich-text) in Dutch too.
export const backOfficeMessages: TranslationMessages = { ...dutchMessages, ra: { ...dutchMessages.ra, ...{ tiptap: TIPTAP_DUTCH } }, resources: resourceMessages() };

export const i18nProvider = polyglotI18nProvider(() => backOfficeMessages, "nl", [{ locale: "nl", name: "Nederlands" }], { allowMissing: true });
