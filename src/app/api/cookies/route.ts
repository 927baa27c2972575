import { listBrowserStorage } from "@/server/api/browser-storage";
import { defineRoute, handle } from "@/server/http/route-handler";

/** Everything the shop keeps in a visitor's browser, and why (the cookie statement's table). */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ cache: "public" }, () => listBrowserStorage()),
});
