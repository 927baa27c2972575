"use client";
/**
 * The cart page's content (issue 4). The HTML carries the session's cart when
 * it has one (issue 24), drawn until the browser's own copy of its stored cart
 * arrives (lib/cart/use-shown-cart.ts); without one it shows the loading state.
 */
import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";

import { IntentLink } from "@/components/intent-link";
import type { SmallOrderPolicy } from "@/domain/cart/totals";
import { type DroppedByPickUp, deliveryRestoredSentence, whatDeliveryRestored, whatPickUpDrops } from "@/domain/cart/pick-up-switch";
import { showsPricesExclVat } from "@/domain/cart/vat";
import { isBusinessCustomer } from "@/domain/business-customer";
import { useCartActions } from "@/lib/cart/cart-provider";
import type { Cart, CartItemView, CartOptionKey } from "@/lib/cart/types";
import { quoteModeOf } from "@/lib/cart/quote-mode";
import { useShownCart } from "@/lib/cart/use-shown-cart";
import { usePricesExclVat } from "@/lib/cart/vat-display";

import shared from "@/components/layout/shared.module.css";

import { CartItemRow } from "./cart-item";
import { CartSummary } from "./cart-summary";
import styles from "./cart.module.css";
import { CART_PAGE_COPY as COPY } from "./copy";
import { QuoteBanner } from "./quote-banner";

// Its code loads when ticking pick-up would drop something.
const PickUpConfirmDialog = dynamic(() => import("@/components/cart/pick-up-confirm-dialog").then((module) => module.PickUpConfirmDialog), { ssr: false });

const ignore = (promise: Promise<unknown>) => void promise.catch(() => undefined);

type Group = { combinationId: number | null; entries: [string, CartItemView][] };

/** Items in cart order; the parts of a combination stay together, where its first part is. */
export function groupItems(cart: Cart): Group[] {
  const groups: Group[] = [];
  const byCombination = new Map<number, Group>();
  for (const entry of Object.entries(cart.items)) {
    const combinationId = entry[1].combinationId;
    if (combinationId) {
      const group = byCombination.get(combinationId);
      if (group) {
        group.entries.push(entry);
        continue;
      }
      const created: Group = { combinationId, entries: [entry] };
      byCombination.set(combinationId, created);
      groups.push(created);
    } else groups.push({ combinationId: null, entries: [entry] });
  }
  return groups;
}

/** Whether every product of the combination is in the cart as part of it: only then does its discount apply (domain/cart/combination-discount.ts). */
export function isCompleteCombination(cart: Pick<Cart, "combinations">, group: Group): boolean {
  const parts = group.combinationId ? cart.combinations[group.combinationId]?.products : undefined;
  if (!parts?.length) return false;
  return parts.every((productId) => group.entries.some(([, item]) => item.productId === productId && item.qty > 0));
}

function Loading() {
  return (
    <div className={styles.layout} aria-busy="true">
      <p className={styles.srOnly} role="status">
        {COPY.loading}
      </p>
      <div className={styles.items}>
        {[0, 1].map((index) => (
          <div key={index} className={styles.item} aria-hidden>
            <span className={shared.skeleton} style={{ width: 96, height: 96 }} />
            <div>
              <span className={`${shared.skeleton} ${shared.skeletonText}`} style={{ width: "60%" }} />
              <span className={`${shared.skeleton} ${shared.skeletonText}`} style={{ width: "40%" }} />
              <span className={`${shared.skeleton} ${shared.skeletonText}`} style={{ width: "80%" }} />
            </div>
            <span className={shared.skeleton} style={{ width: 72, height: 40 }} />
          </div>
        ))}
      </div>
      <span className={shared.skeleton} style={{ height: 280 }} aria-hidden />
    </div>
  );
}

function Empty() {
  return (
    <div className={styles.empty}>
      <h2>{COPY.emptyTitle}</h2>
      <p>{COPY.emptyText}</p>
      <div className={styles.emptyActions}>
        <IntentLink href="/aanbiedingen/" className={shared.button}>
          {COPY.emptyOffers}
        </IntentLink>
        <IntentLink href="/" className={`${shared.button} ${shared.buttonOutlined}`}>
          {COPY.emptyHome}
        </IntentLink>
      </div>
    </div>
  );
}

interface CartPageProps {
  /** The shop's small-order rule in force (server/shop-settings, read by the page per request), for the note how much more is needed for free delivery. */
  smallOrder: SmallOrderPolicy;
  /** The session's cart as the server found it, or null (server/carts/session-cart-for-page.ts). */
  serverCart: Cart | null;
}

