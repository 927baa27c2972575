import { defineRoute, handle } from "@/server/http/route-handler";
import { publicBaseUrl } from "@/server/seo/base-url";
import { robotsRules } from "@/server/seo/robots";

/** The rules of /robots.txt as JSON. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, () => robotsRules(publicBaseUrl())),
});
