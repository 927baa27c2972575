/** The answers of the newsletter: asked for (a confirmation mail follows), confirmed, unsubscribed. */
import { z } from "zod";

export const newsletterAnswerSchema = z.union([
  z.strictObject({ emailAddress: z.string(), confirmationRequired: z.literal(true) }),
  z.strictObject({ emailAddress: z.string(), status: z.enum(["confirmed", "unsubscribed"]) }),
]);
