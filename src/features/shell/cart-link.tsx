"use client";
import ShoppingCartOutlinedIcon from "@mui/icons-material/ShoppingCartOutlined";
import Badge from "@mui/material/Badge";

import { IconButtonLink } from "@/components/links";
import { itemCount } from "@/lib/cart/items";
import { useCart } from "@/lib/cart/cart-provider";

/**
 * The cart in the header, with the number of items. The count comes from the
 * browser's cart only: the HTML is the same for every visitor (page cache).
 */
export function CartLink() {
  const { cart } = useCart();
  const count = itemCount(cart);
  const label = count === 0 ? "Winkelwagen" : `Winkelwagen, ${count} ${count === 1 ? "artikel" : "artikelen"}`;
  return (
    <IconButtonLink href="/winkelwagen/" color="inherit" aria-label={label} data-testid="cart-link">
      {/* No badge at all for an empty cart: a hidden "0" would still be text that the link's name does not include. */}
      {count === 0 ? (
        <ShoppingCartOutlinedIcon />
      ) : (
        <Badge badgeContent={count} color="secondary" max={99} overlap="circular" slotProps={{ badge: { "aria-hidden": true, "data-testid": "cart-count" } as object }}>
          <ShoppingCartOutlinedIcon />
        </Badge>
      )}
    </IconButtonLink>
  );
}
