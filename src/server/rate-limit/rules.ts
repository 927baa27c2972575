/**
 * Every rate limit of the shop, with its numbers, in one place (issue 17).
 * A rule counts hits per subject (a client address, a session, a staff
 * account, or an account and address together) in a fixed window; the writes
 * on a shopper's way to an order count per session and per address together
 * (shopper-rate-limit.ts), so that a crowd behind one address gets through; the hit over `limit` gets the Dutch 429
 * with Retry-After (rate-limit.ts). The numbers leave room for what a person
 * does with the shop and refuse what only a script does.
 */
import type { RateLimitRule } from "./rate-limit";
import type { ShopperRateLimit } from "./shopper-rate-limit";

const MINUTE = 60_000;

/**
 * A session that loaded a page before (it came back with its cookie for the app
 * state, which every page load asks for) within this window has browsed: its
 * writes count per session and under the address's ceiling, not under the
 * budget for new sessions (shopper-rate-limit.ts). `limit` is the number of
 * earlier page loads that makes a session a browsing one. Never refuses.
 */
export const SESSION_PAGE_LOADS: RateLimitRule = { name: "session-page-loads", limit: 1, windowMs: 60 * MINUTE };

/**
 * New carts. A visit makes one (the browser makes the cart with the first
 * product, src/lib/cart), and another after an order. Per session ten in ten
 * minutes is a shopper with room to spare and stops a script that keeps one
 * cookie. A shopper who adds a product on the page they landed on has a new
 * session; a script that starts a session for each cart has too: a hundred of
 * those per address in ten minutes is a crowd's landings twice over (a
 * quarter of 200 shoppers), and five carts a minute for such a script. The
 * ceiling per address, a thousand, is 200 shoppers with two carts each,
 * more than twice, and bounds a script that browses like a shopper to under
 * two carts a second (it was 300 a second before any limit).
 */
export const CART_CREATION: ShopperRateLimit = {
  perSession: { name: "cart-creation-session", limit: 10, windowMs: 10 * MINUTE },
  newSessionsPerAddress: { name: "cart-creation-new-sessions", limit: 100, windowMs: 10 * MINUTE },
  perAddress: { name: "cart-creation-address", limit: 1000, windowMs: 10 * MINUTE },
};

/**
 * Changes to carts, placing the order included. A checkout sends a few dozen
 * (each field, each item), and a changed VAT number is a VIES lookup: 300 in ten
 * minutes per session is far beyond a shopper and keeps one session from using
 * the shop as a VIES proxy or a database load generator. A new session changes
 * the cart it just made once or twice before its next page; 300 per address
 * for those. The ceiling, 10,000 per address in ten minutes (17 a second), is
 * 200 shoppers with 50 changes each.
 */
export const CART_CHANGES: ShopperRateLimit = {
  perSession: { name: "cart-changes-session", limit: 300, windowMs: 10 * MINUTE },
  newSessionsPerAddress: { name: "cart-changes-new-sessions", limit: 300, windowMs: 10 * MINUTE },
  perAddress: { name: "cart-changes-address", limit: 10_000, windowMs: 10 * MINUTE },
};

/**
 * Address look-ups: each is a request to the PDOK Locatieserver. A form asks
 * once per postal code and number typed: thirty a minute per session. The
 * checkout comes after other pages, so a session without an earlier page load
 * (the quote form it landed on, or a script) shares thirty a minute with its
 * address, as every look-up did before. "Has browsed" costs a script one page
 * load, so the ceiling is what really holds a script back: 120 a minute per
 * address, three times the 40 a minute of 200 checkouts in ten minutes, and at
 * most two a second to PDOK.
 */
export const ADDRESS_LOOKUP: ShopperRateLimit = {
  perSession: { name: "address-lookup-session", limit: 30, windowMs: MINUTE },
  newSessionsPerAddress: { name: "address-lookup-new-sessions", limit: 30, windowMs: MINUTE },
  perAddress: { name: "address-lookup-address", limit: 120, windowMs: MINUTE },
};

/**
 * Batches of browser errors per client address. The browser's logger sends at
 * most one batch every few seconds (src/lib/logger.ts); the token it sends is
 * public, so this and the body limit below are what stop a script from filling
 * the server's log.
 */
export const CLIENT_LOG_BATCHES: RateLimitRule = { name: "client-log-batches", limit: 30, windowMs: MINUTE };

/** What one batch of browser errors may hold, and so write to the log: 25 entries with a message and a little context each. */
export const CLIENT_LOG_BATCH_BYTES = 64 * 1024;

/**
 * Newsletter sign-ups through the form per client address: each one mails
 * someone, so a script must not be able to mail thousands of strangers through
 * the shop. Ten an hour leaves room for a household or an office behind one address.
 */
export const NEWSLETTER_SIGN_UP: RateLimitRule = { name: "newsletter-sign-up", limit: 10, windowMs: 60 * MINUTE };

