/**
 * Checkouts in integration tests: a session, a cart filled in as a customer
 * would, and placing the order through the cart's PUT with an Idempotency-Key.
 */
import { randomUUID } from "node:crypto";

import { setMailSender, type MailMessage } from "@/server/mail/mail-transport";

import { type Answer, call, apiRoute } from "./api";
import { createCart } from "./session";

const { PUT: putCart } = apiRoute("/api/carts/{cartId}/");
const { GET: getOrder } = apiRoute("/api/orders/{orderRef}/");
const { POST: testProviderChoice } = apiRoute("/api/payments/test/{paymentId}/");

/** The customer's choice on the test provider's page for the payment at `paymentUrl` (`/betalen/test/{paymentId}/`). */
export function chooseTestPayment(paymentUrl: string, outcome: "approve" | "cancel" | "fail"): Promise<Answer> {
  const paymentId = paymentUrl.split("/")[3]!;
  return call(testProviderChoice, `/api/payments/test/${paymentId}/`, { paymentId }, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `outcome=${outcome}` });
}

/** Everything a Dutch consumer fills in, apart from the delivery day and the method. */
export const DUTCH_CUSTOMER = {
  firstName: "Sanne",
  lastName: "de Vries",
  emailAddress: "sanne@example.nl",
  phoneNumber: "06 12345678",
  shippingStreet: "Rapenburg",
  shippingHouseNumber: "73",
  shippingPostalCode: "2311 GJ",
  shippingCity: "Leiden",
  shippingCountry: "NL",
} as const;

export const BELGIAN_CUSTOMER = {
  ...DUTCH_CUSTOMER,
  phoneNumber: "+32 2 123 45 67",
  shippingStreet: "Grote Markt",
  shippingHouseNumber: "1",
  shippingPostalCode: "1000",
  shippingCity: "Brussel",
  shippingCountry: "BE",
} as const;

/** A cart with the items and the customer's details; answers the cart (with its delivery options). */
export async function filledCart(cookie: string, items: Record<string, unknown>, fields: Record<string, unknown> = DUTCH_CUSTOMER) {
  const answer = await createCart(cookie, { items, ...fields });
  if (answer.status !== 201) throw new Error(`cart not made: ${answer.status} ${answer.text}`);
  return answer.json.data;
}

export function placeOrder(cookie: string | null, cartId: string, body: Record<string, unknown>, idempotencyKey: string | null = randomUUID()): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  return call(putCart, `/api/carts/${cartId}/`, { cartId }, { method: "PUT", headers, body: JSON.stringify({ acceptedTermsAndConditions: true, ...body }) });
}

/** The first delivery day the cart offers, and the whole order body for paying with `paymentMethod`. */
export function orderBody(cart: { version: number; deliveryOptions: { days: { date: string }[] } }, paymentMethod: string, extra: Record<string, unknown> = {}) {
  return { version: cart.version, deliveryDay: cart.deliveryOptions.days[0]!.date, paymentMethod, ...extra };
}

export function readOrder(cookie: string | null, orderRef: string, token?: string): Promise<Answer> {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return call(getOrder, `/api/orders/${orderRef}/${query}`, { orderRef }, cookie ? { headers: { cookie } } : {});
}

/** Mail goes to this list instead of disk or SMTP. */
export function captureMail(): { sent: MailMessage[]; restore: () => void } {
  const sent: MailMessage[] = [];
  setMailSender({
    kind: "file",
    send: async (message) => {
      sent.push(message);
      return { messageId: `<${randomUUID()}@test>` };
    },
    close: () => undefined,
  });
  return { sent, restore: () => setMailSender(null) };
}

/** Lets the work a request left running after its answer finish. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The mail about an order, once the outbox has sent it (in a quiet moment, a few hundred ms after the order). */
export async function mailAbout(mail: { sent: MailMessage[] }, orderRef: string, timeoutMs = 5000): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mail.sent.find((message) => message.subject.includes(orderRef));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail about order ${orderRef} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
