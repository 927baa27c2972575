"use client";
/**
 * Step 3, /bestellen/betalen/ (issue 5; decisions §4, §6, §7): the payment
 * methods the cart allows, notes and reference, the newsletter (never ticked by
 * itself), the review of every earlier choice with "Wijzigen", the terms and
 * the right of withdrawal, and "Bestelling plaatsen en betalen", which places
 * the order with an Idempotency-Key and goes on to the payment or the order.
 */
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

import { PaymentLogo } from "@/components/cart/payment-logo";
import { ButtonLink } from "@/components/links";
import { orderPagePath } from "@/config/paths";
import { inShoppersOrder } from "@/domain/cart/payment-method-order";
import type { PaymentMethod } from "@/domain/cart/payment-methods";
import { formatEuro } from "@/domain/money";
import { useCartActions } from "@/lib/cart/cart-provider";
import type { Cart } from "@/lib/cart/types";

import { CheckoutShell } from "./checkout-shell";
import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import { changedFields, customerMessage } from "./field-validation";
import { Check, CheckoutTextField, ErrorSummary } from "./form-parts";
import { keepPendingErrors } from "./pending-errors";
import { notesField, reviewBlocks, withdrawalNote } from "./review";
import { type FieldError, fieldId, splitErrorsByStep, STEP_HREF, type StepErrors } from "./steps";
import { usePendingErrors } from "./use-pending-errors";
import { useFieldChecks } from "./use-field-checks";


/** `serverCart`: the session's cart as the server found it, or null (server/carts/session-cart-for-page.ts). */
export function PaymentStep({ serverCart }: { serverCart: Cart | null }) {
  // Placing the order forgets the cart: what to say instead of "your cart is empty" meanwhile.
  const [hold, setHold] = useState<string | null>(null);
  const whenEmpty = hold ? (
    <p role="status" className={styles.section} data-testid="checkout-hold">
      {hold}
    </p>
  ) : undefined;
  return (
    <CheckoutShell step="betalen" whenEmpty={whenEmpty} serverCart={serverCart}>
      {(cart) => <PaymentForm key={cart.cartId} cart={cart} onHold={setHold} />}
    </CheckoutShell>
  );
}

function Notice({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [message]);
  return (
    <div ref={box} tabIndex={-1} className={styles.notice} data-testid="checkout-notice">
      <Alert severity="warning" role="alert">
        {message}
      </Alert>
    </div>
  );
}

