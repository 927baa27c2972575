/**
 * What a reviewer is told when a field of the review is not right: the API's answers (schemas/ratings.ts)
 * and the review form in the browser say the same. Apart from the schema, so that the product page's
 * form does not bring zod into the browser with it (issue 24).
 */
import { MAX_PROS_OR_CONS } from "./rating";

export const RATING_MESSAGES = {
  productId: "Kies het apparaat dat je beoordeelt",
  stars: "Kies 1 tot en met 5 sterren",
  title: "Geef je review een titel (3 tot 100 tekens)",
  text: "Schrijf je ervaring op (20 tot 4000 tekens)",
  pros: `Noem hoogstens ${MAX_PROS_OR_CONS} pluspunten van elk hoogstens 120 tekens`,
  cons: `Noem hoogstens ${MAX_PROS_OR_CONS} minpunten van elk hoogstens 120 tekens`,
  authorName: "Vul de naam in die we bij je review tonen (2 tot 60 tekens)",
  emailAddress: "Vul een geldig e-mailadres in, of laat het leeg",
  token: "Deze link is ongeldig of verlopen",
  rejectionReason: "Geef de reden van afwijzen (hoogstens 500 tekens)",
} as const;
