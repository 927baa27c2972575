import { ADDRESS_LOOKUP_BODY_LIMIT, addressLookupSchema } from "@/schemas/address-lookup";
import { lookupAddress } from "@/server/address/lookup-address";
import { defineRoute, handle } from "@/server/http/route-handler";
import { enforceClientRateLimit } from "@/server/rate-limit/rate-limit";
import { ADDRESS_LOOKUP } from "@/server/rate-limit/rules";

/**
 * Street and city for a postal code and house number (specification §6: guests
 * may POST). No session is needed and nothing is stored; an unknown address is
 * a 200 with status notFound, so that the form can offer manual entry. Each
 * call asks an outside server, so calls are limited per client address.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: handle({ authorize: (request) => enforceClientRateLimit(ADDRESS_LOOKUP, request), body: addressLookupSchema, bodyLimitBytes: ADDRESS_LOOKUP_BODY_LIMIT, cache: "no-store" }, ({ body }) => lookupAddress(body)),
});
