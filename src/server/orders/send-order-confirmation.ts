import "server-only";

/**
 * The e-mails of an order (issue 5 part 3): the confirmation with its signed
 * link, and the withdrawal's timestamped confirmation (decisions §7).
 *
 * The confirmation is claimed before it is sent (`confirmation_sent_at IS NULL`
 * in the UPDATE): a repeated placement or a second instance sends nothing more.
 * When sending fails the claim is released, so a later call can try again.
 */
import { and, eq, isNull } from "drizzle-orm";

import { paymentMethodInfo, type PaymentMethod } from "@/domain/cart/payment-methods";
import { hasWithdrawalRight } from "@/domain/checkout/withdrawal";
import { normaliseEmailAddress } from "@/domain/email-address";
import type { Database } from "@/server/db/client";
import { type OrderRow, orders } from "@/server/db/schema";
import { orderConfirmationMail, type MailDeliveryType, type MailPaymentStatus } from "@/server/mail/order-confirmation-mail";
import { sendMail } from "@/server/mail/mail-transport";
import { withdrawalConfirmationMail } from "@/server/mail/withdrawal-confirmation-mail";
import { newsletterConfirmUrl } from "@/server/newsletter/newsletter-links";
import { claimSignUp, releaseSignUpClaim } from "@/server/newsletter/sign-up-for-newsletter";

import { absoluteOrderUrl, orderPath, withdrawalPath } from "@/server/order-links/order-links";
import { orderSummaryLines } from "./order-summary";
import type { OrderLine } from "./order-lines";
import { withdrawableOrder } from "./order-receipt";

export async function sendOrderConfirmationOnce(db: Database, orderRef: string, now = new Date()): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ confirmationSentAt: now })
    .where(and(eq(orders.orderRef, orderRef), isNull(orders.confirmationSentAt)))
    .returning();
  if (!claimed) return false;
  const newsletter = await newsletterWish(db, claimed, now);
  try {
    await sendMail({ to: claimed.emailAddress, ...orderConfirmationMail({ ...orderMail(claimed), newsletterConfirmUrl: newsletter?.confirmUrl ?? null }) });
    return true;
  } catch (error) {
    console.error(`[mail] the confirmation of order ${orderRef} could not be sent:`, error);
    if (newsletter) await releaseSignUpClaim(db, newsletter.emailAddress, newsletter.claim, now);
    await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.orderRef, orderRef));
    return false;
  }
}

/**
 * The newsletter tick of the checkout (never pre-ticked, decisions §7) is a
 * sign-up like the form's, double opt-in included; its confirmation link rides
 * along in the order's mail. An address already on the list gets no link, and
 * no separate "already subscribed" mail either: the order mail is enough mail.
 */
async function newsletterWish(db: Database, order: OrderRow, now: Date) {
  if ((order.fields as Record<string, unknown>).newsletter !== true) return null;
  const emailAddress = normaliseEmailAddress(order.emailAddress);
  try {
    const claim = await claimSignUp(db, emailAddress, "checkout", now, { tellAlreadySubscribed: false });
    if (claim.mail !== "confirm") return null;
    return { emailAddress, claim, confirmUrl: newsletterConfirmUrl(emailAddress, now) };
  } catch (error) {
    // The order is claimed already: a failing sign-up must not keep its confirmation from going out.
    console.error(`[newsletter] the tick of order ${order.orderRef} could not be recorded:`, error);
    return null;
  }
}

export async function sendWithdrawalConfirmation(_db: Database, order: OrderRow): Promise<boolean> {
  const fields = order.fields as Record<string, string | null>;
  try {
    await sendMail({
      to: order.emailAddress,
      ...withdrawalConfirmationMail({
        orderRef: order.orderRef,
        firstName: fields.firstName ?? "",
        emailAddress: order.emailAddress,
        withdrawnAt: order.withdrawnAt ?? new Date(),
        items: (order.items as OrderLine[]).map((line) => ({ name: `${line.brandName} ${line.name}`, qty: line.qty })),
        orderUrl: absoluteOrderUrl(orderPath(order.orderRef)),
      }),
    });
    return true;
  } catch (error) {
    console.error(`[mail] the withdrawal confirmation of order ${order.orderRef} could not be sent:`, error);
    return false;
  }
}

function orderMail(order: OrderRow) {
  const fields = order.fields as Record<string, string | boolean | null | undefined>;
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : null);
  const summary = orderSummaryLines(order);
  return {
    orderRef: order.orderRef,
    createdAt: order.createdAt,
    firstName: text("firstName") ?? "",
    lastName: text("lastName") ?? "",
    emailAddress: order.emailAddress,
    companyName: fields.company ? text("companyName") : null,
    items: summary.items,
    totals: summary.totals,
    reverseChargeVatNumber: summary.reverseChargeVatNumber,
    grandTotalCents: order.grandTotalCents,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentMethodLabel: paymentMethodInfo(order.paymentMethod as PaymentMethod).label,
    paymentStatus: order.paymentStatus as MailPaymentStatus,
    deliveryType: order.deliveryType as MailDeliveryType,
    deliveryLabel: summary.deliveryLabel,
    deliveryDetails: summary.deliveryDetails,
    shippingAddress: [
      [text("firstName"), text("lastName")].filter(Boolean).join(" "),
      [text("shippingStreet"), text("shippingHouseNumber"), text("shippingHouseNumberAddition")].filter(Boolean).join(" "),
      `${text("shippingPostalCode") ?? ""} ${text("shippingCity") ?? ""}`.trim(),
      text("shippingCountry") === "BE" ? "België" : "Nederland",
    ],
    orderUrl: absoluteOrderUrl(orderPath(order.orderRef)),
    withdrawalUrl: hasWithdrawalRight(withdrawableOrder(order)) ? absoluteOrderUrl(withdrawalPath(order.orderRef)) : null,
  };
}
