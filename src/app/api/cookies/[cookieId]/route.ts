import { z } from "zod";

import { findBrowserStorage } from "@/server/api/browser-storage";
import { defineRoute, handle } from "@/server/http/route-handler";

const params = z.object({ cookieId: z.string().max(100, "cookieId is te lang") });

/** One entry of the cookie statement; an unknown name answers 404. */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ params, cache: "public" }, ({ params }) => findBrowserStorage(params.cookieId)),
});
