/** Filters and the explanations of specifications (specification §7); staff-only filters for staff only, whose answers are never public. */
import { z } from "zod";

import { filterAnswerSchema, filterDefinitionsAnswerSchema, filterInformationAnswerSchema, productTypeFiltersAnswerSchema, specificationDefinitionsAnswerSchema } from "@/schemas/answers/filters";
import { loadFilter, loadFilterInformation, loadProductTypeFilters } from "@/server/api/filters";
import { loadFilterDefinitions, loadSpecificationDefinitions } from "@/server/catalogue/get-specification-definitions";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam, slugParam } from "@/server/http/params";
import { publicUnlessStaff, staffOf, staffOnlyFor } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

export const filterRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/filters/",
      summary: "Every filter the caller may use (staff-only ones for staff only), mixed listings' first, then per product type.",
      role: "guest",
      answers: [{ status: 200, description: "The filters.", data: filterDefinitionsAnswerSchema }],
      failures: [],
    },
    { authorize: staffOf, cache: publicUnlessStaff },
    async ({ auth: staff }) => loadFilterDefinitions(await getDatabase(), staffOnlyFor(staff)),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/filters/{filterId}/",
      summary: "One filter.",
      role: "guest",
      answers: [{ status: 200, description: "The filter.", data: filterAnswerSchema }],
      failures: [400, 404],
    },
    { authorize: staffOf, params: z.object({ filterId: idParam("filterId") }), cache: publicUnlessStaff },
    async ({ auth: staff, params }) => orNotFound(await loadFilter(await getDatabase(), params.filterId, staffOnlyFor(staff)), "Filter niet gevonden"),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/information/filters/",
      summary: "The explanation ('Meer info') of every filter the caller may use.",
      role: "guest",
      answers: [{ status: 200, description: "The explanations.", data: filterInformationAnswerSchema }],
      failures: [],
    },
    { authorize: staffOf, cache: publicUnlessStaff },
    async ({ auth: staff }) => loadFilterInformation(await getDatabase(), staffOnlyFor(staff)),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/information/specifications/{productType}/",
      summary: "The specifications of a product type ('wasmachine'), with labels, units and help texts, and its filters.",
      role: "guest",
      answers: [{ status: 200, description: "The product type's specifications.", data: specificationDefinitionsAnswerSchema }],
      failures: [400, 404],
    },
    { authorize: staffOf, params: z.object({ productType: slugParam("productType") }), cache: publicUnlessStaff },
    async ({ auth: staff, params }) =>
      orNotFound(await loadSpecificationDefinitions(await getDatabase(), params.productType, staffOnlyFor(staff)), "Producttype niet gevonden"),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/product-types/filters/",
      summary: "The filters grouped per product type.",
      role: "guest",
      answers: [{ status: 200, description: "Filters per product type.", data: productTypeFiltersAnswerSchema }],
      failures: [],
    },
    { authorize: staffOf, cache: publicUnlessStaff },
    async ({ auth: staff }) => loadProductTypeFilters(await getDatabase(), staffOnlyFor(staff)),
  ),
];
