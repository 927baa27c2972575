"use client";
/**
 * Step 2, /bestellen/bezorgen/ (issue 5): delivery or pick-up in Zoeterwoude
 * (one items change: pickUpDiscount on or off on every item), then for delivery
 * a day from the cart's deliveryOptions (a week only where the server offers
 * weeks: for no delivery type, specification §9; domain/cart/delivery-selector.ts);
 * the floor and lift for large appliances; taking the old appliance back (free
 * for a similar one, never pre-ticked). For pick-up: where and when.
 */
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { ButtonLink } from "@/components/links";
import { CART_PAGE } from "@/config/paths";
import { PICK_UP_POINT, SHOP_HOURS } from "@/config/site";
import { initialCalendar, initialQuoteCalendar } from "@/domain/cart/delivery-selector";
import { type DroppedByPickUp, deliveryRestoredSentence, whatDeliveryRestored, whatPickUpDrops } from "@/domain/cart/pick-up-switch";
import { describeSchedule } from "@/domain/opening-hours";
import { useCartActions } from "@/lib/cart/cart-provider";
import type { Cart, CartFieldsPatch } from "@/lib/cart/types";
import { isApiRequestError } from "@/lib/http";

import { CheckoutShell } from "./checkout-shell";
import styles from "./checkout.module.css";
import { CHECKOUT_COPY as COPY } from "./copy";
import { changedFields, customerMessage } from "./field-validation";
import { Check, ErrorSummary } from "./form-parts";
import { deliveryChoiceNotes, firstOfferedDay, takeRetourNote } from "./delivery-choices";
import { fieldId, STEP_HREF } from "./steps";
import { usePendingErrors } from "./use-pending-errors";

// Its code loads when a switch to pick-up would drop something.
const PickUpConfirmDialog = dynamic(() => import("@/components/cart/pick-up-confirm-dialog").then((module) => module.PickUpConfirmDialog), { ssr: false });

const FLOORS = Array.from({ length: 21 }, (_, floor) => floor);

/** `serverCart`: the session's cart as the server found it, or null (server/carts/session-cart-for-page.ts). */
export function DeliveryStep({ serverCart }: { serverCart: Cart | null }) {
  return (
    <CheckoutShell step="bezorgen" serverCart={serverCart}>
      {(cart) => <DeliveryForm key={cart.cartId} cart={cart} />}
    </CheckoutShell>
  );
}

