/**
 * Street and city from a postal code and house number (POST /api/carts/address/),
 * so that a Dutch customer types two fields instead of four. Only the Netherlands
 * has such a register open to all; Belgian addresses are typed in full. When the
 * register cannot be asked (outage, timeout, ADDRESS_LOOKUP_URL=off) the answer
 * says so and the form lets the customer type the address: a lookup may help an
 * order, never block it.
 */
import { readEnv } from "@/config/env";
import type { AddressLookupInput } from "@/schemas/address-lookup";

import { AddressServiceError, type PdokAddressDoc, type PdokRequestOptions, searchPdokAddresses } from "./pdok-locatieserver";

export type AddressLookupResult =
  | {
      status: "found";
      street: string;
      city: string;
      /** "2382 AS" */
      postalCode: string;
      houseNumber: string;
      /** The addition of the address found; null for the number without one. */
      houseNumberAddition: string | null;
      /**
       * Every addition in use at this number, sorted ("A", "B", "1-2"): the choices
       * for the form. With `houseNumberAddition` null and this not empty while the
       * customer gave none, the number exists only with an addition: ask which.
       */
      additions: string[];
    }
  | { status: "notFound" }
  /** Outage, timeout or lookups switched off: the customer types the address. */
  | { status: "unavailable" }
  /** Belgium: four-digit codes and no open register, so the customer types the address. */
  | { status: "manual" };

export interface LookupOptions extends PdokRequestOptions {
  /** The Locatieserver's base URL or "off"; by default ADDRESS_LOOKUP_URL. */
  baseUrl?: string;
}

/** How the BAG's letter and addition read on an envelope: "A", "2", "A-2", "bis". */
function additionOf(doc: PdokAddressDoc): string | null {
  const letter = doc.huisletter?.trim() ?? "";
  const addition = doc.huisnummertoevoeging?.trim() ?? "";
  const text = letter && addition ? `${letter}-${addition}` : letter || addition;
  return text === "" ? null : text;
}

/** "a 2", "A-2", "a2" are the same addition to a customer. */
function sameAddition(left: string, right: string): boolean {
  const simplify = (value: string) => value.toUpperCase().replace(/[\s-]/g, "");
  return simplify(left) === simplify(right);
}

function compactPostalCode(postalCode: string): string {
  return postalCode.replace(/\s+/g, "").toUpperCase();
}

function spacedPostalCode(postalCode: string): string {
  return compactPostalCode(postalCode).replace(/^(\d{4})([A-Z]{2})$/, "$1 $2");
}

export async function lookupAddress(input: AddressLookupInput, options: LookupOptions = {}): Promise<AddressLookupResult> {
  if (input.country === "BE") return { status: "manual" };
  const baseUrl = options.baseUrl ?? readEnv().ADDRESS_LOOKUP_URL;
  if (baseUrl === "off") return { status: "unavailable" };

  const postalCode = compactPostalCode(input.postalCode);
  let docs: PdokAddressDoc[];
  try {
    docs = await searchPdokAddresses(baseUrl, postalCode, input.houseNumber, options);
  } catch (error) {
    if (!(error instanceof AddressServiceError)) throw error;
    console.warn(`[address] lookup unavailable: ${error.message}`);
    return { status: "unavailable" };
  }

  // The free endpoint is a text search: keep only exact matches of code and number.
  const matches = docs.filter(
    (doc) => (doc.type === undefined || doc.type === "adres") && compactPostalCode(doc.postcode) === postalCode && doc.huisnummer === input.houseNumber,
  );
  if (matches.length === 0) return { status: "notFound" };

  const additions = [...new Set(matches.map(additionOf).filter((addition): addition is string => addition !== null))].sort((left, right) =>
    left.localeCompare(right, "nl", { numeric: true, sensitivity: "base" }),
  );
  const wanted = input.houseNumberAddition ?? null;
  const chosen = wanted === null ? (matches.find((doc) => additionOf(doc) === null) ?? matches[0]!) : matches.find((doc) => {
    const addition = additionOf(doc);
    return addition !== null && sameAddition(addition, wanted);
  });
  // An addition that does not exist at this number is an address that does not exist.
  if (!chosen) return { status: "notFound" };

  return {
    status: "found",
    street: chosen.straatnaam,
    city: chosen.woonplaatsnaam,
    postalCode: spacedPostalCode(chosen.postcode),
    houseNumber: chosen.huisnummer,
    houseNumberAddition: wanted === null ? null : additionOf(chosen),
    additions,
  };
}
