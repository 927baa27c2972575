/**
 * Reading Mollie's webhook (decisions §4). Mollie POSTs a form with one field,
 * `id=tr_…`, whenever a payment changes. The body says nothing else and proves
 * nothing: anyone can post it. So it is only a hint to look again; the caller
 * fetches the payment with `getPayment` and believes what Mollie says there (and
 * checks the payment's orderRef belongs to the order), which also makes a
 * repeated or forged call harmless.
 *
 * What the route answers:
 * - null here (a body Mollie would never send): 200 and nothing done. Mollie
 *   retries only on a non-2xx answer, and never sent this, so a 4xx would help
 *   nobody; the same 200 as for a real call tells a prober nothing, as Mollie's
 *   documentation recommends for unknown ids. The same goes for an id Mollie
 *   says does not exist (getPayment's 404).
 * - getPayment failing otherwise (Mollie unreachable, a 5xx): 503, so that Mollie
 *   calls again later, when the status can be read.
 */
import { MOLLIE_PAYMENT_ID } from "./mollie-provider";

export interface MollieWebhook {
  paymentId: string;
}

/**
 * The payment id of a webhook body, or null when the body is not Mollie's
 * `id=tr_…`. Takes the body as `readBody` parses it (`{ id: "tr_…" }`), or the
 * raw form text, or URLSearchParams.
 */
export function parseMollieWebhook(body: unknown): MollieWebhook | null {
  let id: unknown;
  if (typeof body === "string") id = singleValue(new URLSearchParams(body));
  else if (body instanceof URLSearchParams) id = singleValue(body);
  else if (typeof body === "object" && body !== null && !Array.isArray(body) && Object.hasOwn(body, "id")) id = (body as { id: unknown }).id;
  if (typeof id !== "string" || !MOLLIE_PAYMENT_ID.test(id)) return null;
  return { paymentId: id };
}

/** `id` once; a repeated `id` is not Mollie's form either. */
function singleValue(params: URLSearchParams): string | null {
  const values = params.getAll("id");
  return values.length === 1 ? values[0]! : null;
}