function PickUpPoint({ cart }: { cart: Cart }) {
  return (
    <section className={styles.section} aria-labelledby="afhaalpunt-titel" data-testid="pick-up-point">
      <h2 id="afhaalpunt-titel" className={styles.sectionTitle}>
        {COPY.delivery.pickUpTitle}
      </h2>
      <address className={styles.address}>
        <strong>{PICK_UP_POINT.name}</strong>
        <br />
        {PICK_UP_POINT.street}
        <br />
        {PICK_UP_POINT.postalCode} {PICK_UP_POINT.city}
      </address>
      {cart.deliveryOptions?.pickUp.label ? (
        <p>
          <strong>{COPY.delivery.pickUpWhen}:</strong> {cart.deliveryOptions.pickUp.label}
        </p>
      ) : null}
      <h3 className={styles.legendSmall}>{COPY.delivery.openingHours}</h3>
      <dl className={styles.hours}>
        {describeSchedule(SHOP_HOURS).map((row) => (
          <div key={row.days} className={styles.hoursRow}>
            <dt>{row.days}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{COPY.delivery.pickUpBring}</p>
    </section>
  );
}

function NotAvailable({ cart }: { cart: Cart }) {
  const keys = cart.deliveryOptions?.unavailableItems ?? Object.keys(cart.items);
  return (
    <section className={styles.section} aria-labelledby="niet-leverbaar-titel" role="status">
      <h2 id="niet-leverbaar-titel" className={styles.sectionTitle}>
        {COPY.delivery.notAvailable}
      </h2>
      <p>{COPY.delivery.notAvailableText}</p>
      <ul>
        {keys.map((key) => {
          const product = cart.items[key]?.product;
          return product ? <li key={key}>{`${product.brand.name} ${product.name}`}</li> : null;
        })}
      </ul>
      <ButtonLink href={CART_PAGE} variant="outlined">
        {COPY.backToCart}
      </ButtonLink>
    </section>
  );
}

function DeliveryForm({ cart }: { cart: Cart }) {
  const router = useRouter();
  const { setPickUp, updateFields } = useCartActions();
  const options = cart.deliveryOptions;
  const pickUp = cart.deliveryType === "pickUp";
  const pickUpOffered = cart.deliveryOptionOrder.includes("pickUp");
  const [wantsPickUp, setWantsPickUp] = useState<boolean | null>(null);
  const [switching, setSwitching] = useState(false);
  // Pick-up would drop these: asked first (issue 19, point 3).
  const [asking, setAsking] = useState<readonly DroppedByPickUp[] | null>(null);
  const [restored, setRestored] = useState("");
  // A quote cart offered weeks (a kitchen or renovation, decisions §3) opens on the week calendar.
  const [mode, setMode] = useState<"day" | "week">((cart.quoteRef ? initialQuoteCalendar : initialCalendar)(cart, options?.weeks.length ?? 0));
  const offeredDays = options?.days ?? [];
  const offeredWeeks = options?.weeks ?? [];
  // The first possible day is chosen for the customer, unless a saved day is no longer offered: that is said, not replaced.
  const savedDayGone = Boolean(cart.deliveryDay) && !offeredDays.some((option) => option.date === cart.deliveryDay);
  const [day, setDay] = useState(cart.deliveryDay && !savedDayGone ? cart.deliveryDay : savedDayGone ? "" : firstOfferedDay(offeredDays));
  // Its first possible week is chosen for the customer, as the first day is for a day delivery.
  const [week, setWeek] = useState(cart.deliveryWeek ?? (cart.quoteRef ? (options?.weeks[0]?.week ?? "") : ""));
  const [floor, setFloor] = useState<string>(cart.floor == null ? "" : String(cart.floor));
  const [elevator, setElevator] = useState(cart.elevator === true);
  const [errors, setErrors] = usePendingErrors("bezorgen");
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  // While the switch is under way, the choice shows what was clicked.
  const pickUpShown = switching && wantsPickUp !== null ? wantsPickUp : pickUp;
  const floorShown = !pickUp && cart.disableFloorSelection !== true;
  const chosenDay = offeredDays.some((option) => option.date === day) ? day : "";
  const chosenWeek = offeredWeeks.some((option) => option.week === week) ? week : "";
  const takeRetour = cart.takeRetour === true;
  const notes = deliveryChoiceNotes(cart);

  const switchTo = async (on: boolean) => {
    setWantsPickUp(on);
    setSwitching(true);
    setRestored("");
    try {
      const after = await setPickUp(on);
      if (!on && after) setRestored(deliveryRestoredSentence(whatDeliveryRestored(cart, after)));
    } catch {
      // The provider shows the notice and rolls back.
    } finally {
      setSwitching(false);
    }
  };

  const choose = (on: boolean) => {
    if (on === pickUp || switching) return;
    const dropped = on ? whatPickUpDrops({ items: cart.items, takeRetour: cart.takeRetour, totals: cart.totals }) : [];
    if (dropped.length) setAsking(dropped);
    else void switchTo(on);
  };

  // The take-back is saved at once, so that a switch to pick-up knows it was chosen.
  const chooseTakeRetour = (on: boolean) => void updateFields({ takeRetour: on }).catch(() => undefined);

  const submit = async () => {
    if (saving) return;
    const nextErrors: Record<string, string> = {};
    if (!pickUp) {
      if (options && !options.available) nextErrors.deliveryDay = COPY.delivery.notAvailable;
      else if (mode === "day" && offeredDays.length && !chosenDay) nextErrors.deliveryDay = COPY.delivery.chooseDayError;
      else if (mode === "week" && offeredWeeks.length && !chosenWeek) nextErrors.deliveryWeek = COPY.delivery.chooseWeekError;
      if (floorShown && floor === "") nextErrors.floor = COPY.delivery.floorError;
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length) {
      setAttempt((count) => count + 1);
      return;
    }
    const patch: CartFieldsPatch = pickUp
      ? {}
      : {
          // The server clears the other of the two.
          ...(mode === "day" ? (chosenDay ? { deliveryDay: chosenDay } : {}) : chosenWeek ? { deliveryWeek: chosenWeek } : {}),
          ...(floorShown ? { floor: Number(floor), elevator: Number(floor) > 0 && elevator } : {}),
        };
    const changes = changedFields(patch, cart);
    setSaving(true);
    setSaveFailed(false);
    try {
      if (Object.keys(changes).length) await updateFields(changes);
      router.push(STEP_HREF.betalen);
    } catch (error) {
      setSaving(false);
      if (isApiRequestError(error) && error.status === 422 && Object.keys(error.fieldErrors).length) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [field, customerMessage(field, message)])));
        setAttempt((count) => count + 1);
      } else setSaveFailed(true);
    }
  };

  const summaryErrors = Object.entries(errors).map(([field, errorMessage]) => ({ field, errorMessage }));
  const radio = (name: string, value: string, checked: boolean, onChange: () => void, label: string, note?: string, describedBy?: string, disabled?: boolean) => (
    <label className={`${styles.choice} ${disabled ? styles.choiceDisabled : ""}`} data-focus-ring="around">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} aria-describedby={describedBy} disabled={disabled} />
      <span className={styles.choiceText}>
        <span>{label}</span>
        {note ? <span className={styles.choiceNote}>{note}</span> : null}
      </span>
    </label>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorSummary here={summaryErrors} attempt={attempt} />

      <fieldset className={styles.section} aria-busy={switching || undefined}>
        <legend>{COPY.delivery.how}</legend>
        <ul className={styles.choices}>
          <li>{radio("bezorgwijze", "bezorgen", !pickUpShown, () => choose(false), COPY.delivery.deliver, notes.deliver)}</li>
          <li>{radio("bezorgwijze", "afhalen", pickUpShown, () => choose(true), COPY.delivery.pickUp, pickUpOffered || pickUp ? notes.pickUp : COPY.delivery.pickUpNotOffered, undefined, !pickUpOffered && !pickUp)}</li>
        </ul>
        <p className={styles.note} aria-live="polite" data-testid="delivery-switch-status">
          {wantsPickUp && !switching && !pickUp ? COPY.delivery.pickUpNotOffered : restored || null}
        </p>
        {!pickUp ? (
          <p className={styles.note}>
            <strong>{COPY.delivery.typeNow[cart.deliveryType]}.</strong> {COPY.delivery.optionsOnCart}{" "}
            <ButtonLink href={CART_PAGE} variant="text" size="small" sx={{ minHeight: 24, p: 0, verticalAlign: "baseline" }}>
              {COPY.delivery.changeOptions}
            </ButtonLink>
          </p>
        ) : null}
      </fieldset>

      {pickUp ? (
        <PickUpPoint cart={cart} />
      ) : options && !options.available ? (
        <NotAvailable cart={cart} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="wanneer-titel">
            <h2 id="wanneer-titel" className={styles.sectionTitle}>
              {COPY.delivery.when}
            </h2>
            {mode === "day" ? (
              <fieldset className={styles.fieldsetPlain} id={fieldId("deliveryDay")} aria-describedby={errors.deliveryDay ? "bezorgdag-fout" : undefined}>
                <legend className={styles.legendSmall}>{COPY.delivery.chooseDay}</legend>
                {savedDayGone && !chosenDay ? <p className={styles.note}>{COPY.delivery.savedDayGone}</p> : null}
                {errors.deliveryDay ? (
                  <p id="bezorgdag-fout" className={styles.fieldError} role="alert">
                    {errors.deliveryDay}
                  </p>
                ) : null}
                <ul className={`${styles.choices} ${styles.dayChoices}`} data-testid="delivery-days">
                  {offeredDays.map((option) => {
                    // "woensdag 25 november": the weekday over the date, so that every tile has the same two lines.
                    const [weekday, ...date] = option.label.split(" ");
                    return (
                      <li key={option.date}>
                        <label className={`${styles.choice} ${styles.dayChoice}`} data-focus-ring="around">
                          <input type="radio" name="bezorgdag" value={option.date} checked={chosenDay === option.date} onChange={() => setDay(option.date)} />
                          <span className={styles.dayText}>
                            <span className={styles.weekday}>{weekday}</span> <span>{date.join(" ")}</span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ) : (
              <fieldset className={styles.fieldsetPlain} id={fieldId("deliveryWeek")} aria-describedby={errors.deliveryWeek ? "bezorgweek-fout" : "bezorgweek-uitleg"}>
                <legend className={styles.legendSmall}>{COPY.delivery.chooseWeek}</legend>
                <p id="bezorgweek-uitleg" className={styles.note}>
                  {COPY.delivery.weekNote}
                </p>
                {errors.deliveryWeek ? (
                  <p id="bezorgweek-fout" className={styles.fieldError} role="alert">
                    {errors.deliveryWeek}
                  </p>
                ) : null}
                <ul className={styles.choices} data-testid="delivery-weeks">
                  {offeredWeeks.map((option) => (
                    <li key={option.week}>{radio("bezorgweek", option.week, chosenWeek === option.week, () => setWeek(option.week), option.label)}</li>
                  ))}
                </ul>
              </fieldset>
            )}
            {offeredWeeks.length || mode === "week" ? (
              <button type="button" className={styles.linkButton} onClick={() => setMode(mode === "day" ? "week" : "day")}>
                {mode === "day" ? COPY.delivery.weekInstead : COPY.delivery.dayInstead}
              </button>
            ) : null}
          </section>

          {floorShown ? (
            <section className={styles.section} aria-labelledby="verdieping-titel">
              <h2 id="verdieping-titel" className={styles.sectionTitle}>
                {COPY.delivery.floorTitle}
              </h2>
              <TextField
                select
                id={fieldId("floor")}
                label={COPY.delivery.floor}
                value={floor}
                onChange={(event) => {
                  setFloor(event.target.value);
                  setErrors(({ floor: _gone, ...rest }) => rest);
                }}
                error={Boolean(errors.floor)}
                helperText={errors.floor}
                required
                fullWidth
                slotProps={{ select: { native: true }, inputLabel: { shrink: true }, formHelperText: errors.floor ? { role: "alert" } : {} }}
              >
                <option value="">{COPY.delivery.floorChoose}</option>
                {FLOORS.map((value) => (
                  <option key={value} value={value}>
                    {COPY.delivery.floorName(value)}
                  </option>
                ))}
              </TextField>
              {floor !== "" && Number(floor) > 0 ? (
                <Check id="lift" checked={elevator} onChange={setElevator}>
                  {COPY.delivery.elevator}
                </Check>
              ) : null}
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="oud-apparaat-titel">
            <h2 id="oud-apparaat-titel" className={styles.srOnly}>
              {COPY.delivery.takeRetour}
            </h2>
            <Check id="oud-apparaat" checked={takeRetour} onChange={chooseTakeRetour} note={takeRetourNote(cart.deliveryType)}>
              {COPY.delivery.takeRetour}
            </Check>
          </section>
        </>
      )}

      {asking ? (
        <PickUpConfirmDialog
          dropped={asking}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            void switchTo(true);
          }}
        />
      ) : null}
      {saveFailed ? (
        <p className={styles.fieldError} role="alert">
          {COPY.saveFailed}
        </p>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink href={STEP_HREF.gegevens} variant="text">
          {COPY.back}
        </ButtonLink>
        <Button type="submit" variant="contained" color="success" size="large" disabled={saving || switching}>
          {saving ? COPY.saving : COPY.delivery.next}
        </Button>
      </div>
    </form>
  );
}
