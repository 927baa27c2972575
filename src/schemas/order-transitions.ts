/** The input of the staff's order transitions (decisions §10): fulfilment, a payment recorded by hand, refunds. */
import { z } from "zod";

import { FULFILMENT_STATUSES } from "@/domain/orders/order-status";

export const ORDER_TRANSITION_BODY_LIMIT = 4096;

const note = z.string().trim().max(500, "Een notitie is hoogstens 500 tekens.").optional();

export const fulfilmentChangeSchema = z.object({
  status: z.enum(FULFILMENT_STATUSES, `Kies een status: ${FULFILMENT_STATUSES.join(", ")}`),
  note,
  /** "13:00-17:00": required for outForDelivery, checked by the use case (domain/orders/delivery-window.ts). */
  deliveryWindow: z.string().max(20, "Geef het tijdvak als uu:mm-uu:mm, bijvoorbeeld 13:00-17:00.").optional(),
});

export const paymentStatusChangeSchema = z.object({
  status: z.literal("paid", "Medewerkers registreren alleen een ontvangen betaling: status paid."),
  note,
});

/** Euros with at most two decimals (decisions §1), as a JSON number or a form's text ("12,50" too). */
const euroAmount = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{1,7}([.,]\d{1,2})?\s*$/.test(value) ? Number(value.trim().replace(",", ".")) : value),
  z
    .number("Geef het bedrag in euro's, bijvoorbeeld 49.95.")
    .positive("Het bedrag moet groter zijn dan € 0,00.")
    .max(1_000_000, "Dat bedrag is te hoog.")
    .refine((euros) => Math.abs(Math.round(euros * 100) - euros * 100) < 1e-6, "Een bedrag heeft hoogstens twee decimalen."),
);

export const refundRequestSchema = z.object({
  amount: euroAmount,
  reason: z.string().trim().max(500, "Een reden is hoogstens 500 tekens.").optional(),
});
