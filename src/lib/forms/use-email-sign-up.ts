"use client";

/**
 * What the shop's small e-mail sign-up forms (the newsletter, a stock alert)
 * do when sent with JavaScript: check the address with the API's own schema
 * (loaded only then: the footer's form is on every page, zod is not), post it,
 * and keep the outcome for the form to say in place. An address the schema or
 * the server refuses puts the focus back in the field.
 */
import { type FormEvent, useRef, useState } from "react";

import { isApiRequestError, request } from "@/lib/http";

export type SignUpState = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "invalid"; text: string } | { kind: "failed"; text: string };

export interface EmailSignUp {
  /** The API resource, as `request` names it: "newsletter-subscribers". */
  resource: string;
  /** What goes with the address: `{ productId }`. */
  extraBody?: Record<string, unknown>;
  /** Said of an address the schema refuses without a sentence of its own. */
  invalidText: string;
  /** Said when the server told nothing a shopper can act on (offline, a timeout). */
  failedText: string;
  /** Statuses whose own sentence the shopper sees (a limit, an outage). */
  toldStatuses: readonly number[];
  /** The outcome a form without JavaScript came back with. */
  initial?: SignUpState;
}

export function useEmailSignUp({ resource, extraBody, invalidText, failedText, toldStatuses, initial }: EmailSignUp) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SignUpState>(initial ?? { kind: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { newsletterEmailAddress } = await import("@/schemas/newsletter");
    const checked = newsletterEmailAddress.safeParse(new FormData(form).get("emailAddress") ?? "");
    if (!checked.success) {
      setState({ kind: "invalid", text: checked.error.issues[0]?.message ?? invalidText });
      input.current?.focus();
      return;
    }
    setState({ kind: "sending" });
    try {
      await request("POST", resource, { body: { ...extraBody, emailAddress: checked.data } });
      form.reset();
      setState({ kind: "sent" });
    } catch (error) {
      if (isApiRequestError(error) && error.fieldErrors.emailAddress) {
        setState({ kind: "invalid", text: error.fieldErrors.emailAddress });
        input.current?.focus();
      } else {
        const told = isApiRequestError(error) && toldStatuses.includes(error.status);
        setState({ kind: "failed", text: told ? error.message : failedText });
      }
    }
  }

  return { state, input, submit };
}
