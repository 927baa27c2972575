import "server-only";

/**
 * The addresses of an order: its page with the signed token, and its withdrawal
 * page (decisions §5, §7, §14). A link written into the order's mails lives two
 * years from the order; a renewed one (asked for by the customer or by staff's
 * revocation) two years from the renewal: `from`.
 */
import { readEnv, sessionSecret } from "@/config/env";
import { orderPagePath, withdrawalPagePath } from "@/config/paths";
import { linkExpiry } from "@/domain/links/link-lifetime";
import type { OrderRow } from "@/server/db/schema";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signOrderToken } from "./order-token";

export type LinkedOrder = Pick<OrderRow, "orderRef" | "createdAt" | "linkGeneration">;

/** The token of the order's current link: expiring two years after `from` (the order's creation unless a renewal). */
export function orderToken(order: LinkedOrder, from: Date = order.createdAt): string {
  return signOrderToken(order.orderRef, { expiresAt: linkExpiry(from), generation: order.linkGeneration }, sessionSecret(readEnv()));
}

export function orderPath(order: LinkedOrder, from?: Date): string {
  return orderPagePath(order.orderRef, orderToken(order, from));
}

export function withdrawalPath(order: LinkedOrder, from?: Date): string {
  return withdrawalPagePath(order.orderRef, orderToken(order, from));
}

export function absoluteOrderUrl(path: string): string {
  return absoluteUrl(publicBaseUrl(), path);
}
