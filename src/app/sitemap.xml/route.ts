import { handle, defineRoute } from "@/server/http/route-handler";
import { textResponse } from "@/server/http/responses";
import { getDatabase } from "@/server/db/client";
import { publicBaseUrl } from "@/server/seo/base-url";
import { renderSitemapIndex } from "@/server/seo/sitemaps";

// Read at request time: the catalogue and the configured address are not known at build time.
export const dynamic = "force-dynamic";

/** The sitemap index: the pages file and the numbered product files. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({}, async () => textResponse(await renderSitemapIndex(await getDatabase(), publicBaseUrl()), "application/xml; charset=utf-8")),
});
