"use client";
/**
 * The frame of every checkout step (issue 5): the stepper, the step's heading
 * (focused when the step opens, so a screen reader hears where it is), the
 * loading and empty states, and the order summary beside the form on wide
 * screens and below it on phones. All in the browser: the cart is not in the HTML.
 */
import Skeleton from "@mui/material/Skeleton";
import NextLink from "next/link";
import { type ReactNode, useEffect, useRef } from "react";

import { ButtonLink } from "@/components/links";
import { CART_PAGE } from "@/config/paths";
import { useCart, useCartLoading } from "@/lib/cart/cart-provider";
import type { Cart } from "@/lib/cart/types";

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
        <Skeleton variant="rectangular" height={220} sx={{ borderRadius: 2, mb: 2 }} />
        <Skeleton variant="rectangular" height={160} sx={{ borderRadius: 2 }} />
      </div>
      <Skeleton variant="rectangular" height={280} sx={{ borderRadius: 2 }} aria-hidden />
    </div>
  );
}

function Empty() {
  return (
    <div className={styles.empty}>
      <h2>{COPY.emptyTitle}</h2>
      <p>{COPY.emptyText}</p>
      <ButtonLink href={CART_PAGE} variant="contained">
        {COPY.toCart}
      </ButtonLink>
    </div>
  );
}

interface CheckoutShellProps {
  step: CheckoutStepId;
  /** Shown instead of "your cart is empty" once the cart is gone, e.g. while going to the payment after the order is placed. */
  whenEmpty?: ReactNode;
  children: (cart: Cart) => ReactNode;
}

export function CheckoutShell({ step, whenEmpty, children }: CheckoutShellProps) {
  const { cart } = useCart();
  const loading = useCartLoading();
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
        <div className={styles.layout}>
          <div className={styles.main}>{children(cart)}</div>
          <OrderSummary cart={cart} />
        </div>
      )}
    </div>
  );
}
