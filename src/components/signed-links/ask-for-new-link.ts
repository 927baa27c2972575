/**
 * Asks the shop to mail a new link (POST /api/link-renewals/), for both renewal
 * buttons: the shop's one answer, "tooMany" for its rate limit (429), or
 * "failed" for anything else (no network, no answer in the shape it has).
 */
import type { RenewableLink } from "@/domain/links/renewable-links";

export type RenewalOutcome = { kind: "done"; message: string } | { kind: "tooMany" } | { kind: "failed" };

export async function askForNewLink(request: { kind: RenewableLink; id?: string; token: string }): Promise<RenewalOutcome> {
  try {
    const response = await fetch("/api/link-renewals/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
    if (response.status === 429) return { kind: "tooMany" };
    const answer = (await response.json()) as { data?: { message?: string } };
    if (!response.ok || !answer.data?.message) return { kind: "failed" };
    return { kind: "done", message: answer.data.message };
  } catch {
    return { kind: "failed" };
  }
}
