/**
 * The paths of the shop's own pages that code builds by hand: links, form
 * actions, redirects, the addresses in mails and the payment's way back. One
 * module, so that moving a page is one edit and a typo cannot hide in a string.
 * Every path ends in the slash the router uses; parts and tokens are encoded.
 */

/** A page path with the signed `?token=` of an e-mail's link, when there is one. */
function withToken(path: string, token?: string | null): string {
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** A page path with the outcome code a form sent without JavaScript lands with (`?melding=`), and the part of the page it concerns. */
function withOutcome(path: string, outcome: string, section?: string): string {
  return `${path}?melding=${encodeURIComponent(outcome)}${section ? `#${section}` : ""}`;
}

export const CART_PAGE = "/winkelwagen/";

/** /bestellen/ itself sends the customer on to the first step. */
export const CHECKOUT_PAGE = "/bestellen/";
export const CHECKOUT_STEP_PAGES = {
  gegevens: "/bestellen/gegevens/",
  bezorgen: "/bestellen/bezorgen/",
  betalen: "/bestellen/betalen/",
} as const;

/** An order's page: for the session that placed it without a token, for anyone else with the signed token of the e-mail's link. */
export function orderPagePath(orderRef: string, token?: string | null): string {
  return withToken(`/bestelling/${encodeURIComponent(orderRef)}/`, token);
}

/** An order's withdrawal page (decisions §7), with the same token as its order page. */
export function withdrawalPagePath(orderRef: string, token?: string | null): string {
  return withToken(`/bestelling/${encodeURIComponent(orderRef)}/herroepen/`, token);
}

/** An order's invoice as a PDF download (GET /api/orders/{orderRef}/invoice/), with the same token as its order page. */
export function invoiceDownloadPath(orderRef: string, token?: string | null): string {
  return withToken(`/api/orders/${encodeURIComponent(orderRef)}/invoice/`, token);
}

/** The built-in test provider's payment page, where a tester decides how the payment ends. */
export function testPaymentPagePath(paymentId: string): string {
  return `/betalen/test/${encodeURIComponent(paymentId)}/`;
}

export const NEWSLETTER_PAGE = "/nieuwsbrief/";
export const NEWSLETTER_CONFIRM_PAGE = "/nieuwsbrief/bevestigen/";
export const NEWSLETTER_UNSUBSCRIBE_PAGE = "/nieuwsbrief/afmelden/";

/** The confirmation link's page of a newsletter sign-up (its button confirms; opening it does nothing). */
export function newsletterConfirmPagePath(token: string): string {
  return withToken(NEWSLETTER_CONFIRM_PAGE, token);
}

/** The unsubscribe link's page of every newsletter mail. */
export function newsletterUnsubscribePagePath(token: string): string {
  return withToken(NEWSLETTER_UNSUBSCRIBE_PAGE, token);
}

/** Where a newsletter form sent without JavaScript lands, with its outcome. */
export function newsletterOutcomePath(outcome: string): string {
  return withOutcome(NEWSLETTER_PAGE, outcome);
}

/** The pages behind a stock alert's mail ("Mail me als hij er weer is"): confirm, and stop waiting. */
export const STOCK_ALERT_PAGE = "/weer-op-voorraad/";
export const STOCK_ALERT_CONFIRM_PAGE = "/weer-op-voorraad/bevestigen/";
export const STOCK_ALERT_UNSUBSCRIBE_PAGE = "/weer-op-voorraad/afmelden/";
export function stockAlertConfirmPagePath(token: string): string {
  return withToken(STOCK_ALERT_CONFIRM_PAGE, token);
}
export function stockAlertUnsubscribePagePath(token: string): string {
  return withToken(STOCK_ALERT_UNSUBSCRIBE_PAGE, token);
}
/** Where a stock-alert form sent without JavaScript lands, with its outcome. */
export function stockAlertOutcomePath(outcome: StockAlertOutcome): string {
  return withOutcome(STOCK_ALERT_PAGE, outcome);
}
/** Asking for a quote (issue 22): a kitchen, built-in appliances or a renovation; `?keuken=` names a kitchen. */
export const QUOTE_REQUEST_PAGE = "/offerte-aanvragen/";
export function quoteRequestPagePath(kitchenId?: number | null): string {
  return kitchenId ? `${QUOTE_REQUEST_PAGE}?keuken=${kitchenId}` : QUOTE_REQUEST_PAGE;
}

/** A quote's page: for the session that asked without a token, for anyone else with the signed token of the quote's mail. */
export function quotePagePath(quoteId: string, token?: string | null): string {
  return withToken(`/offerte/${encodeURIComponent(quoteId)}/`, token);
}

/** A sent quote as a PDF download (GET /api/quotes/{quoteId}/pdf/), with the same token as its page. */
export function quotePdfPath(quoteId: string, token?: string | null): string {
  return withToken(`/api/quotes/${encodeURIComponent(quoteId)}/pdf/`, token);
}

/** The kitchens (issue 22): the overview, one kitchen by its slug, and the showroom in Zoeterwoude. */
export const KITCHENS_PAGE = "/keukens/";
export function kitchenPagePath(slug: string): string {
  return `${KITCHENS_PAGE}${encodeURIComponent(slug)}/`;
}
export const SHOWROOM_PAGE = "/keukens/showroom/";

export const STAFF_HOME_PAGE = "/medewerkers/";
export const STAFF_SIGN_IN_PAGE = "/medewerkers/inloggen/";
/** The back office (decisions §12): react-admin's own router lives under this path. */
export const BACK_OFFICE_PAGE = "/beheer/";

/** Issue 23: the contact page with the question and service request forms (`/contact/` answers 301 to it). */
export const CONTACT_PAGE = "/klantenservice/contact/";

/**
 * Where a member goes after signing in when a page sent them to sign in
 * (`?next=`): only the shop's own staff pages, so that the sign-in cannot be
 * used to send someone to another site (`//evil.test`) or anywhere else.
 */
export function staffReturnPath(next: string | null | undefined): string | null {
  if (typeof next !== "string" || next.length > 500) return null;
  if (!next.startsWith(BACK_OFFICE_PAGE) && !next.startsWith(STAFF_HOME_PAGE)) return null;
  // No way out of the path: no backslash (browsers read it as a slash), no control characters, no "..".
  if (/[\\\u0000-\u001f\u007f]/.test(next) || next.replace(/%2e/gi, ".").split(/[/?#]/).includes("..")) return null;
  return next;
}

/** The sign-in page, with the page to come back to after signing in when there is one. */
export function staffSignInPath(next?: string | null): string {
  const back = staffReturnPath(next);
  return back ? `${STAFF_SIGN_IN_PAGE}?next=${encodeURIComponent(back)}` : STAFF_SIGN_IN_PAGE;
}

/** Where a staff form sent without JavaScript lands: the staff home page or the sign-in page, with its outcome and the section it concerns. */
export function staffOutcomePath(page: typeof STAFF_HOME_PAGE | typeof STAFF_SIGN_IN_PAGE, outcome: string, section?: string): string {
  return withOutcome(page, outcome, section);
}

/**
 * The outcomes a form sent without JavaScript can land on (`?melding=`): the API
 * (src/api) names them, the pages (the copy.ts of features/staff and features/newsletter) word them. One list, so
 * that the API cannot send a code the page has no words for.
 */
export const STAFF_OUTCOME_CODES = [
  "onjuiste-gegevens",
  "te-vaak",
  "ongeldige-invoer",
  "niet-gelukt",
  "uitgelogd",
  "taak-hervat",
  "winkel-gekozen",
  "sessie-verlopen",
  "medewerker-toegevoegd",
  "medewerker-gewijzigd",
  "adres-in-gebruik",
  "wachtwoord-zwak",
  "wachtwoord-bekend",
  "wachtwoord-te-raden",
  "wachtwoord-met-adres",
  "wachtwoord-met-naam",
  "wachtwoord-met-winkelnaam",
  "ongeldige-medewerker",
  "laatste-beheerder",
] as const;
export type StaffOutcome = (typeof STAFF_OUTCOME_CODES)[number];

export const NEWSLETTER_OUTCOME_CODES = ["aangemeld", "bevestigd", "afgemeld", "ongeldig-adres", "link-ongeldig", "te-vaak", "niet-gelukt"] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOME_CODES)[number];
export const STOCK_ALERT_OUTCOME_CODES = ["aangemeld", "bevestigd", "al-verstuurd", "afgemeld", "ongeldig-adres", "link-ongeldig", "te-vaak", "niet-gelukt"] as const;
export type StockAlertOutcome = (typeof STOCK_ALERT_OUTCOME_CODES)[number];

/** Issue 23: the review form, opened from the review mail (`?token=`, a verified purchase) or a product page (`?product=`). */
export const REVIEW_PAGE = "/beoordelen/";
export function reviewPagePath(choice: { token: string } | { productId: number }): string {
  return "token" in choice ? `${REVIEW_PAGE}?token=${encodeURIComponent(choice.token)}` : `${REVIEW_PAGE}?product=${choice.productId}`;
}
