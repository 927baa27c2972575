/**
 * What a cart must hold before it may become an order (issue 5, decisions §6,
 * §7): one problem per missing or invalid field, each naming the field, so the
 * API can answer 422 and the checkout can point at the field. Pure: the caller
 * passes what it knows (the delivery days it may offer, the payment methods
 * possible now, the VIES verdict).
 */
import type { Country, PaymentMethod } from "../cart/payment-methods";
import type { CartItems, DeliveryType } from "../cart/types";
import { vatNumberMessage } from "./vat-number-message";

export interface FieldProblem {
  field: string;
  errorMessage: string;
}

export interface OrderCandidate {
  items: CartItems;
  /** Products that can no longer be sold (expired); their item keys. */
  expiredItemKeys: readonly string[];
  deliveryType: DeliveryType;
  fields: {
    firstName?: string | null;
    lastName?: string | null;
    emailAddress?: string | null;
    phoneNumber?: string | null;
    company?: boolean | null;
    companyName?: string | null;
    vatNumber?: string | null;
    paymentMethod?: string | null;
    deliveryDay?: string | null;
    deliveryWeek?: string | null;
    invoiceAddress?: boolean | null;
    [field: string]: unknown;
  };
  acceptedTermsAndConditions: boolean;
  /** The VIES verdict on the VAT number; 'unknown' (an outage) does not stop an order. */
  vatNumberStatus: "valid" | "invalid" | "unknown" | null;
  /** Whether the cart can be delivered at all (in stock or expected, and a delivery day exists). */
  deliverable: boolean;
  /** Items with too little stock and no expected stock date. */
  unavailableItemKeys: readonly string[];
  isSelectableDay: (date: string) => boolean;
  isSelectableWeek: (week: string) => boolean;
  availablePaymentMethods: readonly PaymentMethod[];
}

/** The Dutch sentences, in one place (decisions §8). */
export const REQUIREMENT_COPY = {
  emptyCart: "Je winkelwagen is leeg",
  expired: "Dit product is niet meer leverbaar; haal het uit je winkelwagen",
  required: {
    firstName: "Vul je voornaam in",
    lastName: "Vul je achternaam in",
    emailAddress: "Vul je e-mailadres in",
    phoneNumber: "Vul je telefoonnummer in",
    companyName: "Vul de bedrijfsnaam in",
    vatNumber: "Vul het btw-nummer in",
    Street: "Vul de straat in",
    HouseNumber: "Vul het huisnummer in",
    PostalCode: "Vul de postcode in",
    City: "Vul de plaats in",
    Country: "Kies Nederland of België",
  },
  postalCodeNL: "Een Nederlandse postcode is vier cijfers en twee letters, zoals 2382 AS",
  postalCodeBE: "Een Belgische postcode is vier cijfers, zoals 1000",
  notDeliverable: "Niet alle producten zijn leverbaar; haal de uitverkochte producten uit je winkelwagen",
  unavailable: "Dit product is niet (genoeg) op voorraad; verlaag het aantal of haal het uit je winkelwagen",
  deliveryMoment: "Kies een bezorgdag of een bezorgweek",
  deliveryDay: "Op deze dag kunnen we niet bezorgen; kies een andere dag",
  deliveryWeek: "In deze week kunnen we niet bezorgen; kies een andere week",
  paymentMethod: "Kies een betaalmethode",
  paymentMethodUnavailable: "Deze betaalmethode kan niet bij dit land en deze bezorgwijze; kies een andere",
  terms: "Ga akkoord met de algemene voorwaarden om te bestellen",
} as const;

const ADDRESS_PARTS = ["Street", "HouseNumber", "PostalCode", "City", "Country"] as const;

