import "server-only";

/**
 * Sends one mail of an order's outbox (order_mails, decisions §10): the row is
 * claimed before sending (`claimed_at IS NULL` in the UPDATE), so a second
 * instance or a repeated call sends nothing more; `sent_at` is set once it went.
 * When sending fails the claim is released and a later round tries again. A
 * process that stops between claim and send leaves the claim: a mail may then
 * be missing (the system tasks show it), but is never sent twice.
 */
import { and, eq, isNull, sql } from "drizzle-orm";

import { paymentMethodInfo, type PaymentMethod } from "@/domain/cart/payment-methods";
import { hasWithdrawalRight, receiptDay } from "@/domain/checkout/withdrawal";
import { normaliseEmailAddress } from "@/domain/email-address";
import { awaitsBankTransfer, mailAtPlacement, mayHaveReceived, type OrderMailKind, paymentDeadline } from "@/domain/orders/order-state";
import type { Database } from "@/server/db/client";
import { type OrderRow, orderMails, orders, payments, refunds } from "@/server/db/schema";
import { invoiceAttachment } from "@/server/invoices/invoice-attachment";
import { type MailDeliveryType, type MailPaymentStatus, orderMail, type OrderMailTemplateKind } from "@/server/mail/order-mail";
import { type OrderNewsMail, orderNewsMail } from "@/server/mail/order-news-mail";
import { sendMail } from "@/server/mail/mail-transport";
import { withdrawalConfirmationMail } from "@/server/mail/withdrawal-confirmation-mail";
import { newsletterConfirmUrl } from "@/server/newsletter/newsletter-links";
import { claimSignUp, releaseSignUpClaim } from "@/server/newsletter/sign-up-for-newsletter";

import { absoluteOrderUrl, orderPath, withdrawalPath } from "@/server/order-links/order-links";
import { orderSummaryLines } from "./order-summary";
import type { OrderLine } from "./order-lines";
import { withdrawableOrder } from "./order-receipt";

type Writer = Pick<Database, "insert">;

/**
 * Puts a moment's mail in the outbox, in the caller's transaction where there
 * is one; a second record of the same moment is ignored. `occasion` tells
 * apart the moments of a kind an order can have more than once (a refund's id,
 * a delivery's day: domain/orders/order-state.ts `mailOccasion`).
 */
export async function recordOrderMail(db: Writer, orderRef: string, kind: OrderMailKind, dueAt: Date, occasion = ""): Promise<void> {
  await db.insert(orderMails).values({ orderRef, kind, occasion, dueAt }).onConflictDoNothing();
}

/** Sends the order's mail of this kind (and occasion) unless it was claimed already; answers whether it went out now. */
export async function sendOrderMailOnce(db: Database, orderRef: string, kind: OrderMailKind, now = new Date(), occasion = ""): Promise<boolean> {
  const thisMail = and(eq(orderMails.orderRef, orderRef), eq(orderMails.kind, kind), eq(orderMails.occasion, occasion));
  const [claimed] = await db
    .update(orderMails)
    .set({ claimedAt: now })
    .where(and(thisMail, isNull(orderMails.claimedAt)))
    .returning({ orderRef: orderMails.orderRef });
  if (!claimed) return false;
  const release = () => db.update(orderMails).set({ claimedAt: null }).where(thisMail);
  const [order] = await db.select().from(orders).where(eq(orders.orderRef, orderRef));
  if (!order) {
    await release();
    return false;
  }
  // Paid, cancelled or withdrawn since the reminder was put in the outbox: it has nothing left to remind of.
  if (kind === "paymentReminder" && !awaitsBankTransfer(order, now)) {
    await db.delete(orderMails).where(thisMail);
    return false;
  }
  // The newsletter's link rides along in the order's first mail only.
  const newsletter = isFirstMail(order, kind) ? await newsletterWish(db, order, now) : null;
  try {
    // The payment is in: the invoice is issued now (or the one issued before taken) and rides along (issue 20, point 6).
    const invoice = kind === "paymentReceived" ? await invoiceAttachment(db, order, now) : null;
    const content =
      kind === "withdrawalReceived"
        ? withdrawalMail(order, now)
        : isTemplateKind(kind)
          ? orderMail({ ...orderMailFacts(order, kind), newsletterConfirmUrl: newsletter?.confirmUrl ?? null, invoiceNumber: invoice?.invoiceNumber ?? null })
          : orderNewsMail(await newsMailFacts(db, order, kind, occasion, now));
    await sendMail({ to: order.emailAddress, ...content, ...(invoice ? { attachments: [invoice.attachment] } : {}) });
    await db.update(orderMails).set({ sentAt: new Date() }).where(thisMail);
    return true;
  } catch (error) {
    console.error(`[mail] the ${kind} mail of order ${orderRef} could not be sent:`, error);
    if (newsletter) await releaseSignUpClaim(db, newsletter.emailAddress, newsletter.claim, now);
    await release();
    return false;
  }
}

function isTemplateKind(kind: OrderMailKind): kind is OrderMailTemplateKind {
  return kind === "orderReceived" || kind === "paymentReceived" || kind === "orderCancelled" || kind === "paymentReminder";
}

/**
 * The facts of a mail about what happened after the order (order-news-mail.ts),
 * read when it is sent: the code and window from the order row (written in the
 * same transaction as the change), a refund's amount from its row (the occasion).
 */
