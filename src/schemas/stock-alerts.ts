/**
 * What a guest may send to /api/stock-alerts/ ("Mail me als hij er weer is"),
 * as JSON or as a form: a sign-up (product and address), the click on the
 * confirmation link (token), or the way out (token, DELETE).
 */
import { z } from "zod";

import { NEWSLETTER_FIELD_MESSAGES } from "./newsletter-messages";
import { newsletterEmailAddress } from "./newsletter";

/** A stock-alert call carries an address, a product id or a token: nothing large. */
export const STOCK_ALERT_BODY_LIMIT = 4 * 1024;

const PRODUCT_MISSING = "Kies het apparaat waarvoor je een melding wilt";

/** A number in JSON, digits in a form. */
const productId = z
  .union([z.number(PRODUCT_MISSING), z.string(PRODUCT_MISSING).regex(/^\d{1,10}$/, PRODUCT_MISSING).transform(Number)], PRODUCT_MISSING)
  .pipe(z.number().int(PRODUCT_MISSING).positive(PRODUCT_MISSING).max(2_147_483_647, PRODUCT_MISSING));

const token = z.string(NEWSLETTER_FIELD_MESSAGES.tokenMissing).trim().min(1, NEWSLETTER_FIELD_MESSAGES.tokenMissing).max(200, NEWSLETTER_FIELD_MESSAGES.tokenMissing);

/** POST: `{ productId, emailAddress }` asks for the mail (a confirmation follows); `{ token }` is the click that confirms. */
export const stockAlertPostSchema = z
  .object({ token: token.optional(), productId: productId.optional(), emailAddress: newsletterEmailAddress.optional() })
  .refine((body) => body.token !== undefined || body.emailAddress !== undefined, { path: ["emailAddress"], message: NEWSLETTER_FIELD_MESSAGES.emailMissing })
  .refine((body) => body.token !== undefined || body.productId !== undefined, { path: ["productId"], message: PRODUCT_MISSING })
  .transform((body): { token: string } | { productId: number; emailAddress: string } =>
    body.token !== undefined ? { token: body.token } : { productId: body.productId!, emailAddress: body.emailAddress! },
  );

/** DELETE: the token of the way out that every stock-alert mail carries. */
export const stockAlertDeleteSchema = z.object({ token });

export type StockAlertPost = z.output<typeof stockAlertPostSchema>;
