import "server-only";

/** The session of the request a server component renders, read from its cookie (pages have no Request object). */
import { cookies } from "next/headers";

import { readEnv, verifyWithAnyKey } from "@/config/env";

import { SESSION_COOKIE } from "./session-cookie";
import { verifySession } from "./session-token";

export async function currentSessionId(now = new Date()): Promise<string | null> {
  const store = await cookies();
  return verifyWithAnyKey(readEnv(), (secret) => verifySession(store.get(SESSION_COOKIE)?.value, secret, now));
}
