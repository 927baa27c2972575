/** The failure shape of decisions §6: `{ failed: true, message, data: [{ errorMessage, field }] }`; a 409 adds the current `version`. */
import { z } from "zod";

export const fieldErrorSchema = z.strictObject({ errorMessage: z.string(), field: z.string() });

export const failureAnswerSchema = z
  .object({
    failed: z.literal(true),
    message: z.string(),
    data: z.array(fieldErrorSchema),
  })
  // Facts the client needs to recover (a 409's `version`) may stand beside the three fields.
  .catchall(z.unknown());
