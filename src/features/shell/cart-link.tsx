"use client";
import { Icon } from "@/components/icons";
import { IntentLink } from "@/components/intent-link";
import { CART_PAGE } from "@/config/paths";
import { itemCount } from "@/lib/cart/items";
import { useCart } from "@/lib/cart/cart-provider";

import controls from "./controls.module.css";

/**
 * The cart in the header, with the number of items. The count comes from the
 * browser's cart only: the HTML is the same for every visitor (page cache).
 */
export function CartLink() {
  const { cart } = useCart();
  const count = itemCount(cart);
  const label = count === 0 ? "Winkelwagen" : `Winkelwagen, ${count} ${count === 1 ? "artikel" : "artikelen"}`;
  return (
    <IntentLink href={CART_PAGE} aria-label={label} data-testid="cart-link" className={controls.iconButton}>
      <Icon name="cart" />
      {/* No badge at all for an empty cart: a hidden "0" would still be text that the link's name does not include. */}
      {count === 0 ? null : (
        <span className={controls.badge} aria-hidden data-testid="cart-count">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </IntentLink>
  );
}
