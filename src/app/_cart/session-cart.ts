import "server-only";

/** The session's cart for the HTML of the cart page and the checkout's steps, as the browser holds a cart (issue 24). */
import { cartView } from "@/lib/api/answers";
import type { Cart } from "@/lib/cart/types";
import { sessionCartForPage } from "@/server/carts/session-cart-for-page";
import { getDatabase } from "@/server/db/client";
import { currentSessionId } from "@/server/session/current-session";

export async function sessionCart(): Promise<Cart | null> {
  const now = new Date();
  const sessionId = await currentSessionId(now);
  if (!sessionId) return null;
  const answer = await sessionCartForPage(await getDatabase(), sessionId, now);
  return answer && cartView(answer);
}
