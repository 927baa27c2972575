import { z } from "zod";

import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { textResponse } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicBaseUrl } from "@/server/seo/base-url";
import { parseSitemapFileName, renderSitemapFile } from "@/server/seo/sitemaps";

export const dynamic = "force-dynamic";

const params = z.object({ file: z.string().max(40) });

/** /sitemaps/paginas.xml and /sitemaps/producten-{n}.xml. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params }, async ({ params }) => {
    const file = parseSitemapFileName(params.file);
    const xml = file && (await renderSitemapFile(await getDatabase(), publicBaseUrl(), file));
    if (!xml) throw new ApiError(404, "Deze sitemap bestaat niet");
    return textResponse(xml, "application/xml; charset=utf-8");
  }),
});
