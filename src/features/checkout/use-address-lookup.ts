"use client";
/** Looks the address up 400 ms after postal code and house number became valid; a newer question wins over an older answer. */
import { useEffect, useState } from "react";

import { request } from "@/lib/http";

import type { AddressLookupAnswer, AddressLookupInput, AddressLookupState } from "./address";

export const ADDRESS_LOOKUP_DELAY_MS = 400;

export function useAddressLookup(input: AddressLookupInput | null): AddressLookupState {
  const question = input ? JSON.stringify(input) : null;
  const [state, setState] = useState<{ question: string | null; answer: AddressLookupState }>({ question: null, answer: { status: "idle" } });

  useEffect(() => {
    if (!question) return;
    let current = true;
    const timer = setTimeout(() => {
      setState({ question, answer: { status: "loading" } });
      request<AddressLookupAnswer>("POST", "carts/address", { body: JSON.parse(question) as unknown, retries: 1, timeoutMs: 5000 }).then(
        (answer) => {
          if (current) setState({ question, answer: answer && typeof answer === "object" && "status" in answer ? answer : { status: "unavailable" } });
        },
        () => {
          if (current) setState({ question, answer: { status: "unavailable" } });
        },
      );
    }, ADDRESS_LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [question]);

  // An answer to an older question is no answer to this one.
  if (!question) return { status: "idle" };
  return state.question === question ? state.answer : { status: "idle" };
}
