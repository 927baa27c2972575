/**
 * A form id (issue 23, point 4): 16 random bytes, signed with the session
 * secret under a label of its own, so no instance keeps a list and a client
 * cannot make one up or pick another visitor's (it would have to guess 128
 * random bits). `<random>.<HMAC-SHA256>`, base64url.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { readEnv, sessionSecret, verifyWithAnyKey } from "@/config/env";
import { FORM_ID_PATTERN } from "@/schemas/form-data";
import { ApiError } from "@/server/http/api-error";

function signature(random: string, secret: string): Buffer {
  // The label keeps a form id from ever being a valid signature of anything else signed with the secret.
  return createHmac("sha256", secret).update(`stekker-form-id:${random}`).digest();
}

export function newFormId(): string {
  const random = randomBytes(16).toString("base64url");
  return `${random}.${signature(random, sessionSecret(readEnv())).toString("base64url")}`;
}

export function isGenuineFormId(formId: string): boolean {
  if (!FORM_ID_PATTERN.test(formId)) return false;
  const [random, given] = formId.split(".") as [string, string];
  const givenBytes = Buffer.from(given, "base64url");
  // Made with the signing key or, during a key change, with SESSION_SECRET_PREVIOUS.
  return verifyWithAnyKey(readEnv(), (secret) => {
    const expected = signature(random, secret);
    return givenBytes.length === expected.length && timingSafeEqual(givenBytes, expected);
  });
}

export const UNKNOWN_FORM_MESSAGE = "Dit formulier is verlopen of onbekend; laad de pagina opnieuw.";

/** 422 on `formId` for one the shop did not make. */
export function requireGenuineFormId(formId: string): void {
  if (!isGenuineFormId(formId)) throw new ApiError(422, UNKNOWN_FORM_MESSAGE, [{ field: "formId", errorMessage: UNKNOWN_FORM_MESSAGE.replace(/\.$/, "") }]);
}
