/**
 * The product drawings (/afbeeldingen/…): served by the API's application so
 * that `npm start` answers them without Next.js, but no part of the API's
 * contract (hidden from the OpenAPI document and the permission table). The
 * only file that imports the drawings.
 */
import { z } from "zod";

import { getProductDrawing, getProductTypeDrawing } from "@/demo/images/get-product-drawing";
import { findProductImage } from "@/server/catalogue/find-product-image";
import { getDatabase } from "@/server/db/client";
import { MAX_INT4 } from "@/server/db/ids";
import { notFoundResponse, svgResponse } from "@/server/http/svg-response";

import { rawEndpoint, type RouteDeclaration } from "../declare";

const productImageParams = z.object({
  productId: z.coerce.number().int().positive().max(MAX_INT4),
  image: z.string().regex(/^[1-9]\d?\.svg$/).transform((file) => Number.parseInt(file, 10)),
});
// A drawing per product type, for category tiles: /afbeeldingen/soort/wasmachine.svg
const productTypeImageParams = z.object({ image: z.string().regex(/^[a-z-]{2,40}\.svg$/).transform((file) => file.slice(0, -4)) });

const svg = { status: 200, description: "The drawing.", content: { type: "image/svg+xml", schema: z.string() } };
const paramsOf = async (context: Parameters<RouteDeclaration["handler"]>[1]) => ((await context?.params) ?? {}) as Record<string, string>;

export const imageRoutes: RouteDeclaration[] = [
  rawEndpoint(
    { method: "GET", path: "/afbeeldingen/soort/{image}", summary: "A product type's drawing.", role: "guest", hidden: true, answers: [svg], failures: [404] },
    async (_request, context) => {
      const params = productTypeImageParams.safeParse(await paramsOf(context));
      if (!params.success) return notFoundResponse();
      return svgResponse(getProductTypeDrawing(params.data.image));
    },
  ),
  rawEndpoint(
    { method: "GET", path: "/afbeeldingen/{productId}/{image}", summary: "A product's drawing.", role: "guest", hidden: true, answers: [svg], failures: [404] },
    async (_request, context) => {
      const params = productImageParams.safeParse(await paramsOf(context));
      if (!params.success) return notFoundResponse();
      const drawing = getProductDrawing(params.data.productId, await findProductImage(await getDatabase(), params.data.productId, params.data.image));
      return drawing ? svgResponse(drawing) : notFoundResponse();
    },
  ),
];
