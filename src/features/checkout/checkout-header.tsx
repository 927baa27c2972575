/**
 * The checkout's own top bar (issue 19, point 10): a focused checkout, as the
 * best shops have it. The site's menus, promises, footer and bottom menu give
 * way (checkout.module.css, `.focusedCheckout`); what stays is the logo, that
 * ordering here is safe, and customer service's phone number for a question.
 * Rendered on the server, without JavaScript of its own.
 */
import NextLink from "next/link";
import type { ReactNode } from "react";

import { PlugMark } from "@/components/brand/plug-mark";
import { SITE_NAME } from "@/config/site";

import shared from "@/components/layout/shared.module.css";

import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";

/** A customer-service number as the bar shows it; the checkout's pages are the same for everyone, so it shows both countries'. */
export interface CheckoutPhone {
  country: "NL" | "BE";
  label: string;
  display: string;
  tel: string;
}

function CheckoutHeader({ phones }: { phones: readonly CheckoutPhone[] }) {
  return (
    <div className={styles.checkoutBar} data-testid="checkout-header">
      <div className={styles.checkoutBarInner}>
        <NextLink href="/" prefetch={false} className={styles.checkoutLogo} aria-label={`${SITE_NAME}, naar de homepage`}>
          <PlugMark size={30} />
          <span>{SITE_NAME.toLowerCase()}</span>
        </NextLink>
        <p className={styles.checkoutSafe}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V11a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5zm-3 5a3 3 0 1 1 6 0v3H9V6z" />
          </svg>
          {COPY.header.safe}
        </p>
        <p className={styles.checkoutHelp}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z" />
          </svg>
          <span className={styles.checkoutHelpLabel}>{COPY.header.help}</span>
          {phones.map((phone, index) => (
            <a key={phone.country} href={`tel:${phone.tel}`}>
              {/* The second number shows its country's code; a screen reader hears the country's name instead. */}
              {index > 0 ? (
                <>
                  <span aria-hidden="true">{phone.country} </span>
                  <span className={shared.visuallyHidden}>{COPY.header.fromCountry(phone.label)}</span>
                </>
              ) : null}
              {phone.display}
            </a>
          ))}
        </p>
      </div>
    </div>
  );
}

/** The checkout's frame: its own bar above the steps, and the marker that hides the site's menus around it. */
export function FocusedCheckout({ children, phones }: { children: ReactNode; phones: readonly CheckoutPhone[] }) {
  return (
    <div className={styles.focusedCheckout} data-focused-checkout="">
      <CheckoutHeader phones={phones} />
      {children}
    </div>
  );
}
