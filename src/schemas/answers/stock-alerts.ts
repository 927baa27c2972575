/** The answers of /api/stock-alerts/: asked for (a confirmation mail follows), confirmed, stopped. */
import { z } from "zod";

export const stockAlertAnswerSchema = z.union([
  z.strictObject({ productId: z.number().int(), emailAddress: z.string(), confirmationRequired: z.literal(true) }),
  /** `sent`: the link of an alert whose mail already went out; nothing changes. */
  z.strictObject({ productId: z.number().int(), emailAddress: z.string(), status: z.enum(["confirmed", "sent"]) }),
  z.strictObject({ status: z.literal("unsubscribed") }),
]);
