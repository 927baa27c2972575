import "server-only";

/** What a kitchen's drawing is made of (the image route puts it together with src/demo/kitchens); null for an unknown kitchen. */
import { eq } from "drizzle-orm";

import type { KitchenLayout } from "@/domain/kitchens/kitchen";
import type { Database } from "@/server/db/client";
import { kitchens } from "@/server/db/schema";

export interface KitchenDrawingRow {
  kitchenId: number;
  name: string;
  layout: KitchenLayout;
  frontColour: string;
  worktop: string;
  widthCm: number;
  depthCm: number;
}

export async function findKitchenDrawing(db: Database, kitchenId: number): Promise<KitchenDrawingRow | null> {
  const [row] = await db
    .select({
      kitchenId: kitchens.kitchenId,
      name: kitchens.name,
      layout: kitchens.layout,
      frontColour: kitchens.frontColour,
      worktop: kitchens.worktop,
      widthCm: kitchens.widthCm,
      depthCm: kitchens.depthCm,
    })
    .from(kitchens)
    .where(eq(kitchens.kitchenId, kitchenId));
  return row ?? null;
}
