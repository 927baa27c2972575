import { z } from "zod";

import { loadRewrite } from "@/server/catalogue/find-rewrite";
import { getDatabase } from "@/server/db/client";
import { notFound } from "@/server/http/api-error";
import { idParam } from "@/server/http/params";
import { movedPermanently } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ rewriteId: idParam("rewriteId") });

/** A moved URL: 301 to its new place, with the rewrite itself as data for clients that do not follow. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params }, async ({ params }) => {
    const rewrite = await loadRewrite(await getDatabase(), params.rewriteId);
    if (!rewrite) throw notFound("Deze doorverwijzing bestaat niet");
    return movedPermanently(rewrite.toPath, rewrite);
  }),
});
