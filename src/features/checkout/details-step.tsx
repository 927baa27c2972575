"use client";
/**
 * Step 1, /bestellen/gegevens/ (issue 5): contact details, ordering as a
 * business (VAT number checked by the server: VIES), the shipping address with
 * the postal-code look-up, and an invoice address when it differs. Each field
 * is checked on leaving it with the shared schema; "Verder naar bezorgen" checks
 * all, saves only what changed and goes on.
 */
import { useRouter } from "next/navigation";
import { memo, useRef, useState } from "react";

import { IntentLink } from "@/components/intent-link";
import shared from "@/components/layout/shared.module.css";
import { CART_PAGE } from "@/config/paths";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { vatNumberMessage } from "@/domain/checkout/vat-number-message";
import { useCart } from "@/lib/cart/cart-provider";
import type { CartChanges } from "@/lib/cart/use-cart-changes";
import type { Cart } from "@/lib/cart/types";
import { isApiRequestError } from "@/lib/http";

import { type AddressLookupState, type AddressPrefix, addressLookupInput, errorsToShow, needsManualAddress } from "./address";
import { AddressFields } from "./address-fields";
import { CheckoutShell } from "./checkout-shell";
import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import { type DetailsTextField, type DetailsValues, detailsPatch, detailsRules, detailsValues } from "./details-model";
import type { CheckField } from "./field-checks";
import { changedFields, type Country, customerMessage } from "./field-validation";
import { Check, CheckoutTextField, ErrorSummary } from "./form-parts";
import { STEP_HREF } from "./steps";
import { useAddressLookup } from "./use-address-lookup";
import { usePendingErrors } from "./use-pending-errors";
import { useFieldChecks } from "./use-field-checks";

interface DetailsStepProps {
  /** The session's cart as the server found it, or null (server/carts/session-cart-for-page.ts). */
  serverCart: Cart | null;
  /** The visitor's country as the server's proxy tells it (server/app-state/ip-country.ts), for a form drawn before the app state arrives. */
  visitorCountry: string | null;
}

export function DetailsStep({ serverCart, visitorCountry }: DetailsStepProps) {
  return (
    <CheckoutShell step="gegevens" serverCart={serverCart}>
      {(cart) => <DetailsFormOfCart key={cart.cartId} cart={cart} visitorCountry={visitorCountry} />}
    </CheckoutShell>
  );
}

/** The look-up of one address, and whether its street and city are typed in. */
/** What to look up for an address of the form; null before the checks are loaded, or when there is nothing to ask. */
const lookupInputOf = (prefix: AddressPrefix, values: DetailsValues, checkField: CheckField | null) =>
  addressLookupInput(checkField, values[`${prefix}Country`], values[`${prefix}PostalCode`], values[`${prefix}HouseNumber`], values[`${prefix}HouseNumberAddition`]);

/** Whether the cart already holds this address, street and city included: it needs no new look-up to go on. */
function isSavedAddress(prefix: AddressPrefix, input: ReturnType<typeof addressLookupInput>, cart: Cart): boolean {
  return (
    input !== null &&
    cart[`${prefix}PostalCode`] === input.postalCode &&
    String(cart[`${prefix}HouseNumber`] ?? "") === input.houseNumber &&
    (cart[`${prefix}HouseNumberAddition`] ?? null) === input.houseNumberAddition &&
    Boolean(cart[`${prefix}Street`]) &&
    Boolean(cart[`${prefix}City`])
  );
}

function useAddress(prefix: AddressPrefix, values: DetailsValues, cart: Cart, checkField: CheckField | null) {
  const input = lookupInputOf(prefix, values, checkField);
  const lookup: AddressLookupState = useAddressLookup(values.invoiceAddress || prefix === "shipping" ? input : null);
  return { lookup, saved: isSavedAddress(prefix, input, cart) };
}

/**
 * The form with what it takes from the cart's context. The context changes as the app state and
 * the browser's copy of the cart arrive; the form is memoised on what it uses, so those renders
 * stop here (issue 24).
 */
function DetailsFormOfCart({ cart, visitorCountry }: { cart: Cart; visitorCountry: string | null }) {
  const { updateFields, appState } = useCart();
  // The form may be drawn from the page's HTML, before the app state has arrived: then the server's word counts.
  const ipCountry: Country = (appState?.ipCountry ?? visitorCountry) === "BE" ? "BE" : "NL";
  return <DetailsForm cart={cart} ipCountry={ipCountry} updateFields={updateFields} />;
}

interface DetailsFormProps {
  cart: Cart;
  /** The country a new address starts in. */
  ipCountry: Country;
  updateFields: CartChanges["updateFields"];
}

