"use client";
/**
 * Cookie consent (decisions §7): the banner until the visitor chooses
 * ("Accepteren", "Weigeren", "Zelf kiezen", all three alike, as the Dutch AP
 * asks refusing to be as easy as accepting), the settings dialog that
 * "Cookie-instellingen" opens again, and the tag loaded only with consent.
 *
 * Drawn in the browser only: the page cache serves everyone the same HTML, so
 * the server cannot know the choice. The banner stands fixed over the page, so
 * its late arrival moves nothing (no layout shift), and its text is kept short,
 * so it is never the largest paint of a page. Plain markup and a native
 * <dialog> (focus kept inside, Escape closes, focus given back), no MUI: this
 * loads with every page.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";

import { IntentLink } from "@/components/intent-link";
import { acceptAll, type AnalyticsTag, type ConsentChoice, consentChoice, parseConsent, refuseAll } from "@/domain/privacy/consent";
import { applyConsent, declareConsentDefault } from "@/lib/consent/analytics-tag";
import {
  consentSnapshot,
  OPEN_CONSENT_SETTINGS_EVENT,
  readConsent,
  removeAnalyticsCookies,
  serverConsentSnapshot,
  subscribeToConsent,
  writeConsent,
} from "@/lib/consent/consent-cookie";

import { CONSENT_COPY as COPY } from "./copy";
import styles from "./consent.module.css";

export const COOKIE_STATEMENT_PATH = "/cookies/";

export function ConsentManager({ tag }: { tag: AnalyticsTag }) {
  // undefined until the browser has read the cookie: the server's HTML has neither banner nor dialog.
  const stored = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverConsentSnapshot);
  const choice = stored === undefined ? undefined : parseConsent(stored, new Date());
  const [selection, setSelection] = useState({ analytics: false, marketing: false });
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    declareConsentDefault();
    const earlier = readConsent();
    if (earlier) applyConsent(earlier, tag);
  }, [tag]);

  const openSettings = useCallback(() => {
    const current = readConsent();
    setSelection({ analytics: current?.analytics ?? false, marketing: current?.marketing ?? false });
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  const choose = (made: ConsentChoice) => {
    const bannerWasOpen = choice === null;
    const withdrawn = choice?.analytics === true && !made.analytics;
    writeConsent(made);
    if (withdrawn) removeAnalyticsCookies();
    applyConsent(made, tag);
    if (dialog.current?.open) dialog.current.close();
    // The button that had focus is gone with the banner: focus goes on to the page's content, not to the page's top.
    if (bannerWasOpen) document.getElementById("inhoud")?.focus({ preventScroll: true });
  };

  if (choice === undefined) return null;
  return (
    <>
      {choice === null ? (
        <section className={styles.banner} aria-labelledby={`${id}-banner`} data-testid="consent-banner">
          <h2 id={`${id}-banner`} className={styles.title}>
            {COPY.bannerTitle}
          </h2>
          <p className={styles.text}>
            {COPY.bannerText}{" "}
            <IntentLink href={COOKIE_STATEMENT_PATH} className={styles.link}>
              {COPY.moreLink}
            </IntentLink>
          </p>
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={() => choose(acceptAll(new Date()))}>
              {COPY.accept}
            </button>
            <button type="button" className={styles.button} onClick={() => choose(refuseAll(new Date()))}>
              {COPY.refuse}
            </button>
            <button type="button" className={styles.button} onClick={openSettings}>
              {COPY.choose}
            </button>
          </div>
        </section>
      ) : null}
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-settings`} data-testid="consent-settings">
        <div className={styles.dialogHead}>
          <h2 id={`${id}-settings`} className={styles.title}>
            {COPY.settingsTitle}
          </h2>
          <button type="button" className={styles.close} aria-label={COPY.close} onClick={() => dialog.current?.close()}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p className={styles.text}>{COPY.settingsIntro}</p>
        <fieldset className={styles.categories}>
          <legend className={styles.visuallyHidden}>{COPY.categoriesLegend}</legend>
          <div className={styles.category}>
            <input type="checkbox" id={`${id}-necessary`} checked disabled aria-describedby={`${id}-necessary-text`} />
            <label htmlFor={`${id}-necessary`}>{COPY.necessaryLabel}</label>
            <p id={`${id}-necessary-text`} className={styles.categoryText}>
              {COPY.necessaryText}
            </p>
          </div>
          {(["analytics", "marketing"] as const).map((category) => (
            <div key={category} className={styles.category}>
              <input
                type="checkbox"
                id={`${id}-${category}`}
                checked={selection[category]}
                onChange={(event) => setSelection((current) => ({ ...current, [category]: event.target.checked }))}
                aria-describedby={`${id}-${category}-text`}
              />
              <label htmlFor={`${id}-${category}`}>{COPY.categories[category].label}</label>
              <p id={`${id}-${category}-text`} className={styles.categoryText}>
                {COPY.categories[category].text}
              </p>
            </div>
          ))}
        </fieldset>
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={() => choose(consentChoice(selection, new Date()))}>
            {COPY.save}
          </button>
          <button type="button" className={styles.button} onClick={() => choose(acceptAll(new Date()))}>
            {COPY.accept}
          </button>
          <button type="button" className={styles.button} onClick={() => choose(refuseAll(new Date()))}>
            {COPY.refuse}
          </button>
        </div>
        <p className={styles.text}>
          <IntentLink href={COOKIE_STATEMENT_PATH} className={`${styles.link} ${styles.standaloneLink}`} onClick={() => dialog.current?.close()}>
            {COPY.moreLink}
          </IntentLink>
        </p>
      </dialog>
    </>
  );
}
