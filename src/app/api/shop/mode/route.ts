import { SHOPS } from "@/domain/staff/shops";
import { STAFF_HOME_PAGE, STAFF_SIGN_IN_PAGE } from "@/features/staff/copy";
import { shopModeSchema, STAFF_BODY_LIMIT } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { defineRoute, handle } from "@/server/http/route-handler";
import { chooseShop } from "@/server/staff/choose-shop";
import { requireStaff } from "@/server/staff/staff-request";

/**
 * Shop mode (specification §3 and §7, /api/shop/mode): which shop a signed-in
 * member of staff's browser stands in. GET tells it and the shops there are;
 * PUT `{ shop }` sets it (`null`: none). Staff only. The sign-in page's form
 * sends it as a POST with `?_method=PUT`.
 */
const read = handle({ authorize: requireStaff }, ({ auth: staff }) => ({ shop: staff.shop, shops: SHOPS }));

const update = handle({ authorize: requireStaff, body: shopModeSchema, bodyLimitBytes: STAFF_BODY_LIMIT }, async ({ auth: staff, body }) =>
  chooseShop(await getDatabase(), staff, body.shop),
);

const pageAfter = ({ status }: { status: number }) =>
  status === 200 ? `${STAFF_HOME_PAGE}?melding=winkel-gekozen` : status === 401 ? `${STAFF_SIGN_IN_PAGE}?melding=sessie-verlopen` : `${STAFF_HOME_PAGE}?melding=niet-gelukt`;

/** The staff page's form asks for PUT with `?_method=PUT`; any other POST is refused. */
const formPut = formMethodOverride({ PUT: update });

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: read,
  PUT: redirectFormNavigation(update, pageAfter),
  POST: redirectFormNavigation(formPut, pageAfter),
});
