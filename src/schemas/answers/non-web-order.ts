/** The answer of POST and GET /api/orders/non-web/: the order as its customer sees it, and what staff recorded with it. */
import { z } from "zod";

import { ORDER_CHANNELS } from "@/domain/orders/non-web-order";

import { orderAnswerSchema } from "./orders";

export const nonWebOrderAnswerSchema = orderAnswerSchema.extend({
  channel: z.enum(ORDER_CHANNELS),
  /** The member of staff who entered it. */
  enteredBy: z.strictObject({ staffMemberId: z.number().int(), name: z.string() }).nullable(),
  staffNote: z.string().nullable(),
  /** The customer's order page with its signed token (as in the mail), for staff to pass on. */
  orderPageUrl: z.string(),
});
