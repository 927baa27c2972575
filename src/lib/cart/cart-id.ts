/**
 * The cart id of this browser as every reader in the page sees it: kept with
 * lib/cart-storage.ts, and announced, so that this tab's readers hear a change
 * as other tabs' readers do (through the storage event).
 */
import { clearCartId, CART_ID_STORAGE_KEY, writeCartId } from "@/lib/cart-storage";
import { announceStoredChange, subscribeToStoredKey } from "@/lib/storage";

/** Other tabs announce a new cart id through the storage event; this tab through its own. */
const CART_ID_EVENT = "stekker-cart-id";

export const subscribeCartId = subscribeToStoredKey(CART_ID_STORAGE_KEY, CART_ID_EVENT);

/** Keeps (or forgets, with null) the cart id, and tells every reader in this tab. */
export function rememberCartId(id: string | null) {
  if (id) writeCartId(id);
  else clearCartId();
  announceStoredChange(CART_ID_EVENT);
}
