/**
 * The three checkout steps (issue 5) and which step owns which cart field, so
 * that a 422 on placing the order can show each error at its field or link to
 * the step where it can be mended. Pure.
 */
import { CART_PAGE, CHECKOUT_STEP_PAGES } from "@/config/paths";

export const CHECKOUT_STEPS = [
  { id: "gegevens", href: CHECKOUT_STEP_PAGES.gegevens },
  { id: "bezorgen", href: CHECKOUT_STEP_PAGES.bezorgen },
  { id: "betalen", href: CHECKOUT_STEP_PAGES.betalen },
] as const;

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]["id"];
/** Where a field lives: a checkout step, or the cart page (items and their options). */
export type FieldPlace = CheckoutStepId | "winkelwagen";

export const STEP_HREF: Record<FieldPlace, string> = {
  ...CHECKOUT_STEP_PAGES,
  winkelwagen: CART_PAGE,
};

const DETAILS = new Set(["firstName", "lastName", "emailAddress", "phoneNumber", "company", "companyName", "vatNumber", "invoiceAddress"]);
const DELIVERY = new Set(["deliveryDay", "deliveryWeek", "deliveryType", "floor", "elevator", "takeRetour"]);

/** The step of a field as the API names it (`shippingPostalCode`, `items.123.qty`); an error without a field belongs to the last step. */
export function fieldStep(field: string | undefined): FieldPlace {
  if (!field) return "betalen";
  const name = field.split(".")[0] ?? field;
  if (name === "items" || name === "quoteRef") return "winkelwagen";
  if (DETAILS.has(name) || /^(shipping|invoice)[A-Z]/.test(name)) return "gegevens";
  if (DELIVERY.has(name)) return "bezorgen";
  return "betalen";
}

export interface FieldError {
  field?: string;
  errorMessage: string;
}

export interface StepErrors {
  step: FieldPlace;
  href: string;
  errors: FieldError[];
}

/** The errors of the current step, and those of other places grouped per place in step order. */
export function splitErrorsByStep(errors: readonly FieldError[], current: CheckoutStepId): { here: FieldError[]; elsewhere: StepErrors[] } {
  const here: FieldError[] = [];
  const byPlace = new Map<FieldPlace, FieldError[]>();
  for (const error of errors) {
    const place = fieldStep(error.field);
    if (place === current) here.push(error);
    else byPlace.set(place, [...(byPlace.get(place) ?? []), error]);
  }
  const order: FieldPlace[] = ["winkelwagen", "gegevens", "bezorgen", "betalen"];
  const elsewhere = order.filter((place) => byPlace.has(place)).map((place) => ({ step: place, href: STEP_HREF[place], errors: byPlace.get(place) ?? [] }));
  return { here, elsewhere };
}

/** The element id of a field's input, so that an error summary can link to it. */
export const fieldId = (field: string) => `veld-${field}`;
