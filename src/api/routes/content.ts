/** The shop's texts and small tables (specification §7): the cookie statement, information texts, product questions and tags, moved URLs and the robots rules. */
import { z } from "zod";

import {
  browserStorageEntrySchema,
  browserStorageListSchema,
  informationAnswerSchema,
  productFaqAnswerSchema,
  productTagAnswerSchema,
  rewriteAnswerSchema,
  robotsAnswerSchema,
} from "@/schemas/answers/content";
import { findBrowserStorage, listBrowserStorage } from "@/server/api/browser-storage";
import { loadInformation } from "@/server/api/information";
import { loadProductFaq } from "@/server/api/product-faq";
import { loadProductTag } from "@/server/api/product-tag";
import { loadRewrite } from "@/server/catalogue/find-rewrite";
import { getDatabase } from "@/server/db/client";
import { notFound, orNotFound } from "@/server/http/api-error";
import { idParam, slugParam } from "@/server/http/params";
import { movedPermanently } from "@/server/http/responses";
import { publicBaseUrl } from "@/server/seo/base-url";
import { robotsRules } from "@/server/seo/robots";

import { endpoint } from "../declare";

// A number, or the text's key ("montage"): pages know the key.
const informationParams = z.object({
  informationId: z.union([idParam("informationId"), slugParam("informationId")], { error: "informationId is een nummer of een sleutel zoals montage" }),
});

export const contentRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/cookies/",
      summary: "Everything the shop keeps in a visitor's browser, and why (the cookie statement's table).",
      role: "guest",
      answers: [{ status: 200, description: "The cookie statement.", data: browserStorageListSchema }],
      failures: [],
    },
    { cache: "public" },
    () => listBrowserStorage(),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/cookies/{cookieId}/",
      summary: "One entry of the cookie statement; an unknown name answers 404.",
      role: "guest",
      answers: [{ status: 200, description: "The entry.", data: browserStorageEntrySchema }],
      failures: [400, 404],
    },
    { params: z.object({ cookieId: z.string().max(100, "cookieId is te lang") }), cache: "public" },
    ({ params }) => findBrowserStorage(params.cookieId),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/information/{informationId}/",
      summary: "An information text, by number or by key ('montage').",
      role: "guest",
      answers: [{ status: 200, description: "The text.", data: informationAnswerSchema }],
      failures: [400, 404],
    },
    { params: informationParams, cache: "public" },
    async ({ params }) => orNotFound(await loadInformation(await getDatabase(), params.informationId), "Informatie niet gevonden"),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/product-faq/{productFaqId}/",
      summary: "A question about products, with its answer.",
      role: "guest",
      answers: [{ status: 200, description: "The question.", data: productFaqAnswerSchema }],
      failures: [400, 404],
    },
    { params: z.object({ productFaqId: idParam("productFaqId") }), cache: "public" },
    async ({ params }) => orNotFound(await loadProductFaq(await getDatabase(), params.productFaqId), "Vraag niet gevonden"),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/product-tags/{productTagId}/",
      summary: "A product tag.",
      role: "guest",
      answers: [{ status: 200, description: "The tag.", data: productTagAnswerSchema }],
      failures: [400, 404],
    },
    { params: z.object({ productTagId: idParam("productTagId") }), cache: "public" },
    async ({ params }) => orNotFound(await loadProductTag(await getDatabase(), params.productTagId), "Producttag niet gevonden"),
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/rewrites/{rewriteId}/",
      summary: "A moved URL: 301 to its new place, with the rewrite itself as data for clients that do not follow.",
      role: "guest",
      answers: [{ status: 301, description: "The new place in Location, and the rewrite.", data: rewriteAnswerSchema }],
      failures: [400, 404],
    },
    { params: z.object({ rewriteId: idParam("rewriteId") }) },
    async ({ params }) => {
      const rewrite = await loadRewrite(await getDatabase(), params.rewriteId);
      if (!rewrite) throw notFound("Deze doorverwijzing bestaat niet");
      return movedPermanently(rewrite.toPath, rewrite);
    },
  ),
  endpoint(
    {
      method: "GET",
      path: "/api/robots/",
      summary: "The rules of /robots.txt as JSON.",
      role: "guest",
      answers: [{ status: 200, description: "The rules.", data: robotsAnswerSchema }],
      failures: [],
    },
    { cache: "public" },
    () => robotsRules(publicBaseUrl()),
  ),
];
