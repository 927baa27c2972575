"use client";
/**
 * Step 1, /bestellen/gegevens/ (issue 5): contact details, ordering as a
 * business (VAT number checked by the server: VIES), the shipping address with
 * the postal-code look-up, and an invoice address when it differs. Each field
 * is checked on leaving it with the shared schema; "Verder naar bezorgen" checks
 * all, saves only what changed and goes on.
 */
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { ButtonLink } from "@/components/links";
import { CART_PAGE } from "@/config/paths";
import { PRIVACY_STATEMENT_PATH } from "@/config/site";
import { vatNumberMessage } from "@/domain/checkout/vat-number-message";
import { useCart } from "@/lib/cart/cart-provider";
import type { Cart } from "@/lib/cart/types";
import { isApiRequestError } from "@/lib/http";

import { type AddressLookupState, type AddressPrefix, addressLookupInput, errorsToShow, needsManualAddress } from "./address";
import { AddressFields } from "./address-fields";
import { CheckoutShell } from "./checkout-shell";
import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import { type DetailsTextField, type DetailsValues, detailsPatch, detailsRules, detailsValues } from "./details-model";
import { changedFields, checkField, checkFields, type Country, customerMessage } from "./field-validation";
import { Check, CheckoutTextField, ErrorSummary } from "./form-parts";
import { takePendingErrors } from "./pending-errors";
import { fieldStep, STEP_HREF } from "./steps";
import { useAddressLookup } from "./use-address-lookup";

export function DetailsStep() {
  return <CheckoutShell step="gegevens">{(cart) => <DetailsForm key={cart.cartId} cart={cart} />}</CheckoutShell>;
}

/** The look-up of one address, and whether its street and city are typed in. */
function useAddress(prefix: AddressPrefix, values: DetailsValues, cart: Cart) {
  const country = values[`${prefix}Country`];
  const input = addressLookupInput(country, values[`${prefix}PostalCode`], values[`${prefix}HouseNumber`], values[`${prefix}HouseNumberAddition`]);
  const lookup: AddressLookupState = useAddressLookup(values.invoiceAddress || prefix === "shipping" ? input : null);
  // The address the cart already holds needs no new look-up to go on.
  const saved =
    input !== null &&
    cart[`${prefix}PostalCode`] === input.postalCode &&
    String(cart[`${prefix}HouseNumber`] ?? "") === input.houseNumber &&
    (cart[`${prefix}HouseNumberAddition`] ?? null) === input.houseNumberAddition &&
    Boolean(cart[`${prefix}Street`]) &&
    Boolean(cart[`${prefix}City`]);
  return { lookup, saved };
}

function DetailsForm({ cart }: { cart: Cart }) {
  const router = useRouter();
  const { updateFields, appState } = useCart();
  const ipCountry: Country = appState?.ipCountry === "BE" ? "BE" : "NL";
  const [values, setValues] = useState<DetailsValues>(() => detailsValues(cart, ipCountry));
  const [errors, setErrors] = useState<Record<string, string>>(() => takePendingErrors((field) => fieldStep(field) === "gegevens"));
  const [announced, setAnnounced] = useState<string | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const shipping = useAddress("shipping", values, cart);
  const invoice = useAddress("invoice", values, cart);
  const showManual = (prefix: AddressPrefix, address: { lookup: AddressLookupState }) =>
    needsManualAddress(values[`${prefix}Country`], values[`${prefix}ManualEntry`], address.lookup) || Boolean(errors[`${prefix}Street`] || errors[`${prefix}City`]);
  const shippingManual = showManual("shipping", shipping);
  const invoiceManual = showManual("invoice", invoice);

  const rules = detailsRules(values);

  const setText = (field: DetailsTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
    // An error goes as soon as the field is right; a new one waits until the customer leaves the field.
    if (errors[field] && !checkField(field, value, rules[field] ?? {}).error) {
      setErrors(({ [field]: _gone, ...rest }) => rest);
    }
  };

  const blur = (field: DetailsTextField, value: string) => {
    const rule = rules[field];
    if (!rule) return;
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
    if (saving) return;
    const current = withFoundAddress(values);
    const checked = checkFields(current, rules);
    const nextErrors = errorsToShow(checked.errors, { shipping: shippingManual, invoice: invoiceManual });
    const lookingUp = (address: ReturnType<typeof useAddress>, manual: boolean, prefix: AddressPrefix) =>
      !manual && !address.saved && address.lookup.status !== "found" && !nextErrors[`${prefix}PostalCode`] && !nextErrors[`${prefix}HouseNumber`];
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
    onBlur: (value: string) => blur(field, value),
  });

  const summaryErrors = Object.entries(errors).map(([field, errorMessage]) => ({ field, errorMessage }));
  // What is known of the number on screen: its form, then VIES's answer (domain/checkout/vat-number-message.ts).
  const vatSaid = values.company && cart.vatNumber && cart.vatNumber === values.vatNumber.toUpperCase().replace(/[\s.]/g, "") ? vatNumberMessage(cart.vatNumber, cart.vatNumberStatus) : null;

  return (
    <form
      noValidate
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
        <FormControlLabel
          control={<Switch checked={values.company} onChange={(event) => setValues((current) => ({ ...current, company: event.target.checked }))} />}
          label={COPY.details.business}
          sx={{ minHeight: 44, ml: 0 }}
        />
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
        onBlur={blur}
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
          onBlur={blur}
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
        <ButtonLink href={CART_PAGE} variant="text">
          {COPY.backToCart}
        </ButtonLink>
        <Button type="submit" variant="contained" color="success" size="large" disabled={saving}>
          {saving ? COPY.saving : COPY.details.next}
        </Button>
      </div>
    </form>
  );
}
