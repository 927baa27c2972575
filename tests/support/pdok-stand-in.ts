/**
 * A local stand-in for PDOK's Locatieserver `free` endpoint (v3_1), for tests and
 * browser tests on a machine without internet. It answers like PDOK for a
 * handful of addresses and checks the request the shop makes, so that a wrong
 * query fails here rather than against the real service.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface PdokFixture {
  straatnaam: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  /** "2396AN", as PDOK writes it. */
  postcode: string;
  woonplaatsnaam: string;
  gemeentenaam: string;
  provincienaam: string;
}

export const PDOK_FIXTURES: readonly PdokFixture[] = [
  { straatnaam: "Hoogewaard", huisnummer: 143, postcode: "2396AN", woonplaatsnaam: "Koudekerk aan den Rijn", gemeentenaam: "Alphen aan den Rijn", provincienaam: "Zuid-Holland" },
  { straatnaam: "Rapenburg", huisnummer: 73, postcode: "2311GJ", woonplaatsnaam: "Leiden", gemeentenaam: "Leiden", provincienaam: "Zuid-Holland" },
  { straatnaam: "Damrak", huisnummer: 1, postcode: "1012LG", woonplaatsnaam: "Amsterdam", gemeentenaam: "Amsterdam", provincienaam: "Noord-Holland" },
  // A number that exists only with a letter: the form must ask which.
  { straatnaam: "Breestraat", huisnummer: 10, huisletter: "A", postcode: "2311CS", woonplaatsnaam: "Leiden", gemeentenaam: "Leiden", provincienaam: "Zuid-Holland" },
  { straatnaam: "Breestraat", huisnummer: 10, huisletter: "B", postcode: "2311CS", woonplaatsnaam: "Leiden", gemeentenaam: "Leiden", provincienaam: "Zuid-Holland" },
  // A number with and without additions (floors of a building).
  { straatnaam: "Haarlemmerstraat", huisnummer: 20, postcode: "2312DP", woonplaatsnaam: "Leiden", gemeentenaam: "Leiden", provincienaam: "Zuid-Holland" },
  { straatnaam: "Haarlemmerstraat", huisnummer: 20, huisnummertoevoeging: "1", postcode: "2312DP", woonplaatsnaam: "Leiden", gemeentenaam: "Leiden", provincienaam: "Zuid-Holland" },
  { straatnaam: "Haarlemmerstraat", huisnummer: 20, huisnummertoevoeging: "2", postcode: "2312DP", woonplaatsnaam: "Leiden", gemeentenaam: "Leiden", provincienaam: "Zuid-Holland" },
];

/** A postal code at which the stand-in answers 500, as during an outage. */
export const PDOK_OUTAGE_POSTAL_CODE = "9999 ZZ";
/** A postal code at which the stand-in never answers, to test the timeout. */
export const PDOK_SILENT_POSTAL_CODE = "9999 ZY";

const compact = (postalCode: string) => postalCode.replace(/\s+/g, "").toUpperCase();

function huisNlt(fixture: PdokFixture): string {
  return `${fixture.huisnummer}${fixture.huisletter ?? ""}${fixture.huisnummertoevoeging ? `-${fixture.huisnummertoevoeging}` : ""}`;
}

/** A doc with the fields PDOK sends for an address (the ids and coordinates are made up). */
function doc(fixture: PdokFixture, index: number): Record<string, unknown> {
  const postcode = fixture.postcode;
  return {
    bron: "BAG",
    type: "adres",
    id: `adr-standin-${index}`,
    weergavenaam: `${fixture.straatnaam} ${huisNlt(fixture)}, ${postcode} ${fixture.woonplaatsnaam}`,
    straatnaam: fixture.straatnaam,
    straatnaam_verkort: fixture.straatnaam,
    huisnummer: fixture.huisnummer,
    ...(fixture.huisletter ? { huisletter: fixture.huisletter } : {}),
    ...(fixture.huisnummertoevoeging ? { huisnummertoevoeging: fixture.huisnummertoevoeging } : {}),
    huis_nlt: huisNlt(fixture),
    postcode,
    woonplaatsnaam: fixture.woonplaatsnaam,
    gemeentenaam: fixture.gemeentenaam,
    provincienaam: fixture.provincienaam,
    centroide_ll: "POINT(4.49 52.16)",
    score: 10.5,
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json;charset=UTF-8" });
  response.end(JSON.stringify(body));
}

export interface StandIn {
  /** The base URL to configure, without a trailing slash. */
  url: string;
  /** Requests answered so far, newest last. */
  requests: string[];
  close(): Promise<void>;
}

function handle(request: IncomingMessage, response: ServerResponse, requests: string[]): void {
  const url = new URL(request.url ?? "/", "http://stand-in");
  // A readiness check for a Playwright webServer.
  if (url.pathname === "/") return json(response, 200, { status: "ok" });
  requests.push(url.pathname + url.search);
  if (request.method !== "GET" || !url.pathname.endsWith("/free")) return json(response, 404, { message: "Not found" });
  // PDOK's filter for addresses only; without it streets and towns would come back too.
  if (url.searchParams.get("fq") !== "type:adres") return json(response, 400, { message: "stand-in expects fq=type:adres" });
  const query = /^postcode:([0-9]{4}[A-Za-z]{2}) and huisnummer:([0-9]+)$/.exec(url.searchParams.get("q") ?? "");
  if (!query) return json(response, 400, { message: "stand-in expects q=postcode:1234AB and huisnummer:1" });
  const postalCode = query[1]!.toUpperCase();
  const houseNumber = Number(query[2]);
  if (postalCode === compact(PDOK_OUTAGE_POSTAL_CODE)) return json(response, 500, { message: "Internal Server Error" });
  if (postalCode === compact(PDOK_SILENT_POSTAL_CODE)) return; // never answers; closed with the server
  const rows = Math.min(Number(url.searchParams.get("rows") ?? 10), 100);
  const docs = PDOK_FIXTURES.map((fixture, index) => ({ fixture, index }))
    .filter(({ fixture }) => fixture.postcode === postalCode && fixture.huisnummer === houseNumber)
    .map(({ fixture, index }) => doc(fixture, index));
  json(response, 200, { response: { numFound: docs.length, start: 0, maxScore: docs.length > 0 ? 10.5 : 0, numFoundExact: true, docs: docs.slice(0, rows) } });
}

/** Starts on the given port (0: any free one) on 127.0.0.1; the URL ends like PDOK's base, /search/v3_1. */
export async function startPdokStandIn(port = 0): Promise<StandIn> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => handle(request, response, requests));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/bzk/locatieserver/search/v3_1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
