/**
 * The shop's settings (issue 21, point 7; decisions §2, §12): the small-order
 * threshold and fee, the payment fees and the default warranty. Staff read
 * them; admins change them, and every cart, promise and page follows at once,
 * on every instance (server/shop-settings/load-shop-settings.ts).
 */
import { shopSettingsAnswerSchema } from "@/schemas/answers/shop-settings";
import { SHOP_SETTINGS_BODY_LIMIT, shopSettingsInputSchema } from "@/schemas/shop-settings";
import { getDatabase } from "@/server/db/client";
import { saveShopSettings } from "@/server/shop-settings/save-shop-settings";
import { readShopSettingsView } from "@/server/shop-settings/shop-settings-view";
import { requireAdmin, requireStaff } from "@/server/staff/staff-request";

import { endpoint } from "../declare";

export const shopSettingsRoutes = [
  endpoint(
    {
      method: "GET",
      path: "/api/shop/settings/",
      summary: "The shop's settings in force, for staff: smallOrderThreshold, smallOrderFee, pinOnDeliveryFee, creditcardFee (euros), warrantyYears; source says whether an admin saved them or the environment's defaults apply.",
      role: "staff",
      answers: [{ status: 200, description: "The settings.", data: shopSettingsAnswerSchema }],
      failures: [401],
    },
    { authorize: requireStaff, cache: "no-store" },
    async () => readShopSettingsView(await getDatabase()),
  ),
  endpoint(
    {
      method: "PUT",
      path: "/api/shop/settings/",
      summary:
        "An admin saves the whole set of settings (amounts in euros, at most two decimals; fees up to € 100, the threshold up to € 10.000; warrantyYears 2-15). The carts, delivery promises, product pages and customer-service pages follow at once. A bad value is a 422 naming the field, and changes nothing.",
      role: "admin",
      answers: [{ status: 200, description: "The settings as saved.", data: shopSettingsAnswerSchema }],
      failures: [401, 403, 413, 415, 422],
    },
    { authorize: requireAdmin, body: shopSettingsInputSchema, bodyLimitBytes: SHOP_SETTINGS_BODY_LIMIT, cache: "no-store" },
    async ({ auth: admin, body }) => saveShopSettings(await getDatabase(), body, admin.staffMemberId),
  ),
];
