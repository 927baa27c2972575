"use client";
/**
 * The working part of "Aan offerte toevoegen" (quote-admin-button.tsx loads it
 * for staff only): the open quotes being built (requested and draft, from
 * `GET /api/quotes/`), the one chosen remembered for this tab
 * (sessionStorage), and the product added as one line with
 * `POST /api/quotes/{quoteId}/items/`. The answer says where it went, with a
 * link to the quote in the back office.
 */
import { useEffect, useId, useState } from "react";

import { BACK_OFFICE_PAGE } from "@/config/paths";

import styles from "./quote-admin.module.css";

/** The tab's memory of the quote being built (the cookie statement names it). */
export const QUOTE_BEING_BUILT_KEY = "stekker-quote-being-built";

const COPY = {
  toggle: "Aan offerte toevoegen",
  choose: "Offerte",
  add: "Toevoegen",
  loading: "Open offertes worden geladen…",
  none: "Er zijn geen offertes in behandeling.",
  toBackOffice: "Naar de offertes",
  failedToLoad: "De offertes konden niet worden geladen.",
  added: (name: string, quoteId: string) => `${name} staat in offerte ${quoteId}.`,
  open: "Offerte openen",
  failed: "Toevoegen lukte niet.",
  option: (quote: OpenQuote) => `${quote.quoteId} · ${quote.customerName}${quote.companyName ? ` (${quote.companyName})` : ""} · ${quote.statusLabel}`,
};

interface OpenQuote {
  quoteId: string;
  customerName: string;
  companyName: string | null;
  statusLabel: string;
}

type Outcome = { kind: "added"; quoteId: string } | { kind: "failed"; message: string } | null;

function remembered(): string | null {
  try {
    return window.sessionStorage.getItem(QUOTE_BEING_BUILT_KEY);
  } catch {
    return null;
  }
}

function remember(quoteId: string): void {
  try {
    window.sessionStorage.setItem(QUOTE_BEING_BUILT_KEY, quoteId);
  } catch {
    // A tab without storage still adds; it only does not remember the choice.
  }
}

async function readJson(response: Response): Promise<{ data?: unknown; message?: string }> {
  try {
    return (await response.json()) as { data?: unknown; message?: string };
  } catch {
    return {};
  }
}

export function QuoteAdminMenu({ productId, productName }: { productId: number; productName: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [quotes, setQuotes] = useState<OpenQuote[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!open || quotes !== null) return;
    let cancelled = false;
    fetch("/api/quotes/?status=requested,draft&pageSize=50&sort=updatedAt&order=desc", { credentials: "same-origin", headers: { accept: "application/json" }, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await readJson(response)) as { data?: { items?: OpenQuote[] } };
        return body.data?.items ?? [];
      })
      .then((items) => {
        if (cancelled) return;
        setQuotes(items);
        const previous = remembered();
        setChosen(items.some((quote) => quote.quoteId === previous) ? previous! : (items[0]?.quoteId ?? ""));
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [open, quotes]);

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch(`/api/quotes/${encodeURIComponent(chosen)}/items/`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ productId, qty: 1 }),
      });
      const body = await readJson(response);
      if (!response.ok) {
        setOutcome({ kind: "failed", message: body.message ?? COPY.failed });
        return;
      }
      remember(chosen);
      setOutcome({ kind: "added", quoteId: chosen });
    } catch {
      setOutcome({ kind: "failed", message: COPY.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.box} data-testid="quote-admin">
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d="M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8l-6-6zm2 14h-3v3h-2v-3H8v-2h3v-3h2v3h3v2zm-3-7V3.5L18.5 9H13z" />
        </svg>
        {COPY.toggle}
      </button>
      {open ? (
        <div id={`${id}-panel`} className={styles.panel}>
          {loadFailed ? (
            <p className={`${styles.status} ${styles.error}`}>{COPY.failedToLoad}</p>
          ) : quotes === null ? (
            <p className={styles.status}>{COPY.loading}</p>
          ) : quotes.length === 0 ? (
            <p className={styles.status}>
              {COPY.none}{" "}
              <a className={styles.link} href={`${BACK_OFFICE_PAGE}quotes`}>
                {COPY.toBackOffice}
              </a>
            </p>
          ) : (
            <>
              <label className={styles.label} htmlFor={`${id}-quote`}>
                {COPY.choose}
              </label>
              <select id={`${id}-quote`} className={styles.select} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                {quotes.map((quote) => (
                  <option key={quote.quoteId} value={quote.quoteId}>
                    {COPY.option(quote)}
                  </option>
                ))}
              </select>
              <button type="button" className={styles.add} onClick={() => void add()} disabled={busy || !chosen} aria-busy={busy || undefined}>
                {COPY.add}
              </button>
            </>
          )}
          <p className={`${styles.status} ${outcome?.kind === "failed" ? styles.error : ""}`} role="status" aria-live="polite">
            {outcome?.kind === "added" ? (
              <>
                {COPY.added(productName, outcome.quoteId)}{" "}
                <a className={styles.link} href={`${BACK_OFFICE_PAGE}quotes/${encodeURIComponent(outcome.quoteId)}/show`}>
                  {COPY.open}
                </a>
              </>
            ) : outcome?.kind === "failed" ? (
              outcome.message
            ) : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
