import { z } from "zod";

import { getProductTypeDrawing } from "@/demo/images/get-product-drawing";
import { notFoundResponse, svgResponse } from "@/server/http/svg-response";

// A drawing per product type, for category tiles: /afbeeldingen/soort/wasmachine.svg
const paramsSchema = z.object({ image: z.string().regex(/^[a-z-]{2,40}\.svg$/).transform((file) => file.slice(0, -4)) });

export async function GET(_request: Request, context: { params: Promise<{ image: string }> }) {
  const params = paramsSchema.safeParse(await context.params);
  if (!params.success) return notFoundResponse();
  return svgResponse(getProductTypeDrawing(params.data.image));
}
