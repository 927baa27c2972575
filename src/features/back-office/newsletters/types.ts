/** A campaign as GET /api/newsletters/{newsletterId}/ answers it (schemas/answers/newsletters.ts). */
import type { z } from "zod";

import type { newsletterAnswerSchema } from "@/schemas/answers/newsletters";

export type NewsletterRecord = z.infer<typeof newsletterAnswerSchema> & { id: number };
