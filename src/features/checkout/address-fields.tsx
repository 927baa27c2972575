"use client";
/** The address block of the details step, for the shipping and the invoice address alike. */
import type { AddressLookupState, AddressPrefix } from "./address";
import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import type { DetailsTextField, DetailsValues } from "./details-model";
import type { Country } from "./field-validation";
import { CheckoutTextField } from "./form-parts";
import { fieldId } from "./steps";

interface AddressFieldsProps {
  prefix: AddressPrefix;
  title: string;
  values: DetailsValues;
  errors: Readonly<Record<string, string>>;
  announced: string | null;
  lookup: AddressLookupState;
  manual: boolean;
  onText: (field: DetailsTextField, value: string) => void;
  onBlur: (field: DetailsTextField, value: string) => void;
  onCountry: (country: Country) => void;
  onManual: () => void;
}

export function AddressFields({ prefix, title, values, errors, announced, lookup, manual, onText, onBlur, onCountry, onManual }: AddressFieldsProps) {
  const section = prefix === "shipping" ? "shipping" : "billing";
  const country = values[`${prefix}Country`];
  const field = (part: "PostalCode" | "HouseNumber" | "HouseNumberAddition" | "Street" | "City") => `${prefix}${part}` as DetailsTextField;
  const text = (part: "PostalCode" | "HouseNumber" | "HouseNumberAddition" | "Street" | "City") => ({
    name: field(part),
    value: values[field(part)],
    error: errors[field(part)] ?? null,
    announce: announced === field(part),
    onChange: (value: string) => onText(field(part), value),
    onBlur: (value: string) => onBlur(field(part), value),
  });
  const additionsId = `${prefix}-toevoegingen`;
  const additions = lookup.status === "found" ? lookup.additions : [];
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      <fieldset className={styles.fieldsetPlain} id={fieldId(`${prefix}Country`)}>
        <legend className={styles.legendSmall}>{COPY.details.country}</legend>
        <div className={styles.inlineChoices}>
          {(["NL", "BE"] as const).map((code) => (
            <label key={code} className={styles.check}>
              <input type="radio" name={`${prefix}Country`} value={code} checked={country === code} onChange={() => onCountry(code)} />
              <span>{COPY.details.countries[code]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.addressRow}>
        <CheckoutTextField {...text("PostalCode")} label={COPY.labels.postalCode} required autoComplete={`${section} postal-code`} autoCapitalize="characters" maxLength={7} />
        <CheckoutTextField {...text("HouseNumber")} label={COPY.labels.houseNumber} required inputMode="numeric" maxLength={6} />
        <CheckoutTextField {...text("HouseNumberAddition")} label={COPY.labels.houseNumberAddition} maxLength={10} list={additions.length ? additionsId : undefined} hint={additions.length ? COPY.details.additionsHint(additions) : undefined} />
      </div>
      {additions.length ? (
        <datalist id={additionsId}>
          {additions.map((addition) => (
            <option key={addition} value={addition} />
          ))}
        </datalist>
      ) : null}
      <div aria-live="polite">
        {!manual && lookup.status === "loading" ? <p className={styles.note}>{COPY.details.lookingUp}</p> : null}
        {!manual && lookup.status === "found" ? (
          <p className={styles.found} data-testid={`${prefix}-address-found`}>
            {COPY.details.found(lookup.street, `${lookup.houseNumber}${lookup.houseNumberAddition ? ` ${lookup.houseNumberAddition}` : ""}`, lookup.postalCode, lookup.city)}
          </p>
        ) : null}
        {lookup.status === "notFound" ? <p className={styles.note}>{COPY.details.notFound}</p> : null}
        {lookup.status === "unavailable" ? <p className={styles.note}>{COPY.details.unavailable}</p> : null}
      </div>
      {manual ? (
        <>
          <p className={styles.note}>{COPY.details.fillYourself}</p>
          <div className={styles.fields}>
            <CheckoutTextField {...text("Street")} label={COPY.labels.street} required autoComplete={`${section} address-line1`} maxLength={100} />
            <CheckoutTextField {...text("City")} label={COPY.labels.city} required autoComplete={`${section} address-level2`} maxLength={100} />
          </div>
        </>
      ) : (
        <button type="button" className={styles.linkButton} onClick={onManual}>
          {COPY.details.manualEntry}
        </button>
      )}
    </fieldset>
  );
}
