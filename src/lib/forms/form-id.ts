"use client";
/**
 * A form's id in the browser (issue 23, point 4): fetched once when the form
 * appears (GET /api/form-data/id/), carried by its uploads and its submit, and
 * renewed after a successful send so the same form can be filled in again. A
 * page rendered on the server may hand one in (`initial`): the form then works
 * before the script has run, and without it.
 */
import { useCallback, useEffect, useState } from "react";

import { request } from "@/lib/http";

export function useFormId(initial: string | null = null): { formId: string | null; renew: () => void } {
  const [formId, setFormId] = useState<string | null>(initial);
  const [round, setRound] = useState(initial ? 0 : 1);
  useEffect(() => {
    if (round === 0) return;
    let live = true;
    request<{ formId: string }>("GET", "/api/form-data/id/")
      .then((answer) => {
        if (live) setFormId(answer.formId);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [round]);
  const renew = useCallback(() => {
    setFormId(null);
    setRound((current) => current + 1);
  }, []);
  return { formId, renew };
}
