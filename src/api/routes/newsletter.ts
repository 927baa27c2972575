/**
 * The newsletter (specification §6: guests may POST and DELETE). POST with
 * `emailAddress` asks for it (202: a confirmation mail follows, double opt-in);
 * POST with `token` is the click that confirms; DELETE with `token` unsubscribes.
 * Plain HTML forms get a 303 to the newsletter page saying how it went.
 */
import { NEWSLETTER_PAGE, type NewsletterOutcome } from "@/config/paths";
import { newsletterAnswerSchema } from "@/schemas/answers/newsletter";
import { NEWSLETTER_BODY_LIMIT, newsletterDeleteSchema, newsletterPostSchema } from "@/schemas/newsletter";
import { getDatabase } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { type AnsweredCall, formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { confirmNewsletterSubscription } from "@/server/newsletter/confirm-newsletter-subscription";
import { signUpForNewsletter } from "@/server/newsletter/sign-up-for-newsletter";
import { unsubscribeFromNewsletter } from "@/server/newsletter/unsubscribe-from-newsletter";

import { endpoint } from "../declare";

const PATH = "/api/newsletter-subscribers/";

/** Where a browser without JavaScript goes after a form: the newsletter page, saying how it went. */
function outcomePage(answer: AnsweredCall): string {
  return `${NEWSLETTER_PAGE}?melding=${outcomeOf(answer)}`;
}

function outcomeOf({ status, data, fields }: AnsweredCall): NewsletterOutcome {
  if (status < 300) {
    const done = (data ?? {}) as { status?: string };
    if (done.status === "confirmed") return "bevestigd";
    if (done.status === "unsubscribed") return "afgemeld";
    return "aangemeld";
  }
  if (status === 429) return "te-vaak";
  if (fields.includes("token")) return "link-ongeldig";
  if (fields.includes("emailAddress")) return "ongeldig-adres";
  return "niet-gelukt";
}

const unsubscribe = endpoint(
  {
    method: "DELETE",
    path: PATH,
    summary: "Unsubscribes the address of the token. A form sends it as POST with ?_method=DELETE.",
    role: "guest",
    answers: [
      { status: 200, description: "Unsubscribed.", data: newsletterAnswerSchema },
      { status: 303, description: "A plain HTML form's answer: the newsletter page." },
    ],
    failures: [400, 410, 413, 415, 422, 429],
  },
  { body: newsletterDeleteSchema, bodyLimitBytes: NEWSLETTER_BODY_LIMIT },
  async ({ body }) => unsubscribeFromNewsletter(await getDatabase(), body.token, new Date()),
  (handler) => redirectFormNavigation(handler, outcomePage),
);

const signUpOrConfirm = endpoint(
  {
    method: "POST",
    path: PATH,
    summary: "With emailAddress: asks for the newsletter (202, a confirmation mail follows). With token: confirms. With ?_method=DELETE: unsubscribes (a form).",
    role: "guest",
    answers: [
      { status: 202, description: "Asked for; a confirmation mail follows.", data: newsletterAnswerSchema },
      { status: 200, description: "Confirmed.", data: newsletterAnswerSchema },
      { status: 303, description: "A plain HTML form's answer: the newsletter page." },
    ],
    failures: [400, 410, 413, 415, 422, 429],
  },
  { body: newsletterPostSchema, bodyLimitBytes: NEWSLETTER_BODY_LIMIT },
  async ({ request, body }) => {
    const db = await getDatabase();
    if ("token" in body) return confirmNewsletterSubscription(db, body.token, new Date());
    const answer = await signUpForNewsletter(db, { emailAddress: body.emailAddress, source: "website", clientAddress: clientAddress(request) }, new Date());
    return dataResponse(answer, { status: 202, headers: { "cache-control": NO_STORE } });
  },
  // The unsubscribe page's form, for browsers without JavaScript, asks for DELETE with `?_method=DELETE`.
  (handler) => redirectFormNavigation(formMethodOverride({ DELETE: unsubscribe.inner }, handler), outcomePage),
);

export const newsletterRoutes = [signUpOrConfirm, unsubscribe];
