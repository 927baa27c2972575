"use client";
/** The quote screen's calls, through the data provider (a 401 signs out as everywhere in the back office). */
import type { QuoteOfferAnswer, QuoteSentAnswer } from "@/schemas/answers/quote-offers";

import { type BackOfficeDataProvider, quotePartUrl } from "../data/data-provider";

export interface CombinationHit {
  combinationId: number;
  name: string;
  productIds: number[];
  products: { productId: number; name: string; brandName: string }[];
}

export function quoteApi(dataProvider: BackOfficeDataProvider) {
  return {
    save: async (quoteId: string, body: unknown) => (await dataProvider.quoteCall(quotePartUrl(quoteId, "offer"), "PUT", body)) as QuoteOfferAnswer,
    send: async (quoteId: string, body: { version: number; validUntil?: string | null }) => (await dataProvider.quoteCall(quotePartUrl(quoteId, "send"), "POST", body)) as QuoteSentAnswer,
    changeStatus: async (quoteId: string, body: { status: string; note?: string | null; version: number }) => (await dataProvider.quoteCall(quotePartUrl(quoteId, "status"), "POST", body)) as QuoteOfferAnswer,
    /** The customer's old links stop working and a new one is mailed. */
    revokeLink: (quoteId: string) => dataProvider.quoteCall(quotePartUrl(quoteId, "link-revocation"), "POST", {}),
    addItem: async (quoteId: string, body: { productId: number; combinationId?: number | null; qty?: number }) => (await dataProvider.quoteCall(quotePartUrl(quoteId, "items"), "POST", body)) as QuoteOfferAnswer,
    /** The kitchen a request is about (the public kitchen's answer): its name and page for the request's facts. */
    kitchen: async (kitchenId: number) => (await dataProvider.quoteCall(`/api/kitchens/${kitchenId}/`, "GET")) as { name: string; url: string },
    searchCombinations: async (q: string) => {
      const answer = (await dataProvider.quoteCall(`/api/catalogue/combinations/?${new URLSearchParams({ q, pageSize: "10" })}`, "GET")) as { items: CombinationHit[] };
      return answer.items;
    },
  };
}
