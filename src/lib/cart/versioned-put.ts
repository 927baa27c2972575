/**
 * Every change of a cart is sent with the version it was made on (decisions §6),
 * so that a change made on an old picture of the cart cannot silently undo
 * another tab's. A 409 says the cart moved on: the change is made again, once,
 * on the cart as it is now. Once, because a second 409 means the cart keeps
 * changing under us and the caller's error policy should decide.
 */
import { statusOf } from "./cart-failures";
import type { Cart } from "./types";

export interface VersionedPutDeps {
  /** The cart as the server last answered it, when this tab has it. */
  knownCart: (cartId: string) => Cart | null;
  getCart: (cartId: string) => Promise<Cart>;
  putCart: (cartId: string, body: Record<string, unknown>) => Promise<Cart>;
}

/** PUTs what `change` makes of the cart as last answered; on 409 reads the cart again and re-applies once. */
export async function putVersioned(cartId: string, change: (base: Cart) => Record<string, unknown>, deps: VersionedPutDeps): Promise<Cart> {
  // Read before the optimistic picture goes in: the cart as the server last answered it.
  let base = deps.knownCart(cartId) ?? (await deps.getCart(cartId));
  try {
    return await deps.putCart(cartId, { ...change(base), version: base.version });
  } catch (error) {
    if (statusOf(error) !== 409) throw error;
    // Someone else changed the cart (another tab): read it again and re-apply once.
    base = await deps.getCart(cartId);
    return deps.putCart(cartId, { ...change(base), version: base.version });
  }
}
