/**
 * How a quote's order is delivered (decisions §3, issue 22): a kitchen or a
 * renovation is fitted in a week planned with the customer, so its quote cart
 * is offered the week calendar (25 weeks) first; a set of built-in appliances
 * is delivered on a day like any order.
 */
import type { QuoteKind } from "./quote-request";

export function quoteDeliversByWeek(kind: QuoteKind): boolean {
  return kind === "kitchen" || kind === "renovation";
}
