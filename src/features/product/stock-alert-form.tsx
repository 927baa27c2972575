"use client";

/**
 * "Mail me als hij er weer is" on a sold-out product. Without JavaScript a plain
 * HTML form; the API then sends the browser to /weer-op-voorraad/ with the
 * outcome. With JavaScript it checks the address with the API's own schema
 * (loaded only when the form is sent), sends it and says how it went in place.
 * The page it sits on is shared by every visitor: nothing in it is personal.
 */
import { useId } from "react";

import { EmailAddressField } from "@/components/forms/email-address-field";
import fields from "@/components/layout/plain-form.module.css";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { useEmailSignUp } from "@/lib/forms/use-email-sign-up";

import { STOCK_ALERT_COPY as COPY, STOCK_ALERT_OUTCOMES } from "./copy";
import styles from "./product.module.css";


export const STOCK_ALERT_ENDPOINT = "/api/stock-alerts/";

export function StockAlertForm({ productId }: { productId: number }) {
  const id = useId();
  // The server's sentences (a limit, an outage, a product back in stock) say what to do.
  const { state, input, submit } = useEmailSignUp({
    resource: "stock-alerts",
    extraBody: { productId },
    invalidText: STOCK_ALERT_OUTCOMES["ongeldig-adres"].text,
    failedText: STOCK_ALERT_OUTCOMES["niet-gelukt"].text,
    toldStatuses: [422, 429, 503],
  });

  return (
    <form className={`${fields.form} ${styles.stockAlertForm}`} action={STOCK_ALERT_ENDPOINT} method="post" noValidate onSubmit={submit} aria-describedby={`${id}-hint`}>
      <input type="hidden" name="productId" value={productId} />
      <EmailAddressField id={id} label={COPY.emailLabel} inputRef={input} error={state.kind === "invalid" ? state.text : null} />
      <button className={`${fields.button} ${styles.stockAlertButton}`} type="submit" disabled={state.kind === "sending"}>
        {state.kind === "sending" ? COPY.sending : COPY.submit}
      </button>
      {/* One live region, present from the start, so that screen readers announce what appears in it. */}
      <p role="status" className={`${fields.message} ${state.kind === "failed" ? fields.error : fields.success}`}>
        {state.kind === "sent" ? STOCK_ALERT_OUTCOMES.aangemeld.text : state.kind === "failed" ? state.text : ""}
      </p>
      <p id={`${id}-hint`} className={fields.hint}>
        {COPY.privacy} <a href={PRIVACY_STATEMENT_PATH}>{COPY.privacyLink}</a>.
      </p>
    </form>
  );
}