const DetailsForm = memo(function DetailsForm({ cart, ipCountry, updateFields }: DetailsFormProps) {
  const router = useRouter();
  const [values, setValues] = useState<DetailsValues>(() => detailsValues(cart, ipCountry));
  const [errors, setErrors] = usePendingErrors("gegevens");
  const [announced, setAnnounced] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const submitting = useRef(false);
  // Loaded with the first touch of the form; at once when an address is there to look up, or errors to clear.
  const { checks, ensure: ensureChecks } = useFieldChecks(Boolean(cart.shippingPostalCode || cart.invoicePostalCode) || Object.keys(errors).length > 0);

  const shipping = useAddress("shipping", values, cart, checks?.checkField ?? null);
  const invoice = useAddress("invoice", values, cart, checks?.checkField ?? null);
  const showManual = (prefix: AddressPrefix, address: { lookup: AddressLookupState }) =>
    needsManualAddress(values[`${prefix}Country`], values[`${prefix}ManualEntry`], address.lookup) || Boolean(errors[`${prefix}Street`] || errors[`${prefix}City`]);
  const shippingManual = showManual("shipping", shipping);
  const invoiceManual = showManual("invoice", invoice);

  const rules = detailsRules(values);

  const setText = (field: DetailsTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    // An error goes as soon as the field is right; a new one waits until the customer leaves the field.
    if (errors[field] && checks && !checks.checkField(field, value, rules[field] ?? {}).error) {
      setErrors(({ [field]: _gone, ...rest }) => rest);
    }
  };

  const blur = async (field: DetailsTextField, value: string) => {
    const rule = rules[field];
    if (!rule) return;
    const { checkField } = await ensureChecks();
    const check = checkField(field, value, { ...rule, required: rule.required && touched.has(field) });
    if (typeof check.value === "string" && check.value !== value) setValues((current) => ({ ...current, [field]: check.value as string }));
    setErrors((current) => {
      const { [field]: _gone, ...rest } = current;
      return check.error ? { ...rest, [field]: check.error } : rest;
    });
    setAnnounced(check.error ? field : null);
    // The VAT number is checked by the server (VIES) as soon as it is complete.
    if (field === "vatNumber" && !check.error && check.value && check.value !== cart.vatNumber) {
      void updateFields({ company: true, vatNumber: check.value as string }).catch(() => undefined);
    }
  };

  // A check that could not load (no network) leaves the field as it is; "Verder" says so.
  const blurField = (field: DetailsTextField, value: string) => void blur(field, value).catch(() => undefined);

  /** Street and city as found, unless the customer types them. */
  const withFoundAddress = (current: DetailsValues): DetailsValues => {
    let next = current;
    for (const [prefix, address, manual] of [["shipping", shipping, shippingManual], ["invoice", invoice, invoiceManual]] as const) {
      if (manual || address.lookup.status !== "found") continue;
      next = { ...next, [`${prefix}Street`]: address.lookup.street, [`${prefix}City`]: address.lookup.city, [`${prefix}PostalCode`]: address.lookup.postalCode };
    }
    return {
      ...next,
      shippingManualEntry: shippingManual,
      invoiceManualEntry: invoiceManual,
    };
  };

  const submit = async () => {
    // A ref, not only the state: a second click while the checks load must not send twice.
    if (saving || submitting.current) return;
    submitting.current = true;
    try {
      await checkAndSave();
    } finally {
      submitting.current = false;
    }
  };

  const checkAndSave = async () => {
    const loadedChecks = await ensureChecks().catch(() => null);
    if (!loadedChecks) {
      setSaveFailed(true);
      return;
    }
    const { checkFields, checkField } = loadedChecks;
    const current = withFoundAddress(values);
    const checked = checkFields(current, rules);
    const nextErrors = errorsToShow(checked.errors, { shipping: shippingManual, invoice: invoiceManual });
    // Worked out with the loaded checks: a click before they arrived saw no address to look up in its render.
    const lookingUp = (address: ReturnType<typeof useAddress>, manual: boolean, prefix: AddressPrefix) =>
      !manual && !isSavedAddress(prefix, lookupInputOf(prefix, values, checkField), cart) && address.lookup.status !== "found" && !nextErrors[`${prefix}PostalCode`] && !nextErrors[`${prefix}HouseNumber`];
    // Still looking the address up: the street and city are not known yet.
    if (lookingUp(shipping, shippingManual, "shipping") && (shipping.lookup.status === "loading" || shipping.lookup.status === "idle")) nextErrors.shippingStreet ??= COPY.details.lookingUp;
    const vatError = values.company && cart.vatNumber === checked.values.vatNumber ? vatNumberMessage(cart.vatNumber, cart.vatNumberStatus) : null;
    if (vatError?.kind === "error") nextErrors.vatNumber = vatError.text;
    setErrors(nextErrors);
    setAnnounced(null);
    if (Object.keys(nextErrors).length > 0) {
      setAttempt((count) => count + 1);
      return;
    }
    const patch = detailsPatch(current, checked.values, rules);
    const changes = changedFields(patch, cart);
    setSaving(true);
    setSaveFailed(false);
    try {
      const saved = Object.keys(changes).length ? await updateFields(changes) : cart;
      const savedVat = saved?.company ? vatNumberMessage(saved.vatNumber, saved.vatNumberStatus) : null;
      if (savedVat?.kind === "error") {
        setErrors({ vatNumber: savedVat.text });
        setAttempt((count) => count + 1);
        setSaving(false);
        return;
      }
      router.push(STEP_HREF.bezorgen);
    } catch (error) {
      setSaving(false);
      if (isApiRequestError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [field, customerMessage(field, message)])));
        setAttempt((count) => count + 1);
      } else setSaveFailed(true);
    }
  };

  const text = (field: DetailsTextField) => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    announce: announced === field,
    onChange: (value: string) => setText(field, value),
    onBlur: (value: string) => blurField(field, value),
  });

  const summaryErrors = Object.entries(errors).map(([field, errorMessage]) => ({ field, errorMessage }));
  // What is known of the number on screen: its form, then VIES's answer (domain/checkout/vat-number-message.ts).
  const vatSaid = values.company && cart.vatNumber && cart.vatNumber === values.vatNumber.toUpperCase().replace(/[\s.]/g, "") ? vatNumberMessage(cart.vatNumber, cart.vatNumberStatus) : null;

  return (
    <form
      noValidate
      onFocus={() => void ensureChecks().catch(() => undefined)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummary here={summaryErrors} attempt={attempt} />

      <fieldset className={styles.section}>
        <legend>{COPY.details.contact}</legend>
        <div className={styles.fields}>
          <CheckoutTextField {...text("firstName")} label={COPY.labels.firstName} required autoComplete="given-name" maxLength={100} />
          <CheckoutTextField {...text("lastName")} label={COPY.labels.lastName} required autoComplete="family-name" maxLength={100} />
          <CheckoutTextField {...text("emailAddress")} label={COPY.labels.emailAddress} required type="email" inputMode="email" autoComplete="email" maxLength={254} hint={COPY.details.contactNote} />
          <CheckoutTextField {...text("phoneNumber")} label={COPY.labels.phoneNumber} required type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
        </div>
        <p className={styles.note}>
          {COPY.details.privacyNote} <a href={PRIVACY_STATEMENT_PATH}>{COPY.details.privacyLink}</a>.
        </p>
      </fieldset>

      <section className={styles.section} aria-labelledby="zakelijk-titel">
        <h2 id="zakelijk-titel" className={styles.srOnly}>
          {COPY.details.business}
        </h2>
        <label className={styles.switch}>
          <input type="checkbox" role="switch" checked={values.company} onChange={(event) => setValues((current) => ({ ...current, company: event.target.checked }))} />
          <span>{COPY.details.business}</span>
        </label>
        {values.company ? (
          <div className={styles.fields}>
            <p className={`${styles.note} ${styles.wide}`}>{COPY.details.businessNote}</p>
            <CheckoutTextField {...text("companyName")} label={COPY.labels.companyName} required autoComplete="organization" maxLength={100} />
            <CheckoutTextField
              {...text("vatNumber")}
              label={COPY.labels.vatNumber}
              autoCapitalize="characters"
              maxLength={20}
              hint={vatSaid?.kind === "note" ? vatSaid.text : undefined}
              error={errors.vatNumber ?? (vatSaid?.kind === "error" ? vatSaid.text : null)}
            />
          </div>
        ) : null}
      </section>

      <AddressFields
        prefix="shipping"
        title={COPY.details.shipping}
        values={values}
        errors={errors}
        announced={announced}
        lookup={shipping.lookup}
        manual={shippingManual}
        onText={setText}
        onBlur={blurField}
        onCountry={(country) => setValues((current) => ({ ...current, shippingCountry: country, invoiceCountry: current.invoiceAddress ? current.invoiceCountry : country }))}
        onManual={() => setValues((current) => ({ ...current, shippingManualEntry: true }))}
      />

      <div className={styles.section}>
        <Check id="factuuradres-anders" checked={values.invoiceAddress} onChange={(checked) => setValues((current) => ({ ...current, invoiceAddress: checked }))}>
          {COPY.details.invoiceDifferent}
        </Check>
      </div>
      {values.invoiceAddress ? (
        <AddressFields
          prefix="invoice"
          title={COPY.details.invoice}
          values={values}
          errors={errors}
          announced={announced}
          lookup={invoice.lookup}
          manual={invoiceManual}
          onText={setText}
          onBlur={blurField}
          onCountry={(country) => setValues((current) => ({ ...current, invoiceCountry: country }))}
          onManual={() => setValues((current) => ({ ...current, invoiceManualEntry: true }))}
        />
      ) : null}

      {saveFailed ? (
        <p className={styles.fieldError} role="alert">
          {COPY.saveFailed}
        </p>
      ) : null}
      <div className={styles.actions}>
        <IntentLink href={CART_PAGE} className={`${shared.button} ${shared.buttonText} ${styles.buttonBack}`}>
          {COPY.backToCart}
        </IntentLink>
        <button type="submit" className={`${shared.button} ${shared.buttonSuccess} ${styles.buttonNext}`} disabled={saving}>
          {saving ? COPY.saving : COPY.details.next}
        </button>
      </div>
    </form>
  );
});
