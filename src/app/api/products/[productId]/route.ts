import { z } from "zod";

import { productDetailAnswer } from "@/server/api/product-answer";
import { loadProductDetailById } from "@/server/catalogue/get-product-detail";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicUnlessStaff, staffOf } from "@/server/staff/staff-request";

const params = z.object({ productId: idParam("productId") });

/**
 * Everything the product page shows, money in euros. An expired product still
 * answers, with `expired: true`. A guest sees stock as in or out of stock with
 * its expected date; the number on hand and the make-amends discount
 * (`discounts.makeAmends`) are for
 * staff, whose answer is never cached.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, params, cache: publicUnlessStaff }, async ({ auth: staff, params }) =>
    productDetailAnswer(orNotFound(await loadProductDetailById(await getDatabase(), params.productId, new Date()), "Product niet gevonden"), { staff: staff !== null }),
  ),
});
