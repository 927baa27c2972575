"use client";
/**
 * The buttons of every product card on the page, through one listener on the
 * document: 'In winkelwagen' adds to the cart and confirms in a dialog, the
 * energy arrow opens the label and the product information sheet. A card is
 * plain server markup; before this listener is there (or without JavaScript)
 * both are links to the product page's options box and label.
 */
import { useEffect, useRef, useState } from "react";

import { useCartActions } from "@/lib/cart/cart-provider";
import type { AddToCartProduct } from "@/lib/cart/types";

import { request } from "@/lib/http/request";

import { ADD_TO_CART_ATTRIBUTE, addedProduct, ENERGY_LABEL_ATTRIBUTE, energyLabelFromApi, offersChoices, productIdOf } from "./card-action-data";
import type { EnergyLabelInfo } from "./energy-label-info";
import { AddedToCartDialog, EnergyLabelDialog } from "./lazy-dialogs";

const CART_LINKS = `a[${ADD_TO_CART_ATTRIBUTE}]`;
const LABEL_LINKS = `a[${ENERGY_LABEL_ATTRIBUTE}]`;

/** A plain click may be taken over; a click with a modifier opens the link as the shopper asked. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const closestLink = (target: EventTarget | null, selector: string) => (target instanceof Element ? target.closest<HTMLAnchorElement>(selector) : null);

/** The cart links act as buttons once this listener is there, and are announced so. */
function markCartLinksAsButtons() {
  for (const link of document.querySelectorAll(`${CART_LINKS}:not([role])`)) link.setAttribute("role", "button");
}

export function CardActions() {
  const { addToCart } = useCartActions();
  const addToCartRef = useRef(addToCart);
  const [added, setAdded] = useState<{ product: AddToCartProduct; offerOptions: boolean } | null>(null);
  const [label, setLabel] = useState<EnergyLabelInfo | null>(null);
  const [labelOpen, setLabelOpen] = useState(false);

  useEffect(() => {
    addToCartRef.current = addToCart;
  }, [addToCart]);

  useEffect(() => {
    const busy = new WeakSet<HTMLAnchorElement>();
    const labels = new Map<number, Promise<EnergyLabelInfo | null>>();

    /** Runs a link's action once at a time, marked busy meanwhile. */
    async function whileBusy(link: HTMLAnchorElement, action: () => Promise<void>) {
      if (busy.has(link)) return;
      busy.add(link);
      link.setAttribute("aria-busy", "true");
      try {
        await action();
      } finally {
        busy.delete(link);
        link.removeAttribute("aria-busy");
      }
    }

    const addToCart = (link: HTMLAnchorElement, productId: number) =>
      whileBusy(link, async () => {
        try {
          const cart = await addToCartRef.current(productId);
          const product = cart ? addedProduct(cart, productId) : null;
          const cartProduct = cart?.items[String(productId)]?.product;
          if (product) setAdded({ product, offerOptions: cartProduct ? offersChoices(cartProduct) : true });
        } catch {
          // The cart provider told the shopper (notice) and rolled back.
        }
      });

    // The label is fetched when first asked for; if that fails, the link takes the shopper to it.
    const showLabel = (link: HTMLAnchorElement, productId: number) =>
      whileBusy(link, async () => {
        if (!labels.has(productId)) labels.set(productId, request("GET", `products/${productId}`, { retries: 0 }).then(energyLabelFromApi, () => null));
        const info = await labels.get(productId);
        if (!info) {
          labels.delete(productId);
          window.location.assign(link.href);
          return;
        }
        setLabel(info);
        setLabelOpen(true);
      });

    /** True when the link's action was taken; false leaves the link to navigate. */
    function act(link: HTMLAnchorElement): boolean {
      const cartProductId = productIdOf(link.getAttribute(ADD_TO_CART_ATTRIBUTE));
      if (cartProductId !== null) {
        void addToCart(link, cartProductId);
        return true;
      }
      const labelProductId = productIdOf(link.getAttribute(ENERGY_LABEL_ATTRIBUTE));
      if (labelProductId !== null) {
        void showLabel(link, labelProductId);
        return true;
      }
      return false;
    }

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = closestLink(event.target, `${CART_LINKS}, ${LABEL_LINKS}`);
      if (link && act(link)) event.preventDefault();
    };
    // A button also answers the space bar.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== " " || event.defaultPrevented) return;
      const link = event.target instanceof HTMLAnchorElement && event.target.matches(CART_LINKS) ? event.target : null;
      if (link && act(link)) event.preventDefault();
    };

    markCartLinksAsButtons();
    const observer = new MutationObserver(markCartLinksAsButtons);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <>
      {added ? <AddedToCartDialog product={added.product} offerOptions={added.offerOptions} onClose={() => setAdded(null)} /> : null}
      {label ? <EnergyLabelDialog open={labelOpen} onClose={() => setLabelOpen(false)} label={label} /> : null}
    </>
  );
}
