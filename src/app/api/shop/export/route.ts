import { isoDay, localDayAndMinute } from "@/domain/delivery/days";
import { exportPeriod } from "@/domain/export/export-period";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { shopExportQuerySchema } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { NO_STORE } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { exportNewsletterSubscribers } from "@/server/shop-export/export-newsletter-subscribers";
import { exportOrders } from "@/server/shop-export/export-orders";
import { requireAdmin } from "@/server/staff/staff-request";

/**
 * Exports for admins (specification §7: shop/export), as CSV for a Dutch
 * spreadsheet: `?dataset=newsletter-subscribers` (the confirmed addresses) or
 * `?dataset=orders&from=2026-11-01&to=2026-11-30`. Personal data, so admins
 * only and never cached.
 */
export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  GET: handle({ authorize: requireAdmin, query: shopExportQuerySchema }, async ({ query }) => {
    const db = await getDatabase();
    const { today } = localDayAndMinute(new Date(), SHOP_TIME_ZONE);
    if (query.dataset === "newsletter-subscribers") return csvFile(await exportNewsletterSubscribers(db), `stekker-nieuwsbrief-${isoDay(today)}.csv`);
    const period = exportPeriod(today, query.from, query.to);
    if ("problem" in period) throw new ApiError(400, "De zoekparameters kloppen niet.", [{ field: period.field, errorMessage: period.problem }]);
    return csvFile(await exportOrders(db, period.from, period.to), `stekker-bestellingen-${period.from}-tot-en-met-${period.to}.csv`);
  }),
});

function csvFile(csv: string, name: string): Response {
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": NO_STORE, "x-content-type-options": "nosniff" },
  });
}
