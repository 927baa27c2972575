import "server-only";

/** What stands in the showroom, newest first (/keukens/showroom/ and GET /api/showroom-kitchens/). */
import type { Database } from "@/server/db/client";

import type { ShowroomKitchen } from "./kitchen-views";
import { selectShowroomKitchens } from "./showroom-rows";

export function listShowroomKitchens(db: Database): Promise<ShowroomKitchen[]> {
  return selectShowroomKitchens(db);
}
