/** POST /api/orders/{orderRef}/notes/: a note of staff on an order, 1 to 2000 characters (the table checks the same). */
import { z } from "zod";

export const MAX_ORDER_NOTE_LENGTH = 2000;
export const ORDER_NOTE_BODY_LIMIT = 16 * 1024;

export const orderNoteSchema = z.object({
  text: z
    .string({ error: "Schrijf een notitie." })
    .trim()
    .min(1, { error: "Schrijf een notitie." })
    .max(MAX_ORDER_NOTE_LENGTH, { error: `Een notitie is hoogstens ${MAX_ORDER_NOTE_LENGTH} tekens lang.` }),
});
