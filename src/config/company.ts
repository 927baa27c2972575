/**
 * The company behind the shop, for the footer, the terms, the privacy
 * statement, the withdrawal form and the mails: the demo's fictional company
 * (site.ts), each fact replaced by its setting when the environment has one.
 * Server-side only (it reads the environment); pages hand it to what they render.
 */
import { formatIban } from "@/domain/iban";

import { type Env, readEnv } from "./env";
import { type CompanyDetails, DEMO_COMPANY } from "./site";

export interface PhoneNumber {
  country: "NL" | "BE";
  /** "Nederland", "België": the label beside the number, since a cached page shows both to everyone. */
  label: string;
  display: string;
  /** International, for `tel:` links: "+31717600000". */
  tel: string;
}

export interface Company extends CompanyDetails {
  /** "Rijndijk 300, 2382 AS Zoeterwoude". */
  addressLine: string;
  /** The IBAN in groups of four. */
  ibanDisplay: string;
  phones: readonly [PhoneNumber, PhoneNumber];
}

const COUNTRY_CODES = { NL: "31", BE: "32" } as const;

/** "071 - 760 00 00" in the Netherlands → "+31717600000"; a number that starts with + keeps its own country code. */
export function telNumber(display: string, country: "NL" | "BE"): string {
  const digits = display.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  return `+${COUNTRY_CODES[country]}${digits.replace(/^0/, "")}`;
}

export function companyDetails(env: Env = readEnv()): Company {
  const details: CompanyDetails = {
    legalName: env.COMPANY_NAME ?? DEMO_COMPANY.legalName,
    street: env.COMPANY_STREET ?? DEMO_COMPANY.street,
    postalCode: env.COMPANY_POSTAL_CODE ?? DEMO_COMPANY.postalCode,
    city: env.COMPANY_CITY ?? DEMO_COMPANY.city,
    kvkNumber: env.COMPANY_KVK_NUMBER ?? DEMO_COMPANY.kvkNumber,
    vatNumber: env.COMPANY_VAT_NUMBER ?? DEMO_COMPANY.vatNumber,
    iban: (env.COMPANY_IBAN ?? DEMO_COMPANY.iban).replace(/\s+/g, ""),
    emailAddress: env.CUSTOMER_SERVICE_EMAIL ?? DEMO_COMPANY.emailAddress,
    phoneNl: env.CUSTOMER_SERVICE_PHONE_NL ?? DEMO_COMPANY.phoneNl,
    phoneBe: env.CUSTOMER_SERVICE_PHONE_BE ?? DEMO_COMPANY.phoneBe,
  };
  return {
    ...details,
    addressLine: `${details.street}, ${details.postalCode} ${details.city}`,
    ibanDisplay: formatIban(details.iban),
    phones: [
      { country: "NL", label: "Nederland", display: details.phoneNl, tel: telNumber(details.phoneNl, "NL") },
      { country: "BE", label: "België", display: details.phoneBe, tel: telNumber(details.phoneBe, "BE") },
    ],
  };
}

/** The number a customer of that country calls: a page or mail of their own (an order) names it; a page for everyone shows both. */
export function phoneFor(company: Company, country: string | null | undefined): PhoneNumber {
  return country === "BE" ? company.phones[1] : company.phones[0];
}
