/** The answers of /api/kitchens/ and /api/showroom-kitchens/ (issue 22), money in euros; and of POST /api/showroom-visits/. */
import { z } from "zod";

import { KITCHEN_LAYOUTS, KITCHEN_STYLES } from "@/domain/kitchens/kitchen";
import { VISIT_PARTS_OF_DAY } from "@/domain/kitchens/showroom-visit";

const image = z.strictObject({ url: z.string(), alt: z.string() });

export const kitchenSummaryAnswerSchema = z.strictObject({
  kitchenId: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  url: z.string().describe("The kitchen's page: /keukens/{slug}/"),
  name: z.string(),
  brand: z.string(),
  style: z.enum(KITCHEN_STYLES),
  styleLabel: z.string(),
  layout: z.enum(KITCHEN_LAYOUTS),
  layoutLabel: z.string(),
  dimensions: z.strictObject({ width: z.number().int(), depth: z.number().int(), height: z.number().int() }).describe("Centimetres"),
  front: z.string(),
  worktop: z.string(),
  priceFrom: z.number().describe("Euros: the kitchen's price 'vanaf'; the quote decides"),
  image,
  showroomKitchenId: z.number().int().nullable().describe("Its entry when it stands in the showroom"),
});

const showroomEntry = {
  showroomKitchenId: z.number().int(),
  location: z.string(),
  onShowSince: z.string().describe("YYYY-MM-DD"),
  salePrice: z.number().nullable().describe("Euros: the ex-display price when it is sold as it stands"),
  note: z.string().nullable(),
};

export const kitchenDetailAnswerSchema = kitchenSummaryAnswerSchema.extend({
  description: z.string(),
  images: z.array(image),
  appliances: z.array(
    z.strictObject({ productId: z.number().int(), name: z.string(), brand: z.string(), category: z.string(), url: z.string(), price: z.number().describe("Euros, today's"), image }),
  ),
  showroom: z.strictObject(showroomEntry).nullable(),
  quoteRequestUrl: z.string().describe("The quote request page for this kitchen"),
});

export const kitchenListAnswerSchema = z.strictObject({ items: z.array(kitchenSummaryAnswerSchema), total: z.number().int() });

export const showroomKitchenAnswerSchema = z.strictObject({ ...showroomEntry, kitchen: kitchenSummaryAnswerSchema });

export const showroomKitchenListAnswerSchema = z.strictObject({ items: z.array(showroomKitchenAnswerSchema), total: z.number().int() });

export const showroomVisitAnswerSchema = z.strictObject({
  visitRequestId: z.number().int(),
  preferredDay: z.string(),
  partOfDay: z.enum(VISIT_PARTS_OF_DAY),
  kitchenIds: z.array(z.number().int()),
  confirmationSent: z.literal(true),
});

export type KitchenSummaryAnswer = z.infer<typeof kitchenSummaryAnswerSchema>;
export type KitchenDetailAnswer = z.infer<typeof kitchenDetailAnswerSchema>;
export type ShowroomKitchenAnswer = z.infer<typeof showroomKitchenAnswerSchema>;
