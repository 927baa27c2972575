"use client";
/** What the product form offers (GET /api/catalogue/choices/), read once per screen through react-query's cache. */
import { useQuery } from "@tanstack/react-query";

import { callApi } from "../data/data-provider";

import type { CatalogueChoices } from "./product-types";

export function useCatalogueChoices(): CatalogueChoices | undefined {
  const { data } = useQuery({
    queryKey: ["catalogue-choices"],
    queryFn: async () => (await callApi((input, init) => fetch(input, init), "/api/catalogue/choices/")) as CatalogueChoices,
    staleTime: 60_000,
  });
  return data;
}