export function CartPage({ smallOrder, serverCart }: CartPageProps) {
  const { setQuantity, setOption, setPickUp, removeItem } = useCartActions();
  const { cart, loading, interactive } = useShownCart(serverCart);
  // Ticking pick-up that would drop installation, extra service or the take-back asks first (issue 19, point 3).
  const [asking, setAsking] = useState<{ key: string; dropped: readonly DroppedByPickUp[] } | null>(null);
  const [restored, setRestored] = useState("");
  // Stable while the cart is the same object, so the memoised rows skip the renders of the page's start (issue 24).
  const onQuantity = useCallback((key: string, qty: number) => ignore(setQuantity(key, qty)), [setQuantity]);
  const onOption = useCallback((key: string, option: CartOptionKey, on: boolean) => {
    setRestored("");
    if (!cart || option !== "pickUpDiscount") return ignore(setOption(key, option, on));
    if (on) {
      const dropped = whatPickUpDrops({ items: cart.items, takeRetour: cart.takeRetour, totals: cart.totals });
      if (dropped.length) setAsking({ key, dropped });
      else ignore(setPickUp(true, [key]));
      return;
    }
    // The last item to be collected: the cart is a delivery again, and gets back what pick-up set aside.
    const othersCollected = Object.entries(cart.items).some(([other, item]) => other !== key && item.options.pickUpDiscount);
    if (othersCollected) return ignore(setOption(key, option, false));
    ignore(
      setPickUp(false).then((after) => {
        if (after) setRestored(deliveryRestoredSentence(whatDeliveryRestored(cart, after)));
      }),
    );
  }, [cart, setOption, setPickUp]);
  const onRemove = useCallback((key: string) => ignore(removeItem(key)), [removeItem]);
  const hasItems = cart !== null && Object.keys(cart.items).length > 0;
  // A business customer's display choice; with reverse charge the prices exclude VAT anyway (domain/cart/vat.ts).
  const [exclVatChosen, chooseExclVat] = usePricesExclVat();
  const exclVat = cart !== null && showsPricesExclVat(cart.totals.vatTreatment, isBusinessCustomer(cart), exclVatChosen);
  // A quote cart (issue 22): checkout only while the items are exactly the quote's.
  const quoteMode = useMemo(() => (cart ? quoteModeOf(cart) : null), [cart]);
  const summaryQuoteMode = useMemo(() => (quoteMode ? { blocked: quoteMode.differences.length > 0 } : null), [quoteMode]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{COPY.title}</h1>
      {quoteMode && hasItems && !loading ? (
        <fieldset className={shared.untilHydrated} disabled={!interactive}>
          <QuoteBanner mode={quoteMode} />
        </fieldset>
      ) : null}
      {loading ? (
        <Loading />
      ) : !hasItems ? (
        <Empty />
      ) : (
        <fieldset className={`${shared.untilHydrated} ${styles.layout}`} disabled={!interactive}>
          <section aria-labelledby="artikelen-titel" className={styles.items}>
            <h2 id="artikelen-titel" className={styles.srOnly}>
              {COPY.items}
            </h2>
            <p className={styles.note}>{COPY.exclusiveNote}</p>
            <p className={styles.note} aria-live="polite" data-testid="cart-switch-status">
              {restored}
            </p>
            <ul className={styles.itemList}>
              {groupItems(cart).map((group) =>
                group.combinationId ? (
                  <li key={`combinatie-${group.combinationId}`} className={styles.combination} data-testid="cart-combination">
                    <p className={styles.combinationTitle}>
                      <strong>{COPY.combination}</strong> {isCompleteCombination(cart, group) ? COPY.combinationNote : COPY.combinationIncomplete}
                    </p>
                    <ul className={styles.itemList}>
                      {group.entries.map(([key, item]) => (
                        <li key={key}>
                          <CartItemRow itemKey={key} item={item} exclVat={exclVat} onQuantity={onQuantity} onOption={onOption} onRemove={onRemove} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  group.entries.map(([key, item]) => (
                    <li key={key}>
                      <CartItemRow itemKey={key} item={item} exclVat={exclVat} onQuantity={onQuantity} onOption={onOption} onRemove={onRemove} />
                    </li>
                  ))
                ),
              )}
            </ul>
          </section>
          <CartSummary
            cart={cart}
            smallOrder={smallOrder}
            exclVatChosen={exclVatChosen}
            onChooseExclVat={chooseExclVat}
            quoteMode={summaryQuoteMode}
          />
        </fieldset>
      )}
      {asking ? (
        <PickUpConfirmDialog
          dropped={asking.dropped}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const { key } = asking;
            setAsking(null);
            ignore(setPickUp(true, [key]));
          }}
        />
      ) : null}
    </div>
  );
}
