import { z } from "zod";

import { inEuros } from "@/server/api/euros";
import { productFactsFor } from "@/server/api/guest-product-facts";
import { loadTimeSensitive } from "@/server/catalogue/get-time-sensitive";
import { getDatabase } from "@/server/db/client";
import { orNotFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { defineRoute, handle } from "@/server/http/route-handler";
import { staffOf } from "@/server/staff/staff-request";

const params = z.object({ productId: idParam("productId") });

/**
 * Price and stock of this moment. Not cached: a cached product page reads these
 * fresh. A guest sees stock as in or out of stock with its expected date; the
 * number on hand and the make-amends discount are for staff.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: staffOf, params, cache: "no-store" }, async ({ auth: staff, params }) =>
    inEuros(productFactsFor(orNotFound(await loadTimeSensitive(await getDatabase(), params.productId, new Date()), "Product niet gevonden"), staff)),
  ),
});
