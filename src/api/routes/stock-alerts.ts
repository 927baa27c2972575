/**
 * "Mail me als hij er weer is" (issue 19): guests may POST and DELETE. POST
 * with `productId` and `emailAddress` asks for the mail on a sold-out product
 * (202: a confirmation mail follows, double opt-in); POST with `token` is the
 * click that confirms; DELETE with `token` stops the address's alerts. Plain
 * HTML forms get a 303 to /weer-op-voorraad/ saying how it went.
 */
import { STOCK_ALERT_PAGE, type StockAlertOutcome, stockAlertOutcomePath } from "@/config/paths";
import { stockAlertAnswerSchema } from "@/schemas/answers/stock-alerts";
import { STOCK_ALERT_BODY_LIMIT, stockAlertDeleteSchema, stockAlertPostSchema } from "@/schemas/stock-alerts";
import { getDatabase } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { type AnsweredCall, formMethodOverride, redirectFormNavigation } from "@/server/http/form-navigation";
import { dataResponse, NO_STORE } from "@/server/http/responses";
import { confirmStockAlert } from "@/server/stock-alerts/confirm-stock-alert";
import { signUpForStockAlert } from "@/server/stock-alerts/sign-up-for-stock-alert";
import { unsubscribeFromStockAlerts } from "@/server/stock-alerts/unsubscribe-from-stock-alerts";

import { endpoint } from "../declare";

const PATH = "/api/stock-alerts/";

/** Where a browser without JavaScript goes after a form: the stock-alert page, saying how it went. */
const outcomePage = (answer: AnsweredCall): string => stockAlertOutcomePath(outcomeOf(answer));

function outcomeOf({ status, data, fields }: AnsweredCall): StockAlertOutcome {
  if (status < 300) {
    const done = (data ?? {}) as { status?: string };
    if (done.status === "confirmed") return "bevestigd";
    if (done.status === "sent") return "al-verstuurd";
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
    summary: `Stops every stock alert of the token's address. A form sends it as POST with ?_method=DELETE (then 303 to ${STOCK_ALERT_PAGE}).`,
    role: "guest",
    answers: [
      { status: 200, description: "Stopped.", data: stockAlertAnswerSchema },
      { status: 303, description: "A plain HTML form's answer: the stock-alert page." },
    ],
    failures: [400, 410, 413, 415, 422, 429],
  },
  { body: stockAlertDeleteSchema, bodyLimitBytes: STOCK_ALERT_BODY_LIMIT },
  async ({ body }) => unsubscribeFromStockAlerts(await getDatabase(), body.token, new Date()),
  (handler) => redirectFormNavigation(handler, outcomePage),
);

const signUpOrConfirm = endpoint(
  {
    method: "POST",
    path: PATH,
    summary:
      "With productId and emailAddress: asks for one mail when the sold-out product is back in stock (202, a confirmation mail follows). With token: confirms. With ?_method=DELETE: stops (a form).",
    role: "guest",
    answers: [
      { status: 202, description: "Asked for; a confirmation mail follows.", data: stockAlertAnswerSchema },
      { status: 200, description: "Confirmed.", data: stockAlertAnswerSchema },
      { status: 303, description: "A plain HTML form's answer: the stock-alert page." },
    ],
    failures: [400, 410, 413, 415, 422, 429, 503],
  },
  { body: stockAlertPostSchema, bodyLimitBytes: STOCK_ALERT_BODY_LIMIT },
  async ({ request, body }) => {
    const db = await getDatabase();
    if ("token" in body) return confirmStockAlert(db, body.token, new Date());
    const answer = await signUpForStockAlert(db, { ...body, clientAddress: clientAddress(request) }, new Date());
    return dataResponse(answer, { status: 202, headers: { "cache-control": NO_STORE } });
  },
  // The unsubscribe page's form, for browsers without JavaScript, asks for DELETE with `?_method=DELETE`.
  (handler) => redirectFormNavigation(formMethodOverride({ DELETE: unsubscribe.inner }, handler), outcomePage),
);

export const stockAlertRoutes = [signUpOrConfirm, unsubscribe];
