import "server-only";

/** The addresses of an order: its page with the signed token, and its withdrawal page (decisions §5, §7). */
import { readEnv, sessionSecret } from "@/config/env";
import { orderPagePath, withdrawalPagePath } from "@/config/paths";
import { absoluteUrl, publicBaseUrl } from "@/server/seo/base-url";

import { signOrderToken } from "./order-token";

export function orderPath(orderRef: string): string {
  return orderPagePath(orderRef, signOrderToken(orderRef, sessionSecret(readEnv())));
}

export function withdrawalPath(orderRef: string): string {
  return withdrawalPagePath(orderRef, signOrderToken(orderRef, sessionSecret(readEnv())));
}

export function absoluteOrderUrl(path: string): string {
  return absoluteUrl(publicBaseUrl(), path);
}