/**
 * "Mail me als hij er weer is" sign-ups per client address: like the
 * newsletter's, each one mails someone a confirmation link. Ten an hour is a
 * household waiting for a few sold-out appliances, not a script mailing strangers.
 */
export const STOCK_ALERT_SIGN_UP: RateLimitRule = { name: "stock-alert-sign-up", limit: 10, windowMs: 60 * MINUTE };

/**
 * Quote requests per client address (issue 22): each one stores up to 50 MB of
 * photos and mails the customer and the shop. A household asks for one or two
 * quotes and may send one again after a typo; five an hour is that with room,
 * and keeps a script from filling the database or mailing strangers.
 */
export const QUOTE_REQUESTS: RateLimitRule = { name: "quote-requests", limit: 5, windowMs: 60 * MINUTE };

/**
 * Showroom visit requests per client address (issue 22): each stores a request
 * staff call back on and mails a confirmation. Five an hour is a household
 * trying a few days, not a script filling the showroom's agenda.
 */
export const SHOWROOM_VISIT_REQUESTS: RateLimitRule = { name: "showroom-visit-requests", limit: 5, windowMs: 60 * MINUTE };

/**
 * Sent forms (issue 23: a question, a service request, an application) per
 * client address: each one is stored and mails the shop and the customer.
 * Five an hour is a customer who sends a question and a service request and
 * corrects a typo, not a script mailing strangers through the shop.
 */
export const FORM_DATA: RateLimitRule = { name: "form-data", limit: 5, windowMs: 60 * MINUTE };

/**
 * Uploads to the forms bucket per client address: each stores up to 10 MB until
 * the form is sent or the day is over. Thirty an hour is five photos for each of
 * a few forms, with removals and second tries, and caps a script at 300 MB an hour.
 */
export const FORM_UPLOADS: RateLimitRule = { name: "form-uploads", limit: 30, windowMs: 60 * MINUTE };

/** Staff sign-in attempts per client address, right or wrong: room for a shop's counter where several people sign in. */
export const STAFF_SIGN_IN_PER_CLIENT: RateLimitRule = { name: "staff-sign-in-client", limit: 20, windowMs: 15 * MINUTE };

/**
 * Wrong passwords in a row for one staff account from one client address; a
 * sign-in clears them. Reaching it refuses that pair only: a stranger who
 * guesses from elsewhere cannot lock the member out of their own address.
 */
export const STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT: RateLimitRule = { name: "staff-sign-in-failures", limit: 10, windowMs: 60 * MINUTE };

/**
 * Wrong passwords for one staff account from anywhere. Never a refusal (that
 * would let anyone lock a member out): after `limit` of them every attempt on
 * the account, right or wrong, waits a little longer (STAFF_SIGN_IN_SLOW_DOWN),
 * which costs a member a few seconds and a guesser spread over many addresses
 * most of their guesses.
 */
export const STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: "staff-sign-in-account-failures", limit: 5, windowMs: 15 * MINUTE };

/** The slow-down per account: doubling from `firstDelayMs` with each failure past the rule's limit, never more than `maxDelayMs`. */
export const STAFF_SIGN_IN_SLOW_DOWN = { firstDelayMs: 250, maxDelayMs: 3000 } as const;

/**
 * New payment attempts for an order (POST /api/orders/{orderRef}/payments/):
 * each asks the payment provider for a new payment. A customer whose payment
 * failed tries again a few times: ten per session in ten minutes. A customer
 * who opens the order from the mail's link on another device may try on the
 * page they landed on: twenty per address for such new sessions (and for
 * requests without one); 60 per address in all: a crowd of 200 whose payments
 * fail now and then, while a script that fakes a page load per session asks
 * the provider for at most one payment every ten seconds.
 */
export const ORDER_PAYMENT_RETRIES: ShopperRateLimit = {
  perSession: { name: "order-payment-retries-session", limit: 10, windowMs: 10 * MINUTE },
  newSessionsPerAddress: { name: "order-payment-retries-new-sessions", limit: 20, windowMs: 10 * MINUTE },
  perAddress: { name: "order-payment-retries-address", limit: 60, windowMs: 10 * MINUTE },
};

/**
 * Calls of Mollie's webhook per client address. Anyone can call it, and each
 * call that names a payment is a request to Mollie's API on the shop's key,
 * which Mollie limits in turn. Mollie calls from a few addresses, once or twice
 * per payment, and calls again later when refused; ten a second is far above
 * a shop's payments and far below a flood.
 */
export const MOLLIE_WEBHOOK_CALLS: RateLimitRule = { name: "mollie-webhook-calls", limit: 600, windowMs: MINUTE };

