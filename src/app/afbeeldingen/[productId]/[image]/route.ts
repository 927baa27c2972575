import { z } from "zod";

import { getProductDrawing } from "@/demo/images/get-product-drawing";
import { findProductImage } from "@/server/catalogue/find-product-image";
import { getDatabase } from "@/server/db/client";
import { MAX_INT4 } from "@/server/db/ids";
import { notFoundResponse, svgResponse } from "@/server/http/svg-response";

const paramsSchema = z.object({
  productId: z.coerce.number().int().positive().max(MAX_INT4),
  image: z.string().regex(/^[1-9]\d?\.svg$/).transform((file) => Number.parseInt(file, 10)),
});

export async function GET(_request: Request, context: { params: Promise<{ productId: string; image: string }> }) {
  const params = paramsSchema.safeParse(await context.params);
  if (!params.success) return notFoundResponse();
  const svg = getProductDrawing(params.data.productId, await findProductImage(await getDatabase(), params.data.productId, params.data.image));
  return svg ? svgResponse(svg) : notFoundResponse();
}