function PaymentForm({ cart, onHold }: { cart: Cart; onHold: (message: string | null) => void }) {
  const router = useRouter();
  const { updateFields, placeOrder } = useCartActions();
  const [method, setMethod] = useState(cart.paymentMethod ?? "");
  const [notes, setNotes] = useState(cart.notes ?? "");
  const [reference, setReference] = useState(cart.reference ?? "");
  const [newsletter, setNewsletter] = useState(cart.newsletter === true);
  // Terms are accepted for this order, here and now: never ticked beforehand.
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = usePendingErrors("betalen");
  const [general, setGeneral] = useState<FieldError[]>([]);
  const [elsewhere, setElsewhere] = useState<StepErrors[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [placing, setPlacing] = useState(false);
  const [notice, setNotice] = useState<{ id: number; message: string } | null>(null);
  // Loaded with the first touch of the form (a choice, a field, the button), not with the page.
  const { ensure: ensureChecks } = useFieldChecks();

  // iDEAL first for a Dutch address, Bancontact for a Belgian one (domain/cart/payment-method-order.ts).
  const methods = inShoppersOrder(cart.paymentMethods, cart.shippingCountry);
  // A method the cart no longer allows (another country, pick-up) is not chosen.
  const chosen = methods.some((option) => option.id === method) ? method : "";

  const chooseMethod = (id: string) => {
    setMethod(id);
    setErrors(({ paymentMethod: _gone, ...rest }) => rest);
    // Saved at once: its fee shows in the totals.
    if (id !== cart.paymentMethod) void updateFields({ paymentMethod: id as PaymentMethod }).catch(() => undefined);
  };

  const blurText = async (field: "notes" | "reference", value: string) => {
    const { checkField } = await ensureChecks();
    const check = checkField(field, value);
    setErrors(({ [field]: _gone, ...rest }) => (check.error ? { ...rest, [field]: check.error } : rest));
  };

  const submit = async () => {
    if (placing) return;
    const checks = await ensureChecks().catch(() => null);
    if (!checks) {
      setNotice({ id: Date.now(), message: COPY.payment.failed });
      return;
    }
    const { checkField } = checks;
    const nextErrors: Record<string, string> = {};
    if (!chosen) nextErrors.paymentMethod = COPY.payment.chooseError;
    const notesCheck = checkField("notes", notes);
    const referenceCheck = checkField("reference", reference);
    if (notesCheck.error) nextErrors.notes = notesCheck.error;
    if (referenceCheck.error) nextErrors.reference = referenceCheck.error;
    if (!terms) nextErrors.acceptedTermsAndConditions = COPY.payment.termsError;
    setErrors(nextErrors);
    setGeneral([]);
    setElsewhere([]);
    setNotice(null);
    if (Object.keys(nextErrors).length) {
      setAttempt((count) => count + 1);
      return;
    }
    const unsaved = changedFields({ paymentMethod: chosen, notes: notesCheck.value ?? "", reference: referenceCheck.value ?? "", newsletter }, cart);
    setPlacing(true);
    onHold(COPY.payment.placing);
    const result = await placeOrder(unsaved);
    onHold(null);
    switch (result.status) {
      case "placed":
        onHold(COPY.payment.redirecting);
        // The payment page may be another site (the payment provider).
        if (result.paymentUrl) window.location.assign(result.paymentUrl);
        else router.push(orderPagePath(result.orderRef));
        return;
      case "alreadyOrdered":
        if (result.orderRef) {
          onHold(COPY.payment.redirecting);
          router.push(orderPagePath(result.orderRef));
          return;
        }
        // The cart is forgotten: the step shows this instead of the form.
        onHold(COPY.payment.alreadyOrdered);
        return;
      case "invalid": {
        const split = splitErrorsByStep(result.errors, "betalen");
        setErrors(Object.fromEntries(split.here.filter((error) => error.field).map((error) => [error.field as string, customerMessage(error.field, error.errorMessage)])));
        setGeneral(split.here.filter((error) => !error.field));
        setElsewhere(split.elsewhere);
        keepPendingErrors(split.elsewhere.flatMap((group) => group.errors));
        setAttempt((count) => count + 1);
        break;
      }
      case "conflict":
        setNotice({ id: Date.now(), message: COPY.payment.conflict });
        break;
      case "noCart":
        break;
      case "failed":
        setNotice({ id: Date.now(), message: COPY.payment.failed });
        break;
    }
    setPlacing(false);
  };

  const notesCopy = notesField(cart);
  const withdrawal = withdrawalNote(cart);
  const here = [...Object.entries(errors).map(([field, errorMessage]) => ({ field, errorMessage })), ...general];

  return (
    <form
      noValidate
      onFocus={() => void ensureChecks().catch(() => undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {notice ? <Notice key={notice.id} message={notice.message} /> : null}
      <ErrorSummary here={here} elsewhere={elsewhere} attempt={attempt} intro={elsewhere.length || general.length ? COPY.payment.invalidIntro : undefined} />

      <fieldset className={styles.section} id={fieldId("paymentMethod")} aria-describedby={errors.paymentMethod ? "betaalmethode-fout" : undefined}>
        <legend>{COPY.payment.method}</legend>
        {errors.paymentMethod ? (
          <p id="betaalmethode-fout" className={styles.fieldError} role="alert">
            {errors.paymentMethod}
          </p>
        ) : null}
        <ul className={styles.choices} data-testid="payment-methods">
          {methods.map((option) => (
            <li key={option.id}>
              <label className={`${styles.choice} ${styles.paymentChoice}`} data-focus-ring="around">
                <input type="radio" name="betaalmethode" value={option.id} checked={chosen === option.id} onChange={() => chooseMethod(option.id)} />
                <PaymentLogo method={option.id} className={styles.paymentLogo} />
                <span className={styles.choiceText}>
                  <span>{option.label}</span>
                </span>
                {option.feeCents ? <span className={styles.fee}>{COPY.payment.fee(formatEuro(option.feeCents))}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {chosen ? (
          <p className={styles.note} data-testid="payment-after">
            {COPY.payment.after[chosen as PaymentMethod]}
          </p>
        ) : null}
      </fieldset>

      <section className={styles.section} aria-labelledby="aanvullend-titel">
        <h2 id="aanvullend-titel" className={styles.sectionTitle}>
          {COPY.payment.extras}
        </h2>
        <div className={styles.fields}>
          <CheckoutTextField
            name="notes"
            label={`${notesCopy.label} ${COPY.optional}`}
            value={notes}
            multiline
            maxLength={1000}
            error={errors.notes ?? null}
            announce
            hint={notesCopy.hint}
            onChange={setNotes}
            onBlur={(value) => void blurText("notes", value).catch(() => undefined)}
            className={styles.wide}
          />
          <CheckoutTextField
            name="reference"
            label={`${COPY.labels.reference} ${COPY.optional}`}
            value={reference}
            maxLength={100}
            error={errors.reference ?? null}
            announce
            hint={COPY.payment.referenceHint}
            onChange={setReference}
            onBlur={(value) => void blurText("reference", value).catch(() => undefined)}
          />
        </div>
        <Check id="nieuwsbrief" checked={newsletter} onChange={setNewsletter}>
          {COPY.payment.newsletter}
        </Check>
      </section>

      <section className={styles.section} aria-labelledby="controle-titel">
        <h2 id="controle-titel" className={styles.sectionTitle}>
          {COPY.payment.check}
        </h2>
        <div className={styles.review} data-testid="order-review">
          {reviewBlocks(cart).map((block) => (
            <dl key={block.key} className={styles.reviewBlock}>
              <dt>{block.title}</dt>
              <dd>{block.lines.join("\n")}</dd>
              <dd className={styles.change}>
                <NextLink href={STEP_HREF[block.step]}>
                  {COPY.payment.change}
                  <span className={styles.srOnly}> {block.title.toLowerCase()}</span>
                </NextLink>
              </dd>
            </dl>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="voorwaarden-titel">
        <h2 id="voorwaarden-titel" className={styles.srOnly}>
          {COPY.labels.acceptedTermsAndConditions}
        </h2>
        <div id={fieldId("acceptedTermsAndConditions")}>
          <Check
            id="voorwaarden"
            checked={terms}
            required
            onChange={(checked) => {
              setTerms(checked);
              if (checked) setErrors(({ acceptedTermsAndConditions: _gone, ...rest }) => rest);
            }}
            error={errors.acceptedTermsAndConditions ?? null}
          >
            {COPY.payment.terms}{" "}
            <a href="/klantenservice/bestellen/#algemene-voorwaarden" target="_blank" rel="noopener">
              {COPY.payment.termsLink}
              <span className={styles.srOnly}> {COPY.opensInNewTab}</span>
            </a>
          </Check>
        </div>
        <p className={styles.note}>
          {withdrawal.text} <NextLink href="/klantenservice/annuleren-retourneren/">{withdrawal.link}</NextLink>
        </p>
      </section>

      {/* The amount right above the button: on a phone the summary comes after the form. */}
      <p className={styles.toPay} data-testid="to-pay">
        <span>{COPY.payment.toPay}</span>
        <strong>{formatEuro(cart.totals.grandTotal)}</strong>
        <span className={styles.toPayVat}>{COPY.payment.toPayVat[cart.totals.vatTreatment]}</span>
      </p>
      <div className={styles.actions}>
        <ButtonLink href={STEP_HREF.bezorgen} variant="text">
          {COPY.back}
        </ButtonLink>
        <Button type="submit" variant="contained" color="success" size="large" disabled={placing} data-testid="place-order">
          {COPY.payment.place}
        </Button>
      </div>
      <p className={styles.placeNote} aria-live="polite">
        {placing ? COPY.payment.placing : null}
      </p>
    </form>
  );
}
