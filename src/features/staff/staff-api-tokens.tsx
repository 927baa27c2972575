"use client";

/**
 * A member's API tokens on the staff page: make one (its secret is shown once,
 * here), see when each was last used, revoke one. The list comes rendered from
 * the server; making and revoking need JavaScript, because a new token's secret
 * must not travel in an address (a redirect would put it in the history).
 */
import { type FormEvent, useState } from "react";

import fields from "@/components/layout/plain-form.module.css";
import { dateTimeFormat } from "@/domain/format";
import type { ApiTokenSummary, IssuedApiToken } from "@/domain/staff/staff-views";
import { isApiRequestError, request } from "@/lib/http";
import { useHydrated } from "@/lib/use-hydrated";

import { STAFF_COPY as COPY } from "./copy";
import styles from "./staff.module.css";

const WHEN = dateTimeFormat({ day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Amsterdam" });
const when = (iso: string) => WHEN.format(new Date(iso));

const FAILED = "Dat lukte niet. Probeer het over een paar minuten opnieuw.";
const failure = (error: unknown) => (isApiRequestError(error) ? (error.fieldErrors.name ?? error.message) : FAILED);

export function StaffApiTokens({ initialTokens }: { initialTokens: ApiTokenSummary[] }) {
  const [tokens, setTokens] = useState(initialTokens);
  const [name, setName] = useState("");
  const [issued, setIssued] = useState<IssuedApiToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the script runs the form cannot make a token (a plain submit would only reload the page): the buttons wait for it.
  const hydrated = useHydrated();

  async function make(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const token = await request<IssuedApiToken>("POST", "staff-api-tokens", { body: { name } });
      setIssued(token);
      setTokens((list) => [{ tokenId: token.tokenId, name: token.name, prefix: token.prefix, createdAt: token.createdAt, lastUsedAt: null, revokedAt: null }, ...list]);
      setName("");
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(tokenId: number) {
    setError(null);
    try {
      const { revokedAt } = await request<{ revokedAt: string }>("DELETE", `staff-api-tokens/${tokenId}`);
      setTokens((list) => list.map((token) => (token.tokenId === tokenId ? { ...token, revokedAt } : token)));
      if (issued?.tokenId === tokenId) setIssued(null);
    } catch (caught) {
      setError(failure(caught));
    }
  }

  return (
    <>
      <form className={fields.form} onSubmit={make}>
        <label className={fields.label} htmlFor="staff-token-name">
          {COPY.tokenName}
        </label>
        <div className={fields.row}>
          <input className={fields.input} id="staff-token-name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={60} placeholder="Bijvoorbeeld: kassakoppeling" />
          <button className={fields.button} type="submit" disabled={busy || !hydrated}>
            {COPY.makeToken}
          </button>
        </div>
        <noscript>
          <p className={fields.hint}>{COPY.tokensNeedScript}</p>
        </noscript>
      </form>
      <p role="alert" className={`${fields.message} ${fields.error}`}>
        {error ?? ""}
      </p>
      {issued ? (
        <div role="status" className={`${fields.message} ${fields.success}`}>
          <p>{COPY.newToken}</p>
          <code className={styles.secret} data-testid="new-api-token">
            {issued.token}
          </code>
        </div>
      ) : null}
      {tokens.length === 0 ? (
        <p>{COPY.noTokens}</p>
      ) : (
        <ul className={styles.tokens}>
          {tokens.map((token) => (
            <li key={token.tokenId} className={styles.token}>
              <span>
                <strong>{token.name}</strong> <code>{token.prefix}…</code>
                <span className={styles.tokenMeta}>
                  {COPY.madeOn(when(token.createdAt))} · {token.lastUsedAt ? COPY.lastUsed(when(token.lastUsedAt)) : COPY.neverUsed}
                </span>
              </span>
              {token.revokedAt ? (
                <span className={styles.tokenMeta}>{COPY.revoked}</span>
              ) : (
                <button type="button" className={styles.secondaryButton} disabled={!hydrated} onClick={() => void revoke(token.tokenId)} aria-label={`${COPY.revoke}: ${token.name}`}>
                  {COPY.revoke}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
