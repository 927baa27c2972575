import "server-only";

/**
 * A visit to the showroom asked for (POST /api/showroom-visits/): the day is
 * checked against the showroom's hours and the shop's closed days
 * (domain/kitchens/showroom-visit.ts), the kitchens must be ones on sale, the
 * request is stored for staff to call back (they read it in the back office),
 * and the visitor gets a confirmation in the shop's words only. The rate limit
 * is the route's (SHOWROOM_VISIT_REQUESTS).
 */
import { and, eq, inArray } from "drizzle-orm";

import { kitchenPagePath, SHOWROOM_PAGE } from "@/config/paths";
import { SHOP_HOURS } from "@/config/site";
import { localDayAndMinute } from "@/domain/delivery/days";
import { normaliseEmailAddress } from "@/domain/email-address";
import { visitDayProblems } from "@/domain/kitchens/showroom-visit";
import { SHOP_TIME_ZONE } from "@/domain/opening-hours";
import type { ShowroomVisitInput } from "@/schemas/kitchen-showroom-visit";
import type { Database } from "@/server/db/client";
import { kitchens, showroomVisitRequests } from "@/server/db/schema";
import { closedDeliveryDates } from "@/server/delivery/closed-delivery-dates";
import { ApiError } from "@/server/http/api-error";
import { sendMail } from "@/server/mail/mail-transport";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { showroomVisitMail } from "./showroom-visit-mail";

export const UNKNOWN_KITCHENS = "Een van de gekozen keukens kennen we niet (meer): kies uit de lijst";
export const DAY_NOT_POSSIBLE = "Op die dag of dat dagdeel kunnen we je niet ontvangen";

export async function requestShowroomVisit(db: Database, input: ShowroomVisitInput, now: Date) {
  const { today } = localDayAndMinute(now, SHOP_TIME_ZONE);
  const problems = visitDayProblems(input.preferredDay, input.partOfDay, { today, schedule: SHOP_HOURS, closedDates: await closedDeliveryDates(db, now) });
  if (problems.length > 0) throw new ApiError(422, DAY_NOT_POSSIBLE, problems);
  const chosen =
    input.kitchenIds.length === 0
      ? []
      : await db
          .select({ kitchenId: kitchens.kitchenId, name: kitchens.name, slug: kitchens.slug })
          .from(kitchens)
          .where(and(inArray(kitchens.kitchenId, input.kitchenIds), eq(kitchens.expired, false)));
  if (chosen.length !== input.kitchenIds.length) throw new ApiError(422, UNKNOWN_KITCHENS, [{ field: "kitchenIds", errorMessage: UNKNOWN_KITCHENS }]);
  const emailAddress = normaliseEmailAddress(input.emailAddress);
  const [row] = await db
    .insert(showroomVisitRequests)
    .values({
      name: input.name,
      emailAddress,
      phoneNumber: input.phoneNumber,
      preferredDay: input.preferredDay,
      partOfDay: input.partOfDay,
      kitchenIds: input.kitchenIds,
      message: input.message,
      createdAt: now,
    })
    .returning({ visitRequestId: showroomVisitRequests.visitRequestId });
  const baseUrl = publicBaseUrl();
  const byId = new Map(chosen.map((kitchen) => [kitchen.kitchenId, kitchen]));
  const content = showroomVisitMail({
    visitRequestId: row!.visitRequestId,
    requestedAt: now,
    preferredDay: input.preferredDay,
    partOfDay: input.partOfDay,
    kitchens: input.kitchenIds.map((id) => byId.get(id)!).map((kitchen) => ({ name: `Keuken ${kitchen.name}`, url: absoluteUrl(baseUrl, kitchenPagePath(kitchen.slug)) })),
    showroomUrl: absoluteUrl(baseUrl, SHOWROOM_PAGE),
  });
  try {
    await sendMail({ to: emailAddress, ...content });
  } catch (error) {
    // The request is stored and staff call back; only the confirmation is missing.
    console.error("[mail] a showroom visit's confirmation could not be sent:", error);
    throw new ApiError(503, "Je aanvraag is ontvangen, maar we konden je de bevestigingsmail nu niet sturen. We bellen je zoals beloofd.");
  }
  return { visitRequestId: row!.visitRequestId, preferredDay: input.preferredDay, partOfDay: input.partOfDay, kitchenIds: input.kitchenIds, confirmationSent: true as const };
}