/**
 * Choices on the built-in test provider's page (approve, cancel, fail). Anyone
 * who has a payment's page may choose, which is why the provider runs only
 * where the shop is plainly not live (config/env.ts). A customer chooses once
 * per payment and tries again a few times: thirty per session in ten minutes,
 * and thirty per address for sessions that loaded no earlier page (the page is
 * reached from the checkout, so that is a script walking payment ids); 600 per
 * address in all, a crowd's payments three times over.
 */
export const TEST_PAYMENT_CHOICES: ShopperRateLimit = {
  perSession: { name: "test-payment-choices-session", limit: 30, windowMs: 10 * MINUTE },
  newSessionsPerAddress: { name: "test-payment-choices-new-sessions", limit: 30, windowMs: 10 * MINUTE },
  perAddress: { name: "test-payment-choices-address", limit: 600, windowMs: 10 * MINUTE },
};

/** CSP violation reports per client address: a page with a broken policy reports each violation once per load, so a minute of browsing stays far below this. */
export const CSP_REPORTS_PER_CLIENT: RateLimitRule = { name: "csp-reports", limit: 60, windowMs: MINUTE };

/**
 * Reviews written per client address (issue 23, POST /api/ratings/): each is
 * stored for staff to read. A household reviews a few appliances after an
 * order; five an hour is that, and keeps a script from burying the moderation
 * list.
 */
export const RATINGS: RateLimitRule = { name: "ratings", limit: 5, windowMs: 60 * MINUTE };

/**
 * Requests for a new link to an order or quote per client address (decisions
 * §14, POST /api/link-renewals/): each one whose link was the shop's mails the
 * order's or quote's owner. A customer asks once or twice for an old mail; five
 * an hour is that with room, and keeps a holder of a leaked link from filling
 * the owner's mailbox.
 */
export const LINK_RENEWALS: RateLimitRule = { name: "link-renewals", limit: 5, windowMs: 60 * MINUTE };

/**
 * Renewal mails per record (an order, a quote, a review link's product, a
 * newsletter address, a stock alert), from however many addresses: counted in
 * renewLink once the link proved the shop's, before the mail. A customer asks
 * once or twice; three a day keeps many addresses from filling one mailbox.
 * Never a refusal: the answer stays the same sentence, only the mail is left out.
 */
export const LINK_RENEWALS_PER_RECORD: RateLimitRule = { name: "link-renewals-record", limit: 3, windowMs: 24 * 60 * MINUTE };

/**
 * Every write a guest may make (API_ROUTES without a required role), with the
 * rule that limits it or the reason it needs none. A test holds this to the
 * route table, so a write that a later issue adds fails it until its limit is
 * decided here.
 */
export const PUBLIC_WRITES: Readonly<Record<string, RateLimitRule | ShopperRateLimit | { unlimited: string }>> = {
  "POST /api/carts/": CART_CREATION,
  "POST /api/carts/address/": ADDRESS_LOOKUP,
  "PUT /api/carts/{cartId}/": CART_CHANGES,
  "POST /api/buckets/forms/": FORM_UPLOADS,
  "DELETE /api/buckets/forms/": { unlimited: "removes one upload of an unsent form whose random, signed id the caller holds" },
  "POST /api/csp-reports/": CSP_REPORTS_PER_CLIENT,
  "POST /api/form-data/": FORM_DATA,
  "POST /api/link-renewals/": LINK_RENEWALS,
  "POST /api/logger/": CLIENT_LOG_BATCHES,
  "POST /api/newsletter-subscribers/": NEWSLETTER_SIGN_UP,
  "DELETE /api/newsletter-subscribers/": { unlimited: "needs a signed link and changes that one address" },
  "POST /api/orders/{orderRef}/payments/": ORDER_PAYMENT_RETRIES,
  "POST /api/orders/{orderRef}/withdrawal/": { unlimited: "the order's own session or signed link; recorded and mailed once per order" },
  "POST /api/payments/mollie/webhook/": MOLLIE_WEBHOOK_CALLS,
  "POST /api/quotes/": QUOTE_REQUESTS,
  "POST /api/ratings/": RATINGS,
  "DELETE /api/preview/": { unlimited: "ends the caller's own preview: clears a cookie, writes nothing" },
  "POST /api/payments/test/{paymentId}/": TEST_PAYMENT_CHOICES,
  "POST /api/quotes/{quoteId}/cart/": CART_CHANGES,
  "POST /api/quotes/{quoteId}/decline/": CART_CHANGES,
  "POST /api/showroom-visits/": SHOWROOM_VISIT_REQUESTS,
  "POST /api/staff-sessions/": STAFF_SIGN_IN_PER_CLIENT,
  "POST /api/stock-alerts/": STOCK_ALERT_SIGN_UP,
  "DELETE /api/stock-alerts/": { unlimited: "needs a signed link and stops that one address's alerts" },
  "DELETE /api/staff-sessions/": { unlimited: "signing out ends the caller's own session and nothing else" },
};
