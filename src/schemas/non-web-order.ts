/**
 * POST /api/orders/non-web/: an order a member of staff takes on the phone or in
 * the shop (issue 20, decisions §10). The customer's fields are the cart's, with
 * the cart's names and checks (cart-input.ts); the items are a list, as a form
 * holds them; the payment is pin or bank transfer (domain/orders/non-web-order.ts
 * refuses an online method with a 422 naming it). Prices and totals are never
 * sent: the server computes them (decisions §1).
 */
import { z } from "zod";

import { PAYMENT_METHODS } from "@/domain/cart/payment-methods";
import { NON_WEB_CHANNELS, NON_WEB_DELIVERY_TYPES } from "@/domain/orders/non-web-order";

import { CART_BODY_LIMIT, cartFieldsSchema, MAX_CART_ITEMS } from "./cart-input";
import { formFlag, formNumber } from "./form-text";

export const NON_WEB_ORDER_BODY_LIMIT = CART_BODY_LIMIT;

const flag = (label: string) => z.preprocess(formFlag, z.boolean(`${label} moet true of false zijn`)).optional();
const wholeNumber = <S extends z.ZodType>(schema: S) => z.preprocess(formNumber, schema);

const nonWebItemSchema = z.object({
  productId: wholeNumber(z.number("productId is verplicht: het nummer van het product").int("productId moet een geheel getal zijn").positive("productId moet positief zijn")),
  combinationId: wholeNumber(z.number("combinationId moet een getal zijn").int("combinationId moet een geheel getal zijn").positive("combinationId moet positief zijn").nullable()).optional(),
  // The cart caps at 10 (specification §5); staff entering more is a mistake to hear about, not to cap silently.
  qty: wholeNumber(z.number("qty is verplicht: het aantal").int("qty moet een geheel getal zijn").min(1, "qty is minstens 1").max(10, "qty is hoogstens 10")),
  assembly: flag("assembly"),
  extraService: flag("extraService"),
  extraWarranty: flag("extraWarranty"),
});

export const nonWebOrderSchema = cartFieldsSchema
  // Staff do not sign a customer up for the newsletter, and the pick-up switch's memory is the web checkout's.
  .omit({ newsletter: true, deliveryChoicesBeforePickUp: true, paymentMethod: true })
  .extend({
    channel: z.enum(NON_WEB_CHANNELS, "channel moet phone of shop zijn"),
    items: z
      .array(nonWebItemSchema, "items moet een lijst van artikelen zijn")
      .min(1, "Voeg minstens één artikel toe")
      .max(MAX_CART_ITEMS, `Een bestelling heeft hoogstens ${MAX_CART_ITEMS} artikelen`),
    deliveryType: z.enum(NON_WEB_DELIVERY_TYPES, "deliveryType moet delivery of pickUp zijn"),
    // Every method is named here, so that an online one hears why it is refused (a 422 on paymentMethod).
    paymentMethod: z.enum(PAYMENT_METHODS, "paymentMethod moet pinOnDelivery, pinOnPickup of banktransfer zijn"),
    note: z
      .preprocess(
        (value) => (typeof value === "string" && value.trim() === "" ? null : value),
        z.string("note moet tekst zijn").trim().max(2000, "note mag hoogstens 2000 tekens lang zijn").nullable(),
      )
      .optional(),
  });

export type NonWebOrderInput = z.output<typeof nonWebOrderSchema>;
