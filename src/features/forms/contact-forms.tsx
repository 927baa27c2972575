"use client";
/**
 * The contact page's two forms (issue 23): "Vraag stellen" and "Service of
 * reparatie aanvragen". The choice is a pair of links (`?soort=`), so it works
 * without JavaScript; with it the links switch in place and keep the address.
 */
import type { MouseEvent } from "react";
import { useState } from "react";

import { CONTACT_PAGE } from "@/config/paths";

import { CONTACT_COPY as COPY } from "./copy";
import styles from "./forms.module.css";
import { SentForm } from "./sent-form";

export type ContactChoice = "contact" | "service";

export interface ContactFormsProps {
  initialChoice: ContactChoice;
  /** One form id per form, made for this render (the page is never shared). */
  formIds: Record<ContactChoice, string>;
}

export function ContactForms({ initialChoice, formIds }: ContactFormsProps) {
  const [choice, setChoice] = useState<ContactChoice>(initialChoice);
  const choose = (next: ContactChoice) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChoice(next);
    window.history.replaceState(null, "", `${CONTACT_PAGE}?soort=${next}`);
  };
  return (
    <section aria-labelledby="contact-formulier" className={styles.panel}>
      <h2 id="contact-formulier" className={styles.heading}>
        {COPY.choiceLabel}
      </h2>
      <nav aria-label={COPY.choiceLabel} className={styles.choices}>
        {(["contact", "service"] as const).map((option) => (
          <a key={option} href={`${CONTACT_PAGE}?soort=${option}`} className={styles.choice} aria-current={choice === option ? "page" : undefined} onClick={choose(option)}>
            {COPY.choices[option]}
          </a>
        ))}
      </nav>
      {choice === "service" ? (
        <>
          <noscript>
            <p className={styles.hint}>{COPY.noScript}</p>
          </noscript>
          <SentForm key="service" kind="service" initialFormId={formIds.service} />
        </>
      ) : (
        <SentForm key="contact" kind="contact" initialFormId={formIds.contact} />
      )}
    </section>
  );
}
