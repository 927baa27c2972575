"use client";
/**
 * The frame of every checkout step (issue 5): the stepper, the step's heading
 * (focused when the step opens, so a screen reader hears where it is), the
 * loading and empty states, and the order summary beside the form on wide
 * screens and below it on phones. The HTML carries the session's cart when it
 * has one (issue 24; lib/cart/use-shown-cart.ts), else the loading state.
 */
import NextLink from "next/link";
import { type ReactNode, useEffect, useRef } from "react";

import shared from "@/components/layout/shared.module.css";
import { IntentLink } from "@/components/intent-link";
import { CART_PAGE } from "@/config/paths";
import type { Cart } from "@/lib/cart/types";
import { useShownCart } from "@/lib/cart/use-shown-cart";

import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import { OrderSummary } from "./order-summary";
import { CHECKOUT_STEPS, type CheckoutStepId } from "./steps";

export function Stepper({ current }: { current: CheckoutStepId }) {
  const index = CHECKOUT_STEPS.findIndex((step) => step.id === current);
  return (
    <nav className={styles.stepper} aria-label={COPY.stepsLabel}>
      <ol>
        {CHECKOUT_STEPS.map((step, position) => {
          const label = COPY.steps[step.id];
          if (position < index)
            return (
              <li key={step.id} className={`${styles.step} ${styles.stepDone}`}>
                <NextLink href={step.href}>
                  {label}
                  <span className={styles.srOnly}> {COPY.stepDone}</span>
                </NextLink>
              </li>
            );
          return (
            <li key={step.id} className={`${styles.step} ${position === index ? styles.stepCurrent : ""}`} aria-current={position === index ? "step" : undefined}>
              {label}
            </li>
          );
        })}
      </ol>
      <p className={styles.stepCount}>{COPY.stepOf(index + 1, CHECKOUT_STEPS.length)}</p>
    </nav>
  );
}

function Loading() {
  return (
    <div className={styles.layout} aria-busy="true">
      <p className={styles.srOnly} role="status">
        {COPY.loading}
      </p>
      <div aria-hidden>
        <span className={shared.skeleton} style={{ height: 220, borderRadius: 8, marginBottom: 16 }} />
        <span className={shared.skeleton} style={{ height: 160, borderRadius: 8 }} />
      </div>
      <span className={shared.skeleton} style={{ height: 280, borderRadius: 8 }} aria-hidden />
    </div>
  );
}

function Empty() {
  return (
    <div className={styles.empty}>
      <h2>{COPY.emptyTitle}</h2>
      <p>{COPY.emptyText}</p>
      <IntentLink href={CART_PAGE} className={shared.button}>
        {COPY.toCart}
      </IntentLink>
    </div>
  );
}

interface CheckoutShellProps {
  step: CheckoutStepId;
  /** Shown instead of "your cart is empty" once the cart is gone, e.g. while going to the payment after the order is placed. */
  whenEmpty?: ReactNode;
  /** The session's cart as the server found it, or null (server/carts/session-cart-for-page.ts). */
  serverCart: Cart | null;
  children: (cart: Cart) => ReactNode;
}

export function CheckoutShell({ step, whenEmpty, serverCart, children }: CheckoutShellProps) {
  const { cart, loading, interactive } = useShownCart(serverCart);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new step (a new route) puts the focus on its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);

  const hasItems = cart !== null && Object.keys(cart.items).length > 0;
  return (
    <div className={styles.page}>
      <Stepper current={step} />
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {COPY.titles[step]}
      </h1>
      {loading ? (
        <Loading />
      ) : !hasItems ? (
        (whenEmpty ?? <Empty />)
      ) : (
        <fieldset className={`${shared.untilHydrated} ${styles.layout}`} disabled={!interactive}>
          <div className={styles.main}>{children(cart)}</div>
          <OrderSummary cart={cart} />
        </fieldset>
      )}
    </div>
  );
}
