"use client";
import { type FormEvent, type ReactNode, useState } from "react";

import type { AddedChoice } from "@/components/product/added-to-cart-dialog";
import { AddedToCartDialog } from "@/components/product/lazy-dialogs";
import { useAddToCart } from "@/components/product/use-add-to-cart";
import { CART_PAGE } from "@/config/paths";
import type { AddToCartProduct } from "@/lib/cart/types";

import type { PricedOption, ProductOptions } from "@/domain/catalogue/product-detail";
import { formatEuro, formatPrice } from "@/domain/money";

import { BUY_BUTTON_ID, BUY_FORM_ID } from "./buy-bar";
import { COPY, OPTION_TEXT } from "./copy";
import styles from "./product.module.css";
import shared from "@/components/layout/shared.module.css";

type OptionKey = "assembly" | "extraService" | "extraWarranty" | "pickUp";

/** Assembly, extra service and pick-up exclude each other (seed-spec §4); extra warranty goes with any. */
const EXCLUSIVE: readonly OptionKey[] = ["assembly", "extraService", "pickUp"];

/** The form's field names: without JavaScript the form still sends the choices to the cart page. */
const FIELD: Record<OptionKey, string> = { assembly: "montage", extraService: "extra-service", extraWarranty: "extra-garantie", pickUp: "afhalen" };

export interface OptionInformation {
  title: string;
  body: string;
}

interface OptionsBoxProps {
  productId: number;
  /** What the cart and its confirmation need to know of the product. */
  cartProduct: AddToCartProduct;
  priceCents: number;
  options: ProductOptions;
  builtIn: boolean;
  /** 'Meer info' texts from the shop's information, by option. */
  information?: Partial<Record<OptionKey, OptionInformation>>;
  disabled?: boolean;
  /** Staff's own buttons beside "In winkelwagen" (issue 22: "Aan offerte toevoegen"); nothing for a guest. */
  staffActions?: ReactNode;
}

interface Row {
  key: OptionKey;
  label: string;
  /** Positive: costs; negative: a discount. */
  amountCents: number;
  free: boolean;
  /** Free and not to be turned off: part of the product, not a choice. */
  included: boolean;
  note?: string;
  info: string;
}

function row(key: Exclude<OptionKey, "pickUp">, option: PricedOption | null, label: string, info: string, note?: string): Row | null {
  if (!option) return null;
  return { key, label, amountCents: option.free ? 0 : option.priceCents, free: option.free, included: option.free && !option.dismissable, info, ...(note ? { note } : {}) };
}

/**
 * 'Extra opties kiezen' (id `extra-opties`): assembly, extra service, extra
 * warranty and the pick-up discount, each with its price. Nothing is ticked in
 * advance (decisions §7); free options say so. The button adds the product with
 * the ticked options to the cart; without JavaScript the form still sends them.
 * A product without options gets the button alone: no heading promising
 * choices, no total that only repeats the price above it.
 */
