/**
 * The one interface every payment provider implements (decisions §4): the
 * built-in test provider and Mollie. An order's payment is created after the
 * order is committed, and its status is only ever believed when fetched from
 * the provider itself (a webhook only says "look again").
 */
export type OnlinePaymentMethod = "ideal" | "bancontact" | "creditcard" | "banktransfer";

/** Mollie's payment statuses; the test provider uses the same words. */
export type ProviderPaymentStatus = "open" | "pending" | "authorized" | "paid" | "failed" | "canceled" | "expired";

export interface CreatePaymentRequest {
  orderRef: string;
  amountCents: number;
  method: OnlinePaymentMethod;
  /** "Stekker bestelling 40000001" */
  description: string;
  /** Where the provider sends the customer back to, paid or not. */
  redirectUrl: string;
  /** Where the provider reports a change; absent when the shop cannot be reached from outside (local runs). */
  webhookUrl?: string;
}

export interface ProviderPayment {
  paymentId: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  method: OnlinePaymentMethod | null;
  /** The page the customer pays on; null once the payment is final. */
  checkoutUrl: string | null;
  /** The order the payment was made for (the provider's metadata), to check a webhook's payment belongs to it. */
  orderRef: string | null;
}

/** Mollie's refund statuses; the test provider uses the same words. */
export type ProviderRefundStatus = "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";

export interface ProviderRefund {
  refundId: string;
  paymentId: string;
  status: ProviderRefundStatus;
  amountCents: number;
}

export interface CreateRefundOptions {
  /** The same key gives the same refund back instead of a second one (a retried call after a lost answer). */
  idempotencyKey?: string;
}

export interface PaymentProvider {
  readonly id: "test" | "mollie";
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Asks the provider to give `amountCents` of a paid payment back (decisions
   * §10). The provider refuses more than is left of the payment (a
   * PaymentProviderError with status 422), whatever the shop believes.
   */
  createRefund(paymentId: string, amountCents: number, description: string, options?: CreateRefundOptions): Promise<ProviderRefund>;
  /** The refund as the provider sees it now: only this makes a refund count (recorded when the provider confirms). */
  getRefund(paymentId: string, refundId: string): Promise<ProviderRefund>;
}

/** The provider could not be reached or answered nonsense: the caller answers 502 and the customer may try again. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
