/**
 * The visitor's country as a proxy in front of the shop tells it: our own
 * `x-country`, Cloudflare's `cf-ipcountry` or Vercel's `x-vercel-ip-country`.
 * Without such a proxy a visitor could send the header themselves; that is
 * harmless, as the country only preselects things the visitor may change anyway.
 */
const HEADERS = ["x-country", "cf-ipcountry", "x-vercel-ip-country"] as const;

/** Two letters of ISO 3166-1; Cloudflare's XX (unknown) and T1 (Tor) are not countries. */
export function ipCountry(headers: Headers): string | null {
  for (const name of HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && value !== "XX") return value;
  }
  return null;
}
