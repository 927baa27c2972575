/**
 * The adapter to PDOK's Locatieserver (the government's free search over the BAG,
 * the Dutch register of addresses). It asks the `free` endpoint for every address
 * at one postal code and house number and hands back the docs it got; what they
 * mean for the form is decided in `lookup-address.ts`. Any failure (no network,
 * a timeout, a 5xx, an answer in another shape) throws `AddressServiceError`, so
 * that the caller can fall back to manual entry.
 */
import { z } from "zod";

export const PDOK_TIMEOUT_MS = 3000;
/**
 * More than one page of additions: a block of flats has dozens at one number, and
 * an addition that fell off the page would look like an unknown address.
 */
export const PDOK_ROWS = 50;

export class AddressServiceError extends Error {
  override name = "AddressServiceError";
}

// Only the fields the shop uses; PDOK sends many more (coordinates, ids, codes).
const docSchema = z.object({
  type: z.string().optional(),
  straatnaam: z.string(),
  huisnummer: z.union([z.number(), z.string()]).transform(String),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
  woonplaatsnaam: z.string(),
});
const answerSchema = z.object({ response: z.object({ numFound: z.number().optional(), docs: z.array(docSchema) }) });

export type PdokAddressDoc = z.output<typeof docSchema>;

export interface PdokRequestOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Every address at a Dutch postal code ("2382AS", no space) and house number, as
 * `GET {baseUrl}/free?q=postcode:2382AS and huisnummer:12&fq=type:adres&rows=…`.
 */
export async function searchPdokAddresses(baseUrl: string, postalCode: string, houseNumber: string, options: PdokRequestOptions = {}): Promise<PdokAddressDoc[]> {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/free`);
  url.searchParams.set("q", `postcode:${postalCode} and huisnummer:${houseNumber}`);
  url.searchParams.set("fq", "type:adres");
  url.searchParams.set("rows", String(PDOK_ROWS));
  url.searchParams.set("fl", "type straatnaam huisnummer huisletter huisnummertoevoeging postcode woonplaatsnaam");

  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs ?? PDOK_TIMEOUT_MS),
      // An address may change (new builds, renamed streets); the shop keeps no copy.
      cache: "no-store",
    });
  } catch (error) {
    throw new AddressServiceError(`PDOK unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AddressServiceError(`PDOK answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AddressServiceError("PDOK answered no JSON");
  }
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new AddressServiceError("PDOK answered in an unknown shape");
  return parsed.data.response.docs;
}
