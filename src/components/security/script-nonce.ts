import "server-only";

import { headers } from "next/headers";

import { nonceFromPolicy } from "@/domain/http/csp-nonce";

/**
 * This request's script nonce, for the shop's own inline scripts in server
 * components: the one Next.js gives its scripts, from the policy `npm start`
 * put on the request. Undefined without that policy (next dev, tests).
 */
export async function scriptNonce(): Promise<string | undefined> {
  return nonceFromPolicy((await headers()).get("content-security-policy"));
}
