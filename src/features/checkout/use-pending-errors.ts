"use client";
/**
 * A step's errors carried over from placing the order (pending-errors.ts), taken
 * after the first render: the step's HTML may carry the cart (issue 24), and
 * hydration must draw what the server drew, which cannot read sessionStorage.
 */
import { type Dispatch, type SetStateAction, useEffect, useState } from "react";

import { takePendingErrors } from "./pending-errors";
import { type CheckoutStepId, fieldStep } from "./steps";

export function usePendingErrors(step: CheckoutStepId): [Record<string, string>, Dispatch<SetStateAction<Record<string, string>>>] {
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    const pending = takePendingErrors((field) => fieldStep(field) === step);
    // Once, after hydration: sessionStorage is outside React, and taking the errors removes them there.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of browser storage that the server's HTML cannot hold
    if (Object.keys(pending).length > 0) setErrors(pending);
  }, [step]);
  return [errors, setErrors];
}
