import { isoDay, localDayAndMinute, parseIsoDay } from "@/domain/delivery/days";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import { shopExportQuerySchema } from "@/schemas/staff";
import { getDatabase } from "@/server/db/client";
import { ApiError } from "@/server/http/api-error";
import { NO_STORE } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { exportNewsletterSubscribers } from "@/server/shop-export/export-newsletter-subscribers";
import { exportOrders, MAX_EXPORT_DAYS } from "@/server/shop-export/export-orders";
import { requireAdmin } from "@/server/staff/staff-request";

/** Without days, the orders of the last 31 days up to today. */
const DEFAULT_DAYS = 31;

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
    const to = query.to ?? isoDay(today);
    const from = query.from ?? isoDay((parseIsoDay(to) ?? today) - (DEFAULT_DAYS - 1));
    const span = parseIsoDay(to)! - parseIsoDay(from)! + 1;
    if (span < 1) throw new ApiError(400, "De zoekparameters kloppen niet.", [{ field: "from", errorMessage: "ligt na to" }]);
    if (span > MAX_EXPORT_DAYS) throw new ApiError(400, "De zoekparameters kloppen niet.", [{ field: "to", errorMessage: `exporteer hoogstens ${MAX_EXPORT_DAYS} dagen tegelijk` }]);
    return csvFile(await exportOrders(db, from, to), `stekker-bestellingen-${from}-tot-en-met-${to}.csv`);
  }),
});

function csvFile(csv: string, name: string): Response {
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"`, "cache-control": NO_STORE, "x-content-type-options": "nosniff" },
  });
}
