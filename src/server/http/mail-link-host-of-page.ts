import "server-only";

import { headers } from "next/headers";

import { readEnv } from "@/config/env";
import { mailLinkHostMismatch, type MailLinkHostMismatch } from "@/domain/http/public-address";

import { requestHostOf } from "./request-host";

/** For a page: whether this request's host is not PUBLIC_BASE_URL's (domain/http/public-address.ts). Read per request, nothing kept. */
export async function mailLinkHostMismatchOfPage(): Promise<MailLinkHostMismatch | null> {
  const env = readEnv();
  const request = await headers();
  return mailLinkHostMismatch(env.PUBLIC_BASE_URL, requestHostOf(request.get("host"), request.get("x-forwarded-host"), env.TRUSTED_PROXY_HOPS));
}