const blank = (value: unknown) => value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** Rule: every required field of an order is present and valid, else one problem per field. */
export function orderProblems(candidate: OrderCandidate): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { fields } = candidate;
  const problem = (field: string, errorMessage: string) => problems.push({ field, errorMessage });

  const itemKeys = Object.keys(candidate.items);
  if (itemKeys.length === 0) problem("items", REQUIREMENT_COPY.emptyCart);
  for (const key of candidate.expiredItemKeys) problem(`items.${key}.productId`, REQUIREMENT_COPY.expired);

  for (const name of ["firstName", "lastName", "emailAddress", "phoneNumber"] as const) {
    if (blank(fields[name])) problem(name, REQUIREMENT_COPY.required[name]);
  }

  if (fields.company === true) {
    if (blank(fields.companyName)) problem("companyName", REQUIREMENT_COPY.required.companyName);
    if (blank(fields.vatNumber)) problem("vatNumber", REQUIREMENT_COPY.required.vatNumber);
    else {
      // Its form, or VIES's own "no"; VIES out of reach does not stop the order (vat-number-message.ts).
      const message = vatNumberMessage(String(fields.vatNumber), candidate.vatNumberStatus);
      if (message?.kind === "error") problem("vatNumber", message.text);
    }
  }

  // The shipping address is the customer's address even when collecting: it goes on the invoice.
  problems.push(...addressProblems("shipping", fields));
  if (fields.invoiceAddress === true) problems.push(...addressProblems("invoice", fields));

  // Rule: an item without enough stock and without an expected stock date cannot be ordered; it is named.
  for (const key of candidate.unavailableItemKeys) problem(`items.${key}.qty`, REQUIREMENT_COPY.unavailable);
  const stillUndeliverable = !candidate.deliverable && candidate.unavailableItemKeys.length === 0;

  if (candidate.deliveryType !== "pickUp" && itemKeys.length > 0) {
    if (!candidate.deliverable) {
      if (stillUndeliverable) problem("items", REQUIREMENT_COPY.notDeliverable);
    }
    else if (!blank(fields.deliveryDay)) {
      if (!candidate.isSelectableDay(String(fields.deliveryDay))) problem("deliveryDay", REQUIREMENT_COPY.deliveryDay);
    } else if (!blank(fields.deliveryWeek)) {
      if (!candidate.isSelectableWeek(String(fields.deliveryWeek))) problem("deliveryWeek", REQUIREMENT_COPY.deliveryWeek);
    } else problem("deliveryDay", REQUIREMENT_COPY.deliveryMoment);
  } else if (candidate.deliveryType === "pickUp" && stillUndeliverable) {
    problem("items", REQUIREMENT_COPY.notDeliverable);
  }

  if (blank(fields.paymentMethod)) problem("paymentMethod", REQUIREMENT_COPY.paymentMethod);
  else if (!candidate.availablePaymentMethods.includes(fields.paymentMethod as PaymentMethod)) {
    problem("paymentMethod", REQUIREMENT_COPY.paymentMethodUnavailable);
  }

  if (!candidate.acceptedTermsAndConditions) problem("acceptedTermsAndConditions", REQUIREMENT_COPY.terms);
  return problems;
}

/** Rule: an address has street, house number, postal code, city and country, and the postal code fits the country. */
export function addressProblems(prefix: "shipping" | "invoice", fields: OrderCandidate["fields"]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const part of ADDRESS_PARTS) {
    if (blank(fields[`${prefix}${part}`])) problems.push({ field: `${prefix}${part}`, errorMessage: REQUIREMENT_COPY.required[part] });
  }
  const country = fields[`${prefix}Country`] as Country | null | undefined;
  const postalCode = fields[`${prefix}PostalCode`];
  if (typeof postalCode === "string" && country && !postalCodeFitsCountry(postalCode, country)) {
    problems.push({ field: `${prefix}PostalCode`, errorMessage: country === "NL" ? REQUIREMENT_COPY.postalCodeNL : REQUIREMENT_COPY.postalCodeBE });
  }
  return problems;
}

/** Dutch postal codes are "1234 AB", Belgian ones four digits (decisions §8). */
export function postalCodeFitsCountry(postalCode: string, country: Country): boolean {
  return country === "NL" ? /^[1-9]\d{3} [A-Z]{2}$/.test(postalCode) : /^[1-9]\d{3}$/.test(postalCode);
}
