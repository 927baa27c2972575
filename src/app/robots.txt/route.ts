import { textResponse } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { publicBaseUrl } from "@/server/seo/base-url";
import { robotsRules, robotsTxt } from "@/server/seo/robots";

// A route rather than app/robots.ts: a metadata file would be rendered at build
// time with the build machine's PUBLIC_BASE_URL.
export const dynamic = "force-dynamic";

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({}, () => textResponse(robotsTxt(robotsRules(publicBaseUrl())), "text/plain; charset=utf-8")),
});
