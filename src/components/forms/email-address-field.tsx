/**
 * The e-mail address field of the shop's small sign-up forms (the newsletter,
 * a stock alert): its label, the input as a browser and a password manager
 * expect it (type, autocomplete, the 254 characters an address may have), and
 * the field's own error, tied to it for screen readers. Whatever goes beside
 * the input on its row (the newsletter's button) comes as children.
 */
import type { ReactNode, Ref } from "react";

import fields from "@/components/layout/plain-form.module.css";

interface EmailAddressFieldProps {
  /** The form's own id: the input is `${id}-email`, its error `${id}-error`. */
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  /** The field's error, shown under it; null while the address is fine. */
  error: string | null;
  children?: ReactNode;
}

export function EmailAddressField({ id, label, inputRef, error, children }: EmailAddressFieldProps) {
  return (
    <>
      <label className={fields.label} htmlFor={`${id}-email`}>
        {label}
      </label>
      <div className={fields.row}>
        <input
          ref={inputRef}
          id={`${id}-email`}
          className={fields.input}
          type="email"
          name="emailAddress"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${id}-error` : undefined}
        />
        {children}
      </div>
      {error !== null ? (
        <p id={`${id}-error`} className={fields.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
