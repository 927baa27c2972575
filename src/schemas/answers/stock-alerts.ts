/** The answers of /api/stock-alerts/: asked for (a confirmation mail follows), confirmed, stopped. */
import { z } from "zod";

export const stockAlertAnswerSchema = z.union([
  z.strictObject({ productId: z.number().int(), emailAddress: z.string(), confirmationRequired: z.literal(true) }),
  z.strictObject({ productId: z.number().int(), emailAddress: z.string(), status: z.literal("confirmed") }),
  z.strictObject({ status: z.literal("unsubscribed") }),
]);
