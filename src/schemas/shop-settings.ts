/**
 * What an admin sends to change the shop's settings (PUT /api/shop/settings/,
 * issue 21 point 7): the whole record, amounts in euros (the shared field
 * rules of catalogue-admin/fields.ts), each refused with its own message.
 * Other keys (the answer's read-only ones, which a form sends back) are left out.
 */
import { z } from "zod";

import { MAX_WARRANTY_YEARS, MIN_WARRANTY_YEARS } from "@/domain/shop-settings";

import { euroCents } from "./catalogue-admin/fields";

export const SHOP_SETTINGS_BODY_LIMIT = 2048;
/** No fee above this: a payment fee or a small-order fee of hundreds of euros is a typing error. */
export const MAX_FEE_CENTS = 100_00;
/** A threshold above this makes every order "small": also a typing error. */
export const MAX_THRESHOLD_CENTS = 10_000_00;

const fee = (label: string) => euroCents(label).refine((cents) => cents <= MAX_FEE_CENTS, `${label} mag hoogstens € ${MAX_FEE_CENTS / 100} zijn`);

export const shopSettingsInputSchema = z.object({
  smallOrderThreshold: euroCents("Grens kleine bestelling").refine((cents) => cents <= MAX_THRESHOLD_CENTS, `Grens kleine bestelling mag hoogstens € ${MAX_THRESHOLD_CENTS / 100} zijn`),
  smallOrderFee: fee("Toeslag kleine bestelling"),
  pinOnDeliveryFee: fee("Toeslag pinnen bij bezorging"),
  creditcardFee: fee("Toeslag creditcard"),
  warrantyYears: z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
    z
      .number("Garantie moet een heel aantal jaren zijn")
      .int("Garantie moet een heel aantal jaren zijn")
      .min(MIN_WARRANTY_YEARS, `Garantie is minstens ${MIN_WARRANTY_YEARS} jaar (de wettelijke termijn)`)
      .max(MAX_WARRANTY_YEARS, `Garantie is hoogstens ${MAX_WARRANTY_YEARS} jaar`),
  ),
});

export type ShopSettingsInput = z.output<typeof shopSettingsInputSchema>;
