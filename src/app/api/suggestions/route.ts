import { randomBytes } from "node:crypto";

import { z } from "zod";

import { readEnv } from "@/config/env";
import { productsIndexName } from "@/domain/catalogue/search-analytics";
import { suggestedProductAnswer } from "@/server/api/suggestions-answer";
import { getSuggestions } from "@/server/catalogue/get-autocomplete";
import { defineRoute, handle } from "@/server/http/route-handler";

const querySchema = z.object({ q: z.string().max(200, "q is te lang (maximaal 200 tekens)").default("") });

/**
 * Suggestions for the header's search box: products, categories and brands.
 * Each answer gets a query id and the index name of §7, so that a chosen
 * suggestion can be reported as a search click.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ query: querySchema, cache: "public" }, async ({ query }) => {
    const suggestions = await getSuggestions(query.q);
    return {
      queryId: randomBytes(16).toString("hex"),
      indexName: productsIndexName(readEnv().SEARCH_INDEX_ENVIRONMENT),
      products: suggestions.products.map(suggestedProductAnswer),
      categories: suggestions.categories,
      brands: suggestions.brands,
    };
  }),
});