export function OptionsBox({ productId, cartProduct, priceCents, options, builtIn, information = {}, staffActions, disabled = false }: OptionsBoxProps) {
  const { add, busy, added, closeDialog } = useAddToCart(cartProduct);
  const [chosen, setChosen] = useState<Record<OptionKey, boolean>>({ assembly: false, extraService: false, extraWarranty: false, pickUp: false });
  const [submitted, setSubmitted] = useState<{ choices: AddedChoice[]; totalCents: number } | null>(null);

  const rows = [
    row(
      "assembly",
      options.assembly,
      builtIn ? OPTION_TEXT.assembly.builtIn : OPTION_TEXT.assembly.label,
      information.assembly?.body ?? (builtIn ? OPTION_TEXT.assembly.builtInText : OPTION_TEXT.assembly.text),
      options.assembly?.secondaryPriceCents !== undefined && !options.assembly.free && options.assembly.secondaryPriceCents !== options.assembly.priceCents
        ? COPY.secondary(options.assembly.secondaryPriceCents)
        : undefined,
    ),
    row("extraService", options.extraService, OPTION_TEXT.extraService.label, information.extraService?.body ?? OPTION_TEXT.extraService.text),
    row("extraWarranty", options.extraWarranty, OPTION_TEXT.extraWarranty.label, information.extraWarranty?.body ?? OPTION_TEXT.extraWarranty.text, OPTION_TEXT.extraWarranty.term),
    options.pickUpDiscountCents
      ? ({ key: "pickUp", label: OPTION_TEXT.pickUp.label, amountCents: -options.pickUpDiscountCents, free: false, included: false, info: information.pickUp?.body ?? OPTION_TEXT.pickUp.text } satisfies Row)
      : null,
  ].filter((candidate): candidate is Row => candidate !== null);

  const toggle = (key: OptionKey, on: boolean) =>
    setChosen((previous) => {
      const next = { ...previous, [key]: on };
      if (on && EXCLUSIVE.includes(key)) for (const other of EXCLUSIVE) if (other !== key) next[other] = false;
      return next;
    });

  const total = priceCents + rows.reduce((sum, r) => (chosen[r.key] && !r.included ? sum + r.amountCents : sum), 0);
  const exclusiveLabels = rows.filter((r) => EXCLUSIVE.includes(r.key) && !r.included).map((r, index) => (index === 0 ? r.label : lowerFirst(r.label)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the dialog confirms: the choice as it was sent, not as it may be changed while it is open.
    setSubmitted({ choices: rows.filter((r) => chosen[r.key] && !r.included).map((r) => ({ label: r.label, amountCents: r.amountCents })), totalCents: total });
    const included = (key: OptionKey) => rows.some((r) => r.key === key && !r.included) && chosen[key];
    void add({ assembly: included("assembly"), extraService: included("extraService"), extraWarranty: included("extraWarranty"), pickUpDiscount: included("pickUp") });
  };

  const hasOptions = rows.length > 0;
  return (
    <section id="extra-opties" className={hasOptions ? styles.optionsBox : styles.buyBox} aria-labelledby="extra-opties-title" tabIndex={-1}>
      <h2 id="extra-opties-title" className={hasOptions ? styles.optionsTitle : shared.visuallyHidden}>
        {hasOptions ? COPY.optionsTitle : COPY.buyTitle}
      </h2>
      <form id={BUY_FORM_ID} method="get" action={CART_PAGE} onSubmit={onSubmit}>
        <input type="hidden" name="product" value={productId} />
        {hasOptions ? (
          <fieldset className={styles.optionsFieldset}>
            <legend className={styles.optionsLegend}>
              {COPY.optionsIntro}
              {exclusiveLabels.length > 1 ? ` ${COPY.exclusiveNote(exclusiveLabels)}` : ""}
            </legend>
            <ul className={styles.optionList}>
              {rows.map((r) => {
                const id = `optie-${r.key}`;
                return (
                  <li key={r.key} className={styles.option}>
                    {r.included ? (
                      <div className={styles.optionRow}>
                        <span className={styles.includedMark} aria-hidden>
                          ✓
                        </span>
                        <span className={styles.optionLabel}>{r.label}</span>
                        <span className={styles.optionPriceFree}>{COPY.included}</span>
                      </div>
                    ) : (
                      <div className={styles.optionRow}>
                        <input
                          id={id}
                          type="checkbox"
                          name={FIELD[r.key]}
                          value="ja"
                          checked={chosen[r.key]}
                          onChange={(event) => toggle(r.key, event.target.checked)}
                          className={styles.checkbox}
                          aria-describedby={r.note ? `${id}-note` : undefined}
                        />
                        <label htmlFor={id} className={styles.optionLabel}>
                          {r.label}
                          {/* Parentheses, not a comma: the hidden span is positioned, so the name gets a space before it. */}
                          <span className={shared.visuallyHidden}>
                            (
                            {r.free
                              ? COPY.free.toLowerCase()
                              : r.amountCents < 0
                                ? `korting ${formatEuro(-r.amountCents)}`
                                : COPY.optionPriceSpoken(r.amountCents)}
                            )
                          </span>
                        </label>
                        <span aria-hidden className={r.free || r.amountCents < 0 ? styles.optionPriceFree : styles.optionPrice}>
                          {r.free ? COPY.free : r.amountCents < 0 ? `- ${formatPrice(-r.amountCents)}` : COPY.optionPrice(r.amountCents)}
                        </span>
                      </div>
                    )}
                    {r.note ? (
                      <p id={`${id}-note`} className={styles.optionNote}>
                        {r.note}
                      </p>
                    ) : null}
                    <details className={styles.moreInfo}>
                      <summary>
                        {COPY.moreInfo}
                        <span className={shared.visuallyHidden}> over {lowerFirst(r.label)}</span>
                      </summary>
                      <p>{r.info}</p>
                    </details>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
        {hasOptions ? (
          <div className={styles.optionsTotal}>
            <span>{COPY.total}</span>
            <output htmlFor={rows.filter((r) => !r.included).map((r) => `optie-${r.key}`).join(" ")} aria-live="polite" className={styles.optionsTotalPrice}>
              <span aria-hidden>{formatPrice(total)}</span>
              <span className={shared.visuallyHidden}>{formatEuro(total)}</span>
            </output>
          </div>
        ) : null}
        <button id={BUY_BUTTON_ID} type="submit" className={styles.addToCart} disabled={disabled} aria-busy={busy || undefined} data-testid="options-add-to-cart">
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2zM1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1.003 1.003 0 0 0 20 4H5.21l-.94-2H1zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2z" />
          </svg>
          {COPY.addToCart}
        </button>
        {staffActions}
        <p className={styles.cartNote}>{COPY.cartNote}</p>
      </form>
      {added ? <AddedToCartDialog product={cartProduct} onClose={closeDialog} offerOptions={false} choices={submitted?.choices} totalCents={submitted?.totalCents} /> : null}
    </section>
  );
}

/** "Zelf afhalen in Zoeterwoude" mid-sentence: only the first letter goes down, a place name keeps its capital. */
const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
