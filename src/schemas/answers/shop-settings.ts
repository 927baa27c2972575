/** The answer of GET and PUT /api/shop/settings/: the settings in force, amounts in euros. */
import { z } from "zod";

const euros = z.number().min(0);

export const shopSettingsAnswerSchema = z.strictObject({
  smallOrderThreshold: euros,
  smallOrderFee: euros,
  pinOnDeliveryFee: euros,
  creditcardFee: euros,
  warrantyYears: z.number().int(),
  /** `environment`: no admin saved them yet, the environment's defaults apply; `database`: as saved. */
  source: z.enum(["environment", "database"]),
  /** When and by whom they were saved last (null while the defaults apply, or the member was removed). */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

export type ShopSettingsAnswer = z.infer<typeof shopSettingsAnswerSchema>;