async function newsMailFacts(db: Database, order: OrderRow, kind: Exclude<OrderMailKind, OrderMailTemplateKind | "withdrawalReceived">, occasion: string, now: Date): Promise<OrderNewsMail> {
  const fields = order.fields as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : null);
  const base = {
    orderRef: order.orderRef,
    firstName: text("firstName") ?? "",
    orderUrl: absoluteOrderUrl(orderPath(order)),
    paymentMethodLabel: paymentMethodInfo(order.paymentMethod as PaymentMethod).label,
  };
  const unpaid = (method: string) => (order.paymentMethod === method && order.paymentStatus === "pending" ? order.grandTotalCents : null);
  switch (kind) {
    case "readyForPickup":
      if (!order.pickUpCode) throw new Error(`order ${order.orderRef} is ready for pick-up without a code`);
      return { ...base, kind, pickUpCode: order.pickUpCode, payAtDeskCents: unpaid("pinOnPickup") };
    case "outForDelivery":
      return {
        ...base,
        kind,
        deliveryWindow: order.deliveryWindow ?? "",
        shippingAddress: [
          [text("shippingStreet"), text("shippingHouseNumber"), text("shippingHouseNumberAddition")].filter(Boolean).join(" "),
          `${text("shippingPostalCode") ?? ""} ${text("shippingCity") ?? ""}`.trim(),
        ],
        payAtDoorCents: unpaid("pinOnDelivery"),
      };
    case "refunded": {
      const [refund] = await db.select().from(refunds).where(and(eq(refunds.orderRef, order.orderRef), eq(refunds.refundId, occasion)));
      if (!refund) throw new Error(`order ${order.orderRef} has no refund ${occasion}`);
      // Everything confirmed up to and including this refund: the mail of an earlier refund sent late does not count later ones.
      const [confirmed] = await db
        .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.orderRef, order.orderRef), eq(refunds.status, "refunded"), sql`${refunds.confirmedAt} <= ${(refund.confirmedAt ?? now).toISOString()}::timestamptz`));
      const refundedCents = Number(confirmed?.cents ?? refund.amountCents);
      return {
        ...base,
        kind,
        amountCents: refund.amountCents,
        whole: refundedCents >= order.grandTotalCents,
        paidCents: order.grandTotalCents,
        refundedCents,
        confirmedAt: refund.confirmedAt ?? now,
        reason: refund.reason,
      };
    }
    case "orderCancelledByShop": {
      const paid = order.paidAt !== null;
      // Money the provider took goes back through it (cancel-by-staff starts that refund); pin or a transfer straight to the account, by the shop's bank.
      const [providerPayment] = paid ? await db.select({ paymentId: payments.paymentId }).from(payments).where(and(eq(payments.orderRef, order.orderRef), eq(payments.status, "paid"))).limit(1) : [];
      return { ...base, kind, cancelledAt: order.cancelledAt ?? now, paidCents: paid ? order.grandTotalCents : null, refundByProvider: providerPayment !== undefined };
    }
  }
}

function isFirstMail(order: OrderRow, kind: OrderMailKind): boolean {
  return kind === "orderReceived" || (kind === "paymentReceived" && mailAtPlacement(order.paymentMethod) === null);
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
    // The mail is claimed already: a failing sign-up must not keep it from going out.
    console.error(`[newsletter] the tick of order ${order.orderRef} could not be recorded:`, error);
    return null;
  }
}

function withdrawalMail(order: OrderRow, now: Date) {
  const fields = order.fields as Record<string, string | null>;
  return withdrawalConfirmationMail({
    orderRef: order.orderRef,
    firstName: fields.firstName ?? "",
    emailAddress: order.emailAddress,
    withdrawnAt: order.withdrawnAt ?? now,
    items: (order.items as OrderLine[]).map((line) => ({ name: `${line.brandName} ${line.name}`, qty: line.qty })),
    orderUrl: absoluteOrderUrl(orderPath(order)),
    mayHaveReceived: mayHaveReceived(receiptDay(withdrawableOrder(order)), order.withdrawnAt ?? now),
    pickUp: order.deliveryType === "pickUp",
    paidCents: order.paymentStatus === "paid" ? order.grandTotalCents : null,
    paymentMethod: order.paymentMethod,
  });
}

/** A transfer that came in after the chosen delivery day (or week): that day cannot be promised any more. */
function deliveryDayPassed(order: OrderRow, kind: OrderMailKind): boolean {
  if (kind !== "paymentReceived" || order.deliveryType === "pickUp") return false;
  const day = receiptDay(withdrawableOrder(order));
  return day !== null && mayHaveReceived(day, order.paidAt ?? new Date());
}

function orderMailFacts(order: OrderRow, kind: OrderMailTemplateKind) {
  const fields = order.fields as Record<string, string | boolean | null | undefined>;
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : null);
  const summary = orderSummaryLines(order);
  return {
    kind,
    orderRef: order.orderRef,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    cancelledAt: order.cancelledAt,
    paymentDeadline: paymentDeadline(order),
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
    deliveryLabel: deliveryDayPassed(order, kind) ? "De gekozen bezorgdag is voorbij: we nemen contact met je op voor een nieuwe dag." : summary.deliveryLabel,
    deliveryDetails: summary.deliveryDetails,
    shippingAddress: [
      [text("firstName"), text("lastName")].filter(Boolean).join(" "),
      [text("shippingStreet"), text("shippingHouseNumber"), text("shippingHouseNumberAddition")].filter(Boolean).join(" "),
      `${text("shippingPostalCode") ?? ""} ${text("shippingCity") ?? ""}`.trim(),
      text("shippingCountry") === "BE" ? "België" : "Nederland",
    ],
    orderUrl: absoluteOrderUrl(orderPath(order)),
    withdrawalUrl: hasWithdrawalRight(withdrawableOrder(order)) ? absoluteOrderUrl(withdrawalPath(order)) : null,
  };
}
