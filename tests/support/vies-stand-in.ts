/**
 * A local stand-in for the EU's VIES REST API (`POST /check-vat-number`), for
 * tests and browser tests without internet. A fixed list of numbers is valid,
 * every other well-formed one is not, and a few numbers play VIES's bad days: a
 * 503, a member state that is down, and no answer at all.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { StandIn } from "./pdok-stand-in";

/** Numbers VIES calls valid, with the trader VIES would name. */
export const VIES_VALID_NUMBERS: Readonly<Record<string, { name: string; address: string }>> = {
  NL123456789B01: { name: "STEKKER TEST B.V.", address: "RIJNDIJK 00300\n2382AS ZOETERWOUDE" },
  BE0123456789: { name: "NV TESTBEDRIJF", address: "Grote Markt 1\n1000 Brussel" },
  DE123456789: { name: "---", address: "---" },
};
/** VIES answers 503 for this one, as when the service is overloaded. */
export const VIES_UNAVAILABLE_NUMBER = "NL999999999B99";
/** VIES answers that the member state's own service is down (MS_UNAVAILABLE). */
export const VIES_MEMBER_STATE_DOWN_NUMBER = "BE0999999999";
/** VIES never answers this one, to test the timeout. */
export const VIES_SILENT_NUMBER = "NL888888888B88";

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

async function handle(request: IncomingMessage, response: ServerResponse, requests: string[]): Promise<void> {
  const url = new URL(request.url ?? "/", "http://stand-in");
  // A readiness check for a Playwright webServer.
  if (url.pathname === "/") return json(response, 200, { status: "ok" });
  if (request.method !== "POST" || !url.pathname.endsWith("/check-vat-number")) return json(response, 404, { message: "Not found" });
  const body = (await readJson(request)) as { countryCode?: unknown; vatNumber?: unknown } | undefined;
  const countryCode = typeof body?.countryCode === "string" ? body.countryCode : "";
  const vatNumber = typeof body?.vatNumber === "string" ? body.vatNumber : "";
  requests.push(`${countryCode}${vatNumber}`);
  // VIES's own answer to a request it cannot read.
  if (!/^[A-Z]{2}$/.test(countryCode) || vatNumber === "" || vatNumber.startsWith(countryCode)) {
    return json(response, 400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT", message: "The provided CountryCode or VAT number is invalid" }] });
  }
  const full = `${countryCode}${vatNumber}`;
  if (full === VIES_UNAVAILABLE_NUMBER) return json(response, 503, { actionSucceed: false, errorWrappers: [{ error: "SERVICE_UNAVAILABLE" }] });
  if (full === VIES_MEMBER_STATE_DOWN_NUMBER) return json(response, 200, { actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE", message: "The member state service is unavailable" }] });
  if (full === VIES_SILENT_NUMBER) return; // never answers; closed with the server
  const trader = VIES_VALID_NUMBERS[full];
  json(response, 200, {
    countryCode,
    vatNumber,
    requestDate: new Date().toISOString(),
    valid: trader !== undefined,
    requestIdentifier: "",
    name: trader?.name ?? "---",
    address: trader?.address ?? "---",
    traderName: "---",
    traderStreet: "---",
    traderPostalCode: "---",
    traderCity: "---",
    traderCompanyType: "---",
    traderNameMatch: "NOT_PROCESSED",
    traderStreetMatch: "NOT_PROCESSED",
    traderPostalCodeMatch: "NOT_PROCESSED",
    traderCityMatch: "NOT_PROCESSED",
    traderCompanyTypeMatch: "NOT_PROCESSED",
  });
}

/** Starts on the given port (0: any free one) on 127.0.0.1; the URL ends like VIES's base, /rest-api. */
export async function startViesStandIn(port = 0): Promise<StandIn> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    handle(request, response, requests).catch(() => json(response, 500, { actionSucceed: false, errorWrappers: [{ error: "SERVICE_UNAVAILABLE" }] }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/taxation_customs/vies/rest-api`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
