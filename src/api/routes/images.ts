/**
 * The product drawings and the copies of uploaded photos (/afbeeldingen/…):
 * served by the API's application so that `npm start` answers them without
 * Next.js, but no part of the API's contract (hidden from the OpenAPI document
 * and the permission table). The only file that imports the drawings.
 */
import { z } from "zod";

import { imageFormatFor, parseUploadedImageFile } from "@/domain/catalogue/uploaded-images";
import { getProductDrawing, getProductTypeDrawing } from "@/demo/images/get-product-drawing";
import { drawKitchen } from "@/demo/kitchens/draw-kitchen";
import { findProductImage } from "@/server/catalogue/find-product-image";
import { findImageVariant } from "@/server/catalogue-images/find-image-variant";
import { findKitchenDrawing } from "@/server/kitchens/find-kitchen-drawing";
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
const productIdParam = z.object({ productId: z.coerce.number().int().positive().max(MAX_INT4) });

/**
 * An uploaded photo's copy (issue 21, part D): AVIF for a browser that takes
 * it, else WebP, on one URL (Vary: Accept). The URL holds the original's hash,
 * so its content never changes: a year, immutable.
 */
function photoResponse(bytes: Uint8Array, format: "avif" | "webp"): Response {
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": `image/${format}`,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept",
      "x-content-type-options": "nosniff",
    },
  });
}
const paramsOf = async (context: Parameters<RouteDeclaration["handler"]>[1]) => ((await context?.params) ?? {}) as Record<string, string>;

// Issue 22: a kitchen's drawings, /afbeeldingen/keukens/5001/1.svg
const kitchenImageParams = z.object({
  kitchenId: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).pipe(z.number().max(MAX_INT4)),
  image: z.string().regex(/^[1-9]\.svg$/).transform((file) => Number.parseInt(file, 10)),
});

export const imageRoutes: RouteDeclaration[] = [
  rawEndpoint(
    { method: "GET", path: "/afbeeldingen/keukens/{kitchenId}/{image}", summary: "A kitchen's drawing.", role: "guest", hidden: true, answers: [svg], failures: [404] },
    async (_request, context) => {
      const params = kitchenImageParams.safeParse(await paramsOf(context));
      if (!params.success) return notFoundResponse();
      const facts = await findKitchenDrawing(await getDatabase(), params.data.kitchenId);
      const drawing = facts && drawKitchen(facts, params.data.image);
      return drawing ? svgResponse(drawing) : notFoundResponse();
    },
  ),
  rawEndpoint(
    { method: "GET", path: "/afbeeldingen/soort/{image}", summary: "A product type's drawing.", role: "guest", hidden: true, answers: [svg], failures: [404] },
    async (_request, context) => {
      const params = productTypeImageParams.safeParse(await paramsOf(context));
      if (!params.success) return notFoundResponse();
      return svgResponse(getProductTypeDrawing(params.data.image));
    },
  ),
  rawEndpoint(
    { method: "GET", path: "/afbeeldingen/{productId}/{image}", summary: "A product's drawing, or a copy of an uploaded photo.", role: "guest", hidden: true, answers: [svg], failures: [404] },
    async (request, context) => {
      const raw = await paramsOf(context);
      const photo = parseUploadedImageFile(raw.image ?? "");
      if (photo) {
        const product = productIdParam.safeParse(raw);
        if (!product.success) return notFoundResponse();
        const format = imageFormatFor(request.headers.get("accept"));
        const bytes = await findImageVariant(await getDatabase(), { productId: product.data.productId, ...photo, format });
        return bytes ? photoResponse(bytes, format) : notFoundResponse();
      }
      const params = productImageParams.safeParse(raw);
      if (!params.success) return notFoundResponse();
      const drawing = getProductDrawing(params.data.productId, await findProductImage(await getDatabase(), params.data.productId, params.data.image));
      return drawing ? svgResponse(drawing) : notFoundResponse();
    },
  ),
];
