import { NEWSLETTER_PAGE, type NewsletterOutcome } from "@/features/newsletter/copy";
import { NEWSLETTER_BODY_LIMIT, newsletterDeleteSchema, newsletterPostSchema } from "@/schemas/newsletter";
import { getDatabase } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { type AnsweredCall, formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { defineRoute, handle } from "@/server/http/route-handler";
import { confirmNewsletterSubscription } from "@/server/newsletter/confirm-newsletter-subscription";
import { signUpForNewsletter } from "@/server/newsletter/sign-up-for-newsletter";
import { unsubscribeFromNewsletter } from "@/server/newsletter/unsubscribe-from-newsletter";

/**
 * The newsletter (specification §6: guests may POST and DELETE). POST with
 * `emailAddress` asks for it (202: a confirmation mail follows, double opt-in);
 * POST with `token` is the click that confirms; DELETE with `token` unsubscribes.
 */
const post = handle({ body: newsletterPostSchema, bodyLimitBytes: NEWSLETTER_BODY_LIMIT }, async ({ request, body }) => {
  const db = await getDatabase();
  if ("token" in body) return confirmNewsletterSubscription(db, body.token, new Date());
  const answer = await signUpForNewsletter(db, { emailAddress: body.emailAddress, source: "website", clientAddress: clientAddress(request) }, new Date());
  return dataResponse(answer, { status: 202, headers: { "cache-control": NO_STORE } });
});

const remove = handle({ body: newsletterDeleteSchema, bodyLimitBytes: NEWSLETTER_BODY_LIMIT }, async ({ body }) =>
  unsubscribeFromNewsletter(await getDatabase(), body.token, new Date()),
);

/** The unsubscribe page's form, for browsers without JavaScript, asks for DELETE with `?_method=DELETE`. */
const postOrFormDelete = formMethodOverride({ DELETE: remove }, post);

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

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = defineRoute({
  POST: redirectFormNavigation(postOrFormDelete, outcomePage),
  DELETE: redirectFormNavigation(remove, outcomePage),
});
