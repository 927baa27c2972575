import { describe, expect, it } from "vitest";

import { DEFAULT_SHOP_SETTINGS } from "@/domain/shop-settings";

import { companyDetails, phoneFor } from "./company";
import { ConfigurationError, databasePoolSize, DEVELOPMENT_SESSION_SECRET, isTestPaymentProvider, readEnv, sessionSecret, setShopSessionKey, verificationSecrets, verifyWithAnyKey } from "./env";
import { defaultShopSettings } from "./shop-settings";
import { DEMO_COMPANY } from "./site";

const SERVER = "postgres://shop@db:5432/stekker";
// readEnv takes a process environment; NODE_ENV is one of its required keys in Node's types.
const env = (values: Record<string, string>) => readEnv(values as NodeJS.ProcessEnv);

describe("SESSION_SECRET", () => {
  it("falls back to the development key only for npm run dev and the tests", () => {
    expect(sessionSecret(env({}))).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(sessionSecret(env({ NODE_ENV: "test" }))).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(sessionSecret(env({ DATABASE_URL: SERVER }))).toBe(DEVELOPMENT_SESSION_SECRET);
  });

  it("never signs with the public development key in production: without a key of its own it refuses", () => {
    expect(() => sessionSecret(env({ NODE_ENV: "production" }))).toThrow(ConfigurationError);
    expect(() => sessionSecret(env({ NODE_ENV: "production", DATABASE_URL: SERVER }))).toThrow(/SESSION_SECRET/);
  });

  it("uses the key the shop made and keeps in its database when SESSION_SECRET is not set", () => {
    const shopKey = "d".repeat(64);
    setShopSessionKey(shopKey);
    try {
      expect(sessionSecret(env({ NODE_ENV: "production", DATABASE_URL: SERVER }))).toBe(shopKey);
      expect(sessionSecret(env({ NODE_ENV: "test" }))).toBe(shopKey);
    } finally {
      setShopSessionKey(null);
    }
  });

  it("wins over the shop's own key when it is set", () => {
    const secret = "k".repeat(32);
    setShopSessionKey("d".repeat(64));
    try {
      expect(sessionSecret(env({ NODE_ENV: "production", DATABASE_URL: SERVER, SESSION_SECRET: secret }))).toBe(secret);
    } finally {
      setShopSessionKey(null);
    }
  });

  it("is at least 32 characters when given", () => {
    expect(() => env({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET moet minstens 32 tekens/);
  });

  it("is never the public development key in production, where anyone could forge with it", () => {
    expect(() => env({ NODE_ENV: "production", SESSION_SECRET: DEVELOPMENT_SESSION_SECRET })).toThrow(/SESSION_SECRET is de openbare ontwikkelsleutel/);
  });
});

describe("SESSION_SECRET_PREVIOUS (changing the key without signing everyone out)", () => {
  const current = "c".repeat(32);
  const previous = "p".repeat(32);

  it("verifies what the previous key signed, while only the current key signs", () => {
    const settings = env({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: previous });
    expect(sessionSecret(settings)).toBe(current);
    expect(verificationSecrets(settings)).toEqual([current, previous]);
  });

  it("is optional: without it only the current key verifies", () => {
    expect(verificationSecrets(env({ SESSION_SECRET: current }))).toEqual([current]);
    expect(verificationSecrets(env({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: "" }))).toEqual([current]);
  });

  it("is at least 32 characters when given", () => {
    expect(() => env({ SESSION_SECRET_PREVIOUS: "short" })).toThrow(/SESSION_SECRET_PREVIOUS moet minstens 32 tekens/);
  });

  it("is never the public development key in production, where anyone could forge with it", () => {
    expect(() => env({ NODE_ENV: "production", SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: DEVELOPMENT_SESSION_SECRET })).toThrow(/SESSION_SECRET_PREVIOUS is de openbare ontwikkelsleutel/);
  });

  it("gives a verifier's first answer over the keys, the current key first", () => {
    const settings = env({ SESSION_SECRET: current, SESSION_SECRET_PREVIOUS: previous });
    expect(verifyWithAnyKey(settings, (secret) => (secret === previous ? "oud" : null))).toBe("oud");
    expect(verifyWithAnyKey(settings, (secret) => (secret === current ? "nieuw" : null))).toBe("nieuw");
    expect(verifyWithAnyKey(settings, () => false)).toBe(false);
  });
});

describe("PAYMENT_PROVIDER (decisions §14: test payments only where the shop is plainly not live)", () => {
  it("defaults to the test provider on a loopback PUBLIC_BASE_URL (a newcomer's npm start)", () => {
    for (const address of ["http://localhost:3000", "http://127.0.0.1:3300", "http://127.8.0.1", "http://[::1]:3000"]) {
      expect(isTestPaymentProvider(env({ PUBLIC_BASE_URL: address }))).toBe(true);
    }
    expect(isTestPaymentProvider(env({}))).toBe(true);
  });

  it("refuses to start unset on a public PUBLIC_BASE_URL, naming PAYMENT_PROVIDER and MOLLIE_API_KEY", () => {
    expect(() => env({ PUBLIC_BASE_URL: "https://winkel.example.nl" })).toThrow(ConfigurationError);
    expect(() => env({ PUBLIC_BASE_URL: "https://winkel.example.nl" })).toThrow(/PAYMENT_PROVIDER.*MOLLIE_API_KEY/);
    expect(() => env({ PUBLIC_BASE_URL: "http://localhost.example.nl" })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("allows the test provider on a public address when the operator chooses it explicitly", () => {
    expect(isTestPaymentProvider(env({ PUBLIC_BASE_URL: "https://winkel.example.nl", PAYMENT_PROVIDER: "test" }))).toBe(true);
  });

  it("is Mollie with PAYMENT_PROVIDER=mollie, on any address", () => {
    const settings = env({ PUBLIC_BASE_URL: "https://winkel.example.nl", PAYMENT_PROVIDER: "mollie", MOLLIE_API_KEY: "live_abcdefghijklmnopqrstuvwxyz" });
    expect(isTestPaymentProvider(settings)).toBe(false);
  });
});

describe("DATABASE_POOL_SIZE", () => {
  it("defaults to about twice the cores, shared by the instance's processes, at least 2 and at most 20 each", () => {
    expect(databasePoolSize(env({}), 2)).toBe(4);
    expect(databasePoolSize(env({ DATABASE_URL: SERVER, WEB_CONCURRENCY: "2" }), 2)).toBe(2);
    expect(databasePoolSize(env({ DATABASE_URL: SERVER, WEB_CONCURRENCY: "3" }), 2)).toBe(2);
    expect(databasePoolSize(env({}), 8)).toBe(16);
    expect(databasePoolSize(env({}), 64)).toBe(20);
  });

  it("takes a number given, and refuses anything else", () => {
    expect(databasePoolSize(env({ DATABASE_POOL_SIZE: "7", DATABASE_URL: SERVER, WEB_CONCURRENCY: "2" }), 2)).toBe(7);
    expect(() => env({ DATABASE_POOL_SIZE: "0" })).toThrow(ConfigurationError);
    expect(() => env({ DATABASE_POOL_SIZE: "veel" })).toThrow(ConfigurationError);
  });
});

describe("FIRST_ADMIN_EMAIL and FIRST_ADMIN_PASSWORD (decisions §5: the shop's first admin)", () => {
  it("are optional, and an empty value counts as unset", () => {
    expect(env({}).FIRST_ADMIN_EMAIL).toBeUndefined();
    expect(env({ FIRST_ADMIN_EMAIL: "", FIRST_ADMIN_PASSWORD: "" }).FIRST_ADMIN_PASSWORD).toBeUndefined();
  });

  it("come together or not at all, and the address must be one", () => {
    expect(env({ FIRST_ADMIN_EMAIL: "beheer@winkel.nl", FIRST_ADMIN_PASSWORD: "paard batterij nietje" }).FIRST_ADMIN_EMAIL).toBe("beheer@winkel.nl");
    expect(() => env({ FIRST_ADMIN_EMAIL: "beheer@winkel.nl" })).toThrow(/FIRST_ADMIN_EMAIL en FIRST_ADMIN_PASSWORD horen bij elkaar/);
    expect(() => env({ FIRST_ADMIN_PASSWORD: "paard batterij nietje" })).toThrow(ConfigurationError);
    expect(() => env({ FIRST_ADMIN_EMAIL: "beheer", FIRST_ADMIN_PASSWORD: "paard batterij nietje" })).toThrow(/FIRST_ADMIN_EMAIL moet een e-mailadres zijn/);
  });
});

describe("MOLLIE_API_URL", () => {
  it("is Mollie's API by default, and an https address when given: Mollie's official client speaks nothing else", () => {
    expect(env({}).MOLLIE_API_URL).toBe("https://api.mollie.com/v2");
    expect(env({ MOLLIE_API_URL: "https://127.0.0.1:4000/v2" }).MOLLIE_API_URL).toBe("https://127.0.0.1:4000/v2");
    expect(() => env({ MOLLIE_API_URL: "http://127.0.0.1:4000/v2" })).toThrow(/MOLLIE_API_URL moet een https-adres zijn/);
  });
});

describe("the shop's money settings (decisions §2: configurable, with the defaults of today)", () => {
  it("default to a threshold of 50,00 with a fee of 4,95, pin at delivery 4,95 and credit card free", () => {
    expect(defaultShopSettings(env({}))).toEqual({ smallOrder: { thresholdCents: 5000, feeCents: 495 }, paymentFees: { pinOnDeliveryCents: 495, creditcardCents: 0 }, warrantyYears: 5 });
    expect(defaultShopSettings(env({}))).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it("take amounts in euros with a point or a comma, as cents", () => {
    const settings = defaultShopSettings(env({ SMALL_ORDER_THRESHOLD: "75", SMALL_ORDER_FEE: "5,95", PIN_ON_DELIVERY_FEE: "2.5", CREDITCARD_FEE: "9.95" }));
    expect(settings).toEqual({ smallOrder: { thresholdCents: 7500, feeCents: 595 }, paymentFees: { pinOnDeliveryCents: 250, creditcardCents: 995 }, warrantyYears: 5 });
  });

  it("refuse anything that is not an amount, naming the setting", () => {
    expect(() => env({ SMALL_ORDER_FEE: "-1" })).toThrow(/SMALL_ORDER_FEE is een bedrag in euro's/);
    expect(() => env({ SMALL_ORDER_THRESHOLD: "50 euro" })).toThrow(/SMALL_ORDER_THRESHOLD/);
    expect(() => env({ PIN_ON_DELIVERY_FEE: "4.955" })).toThrow(/PIN_ON_DELIVERY_FEE/);
  });
});

describe("the company's details (config/company.ts)", () => {
  it("are the demo's fictional company unless configured", () => {
    const company = companyDetails(env({}));
    expect(company).toMatchObject(DEMO_COMPANY);
    expect(company.phones.map((phone) => phone.tel)).toEqual(["+31717600000", "+3238080000"]);
    expect(company.ibanDisplay).toBe("NL36 INGB 0007 6543 21");
  });

  it("take each configured fact, checked", () => {
    const company = companyDetails(env({ COMPANY_NAME: "Witgoed Jansen B.V.", COMPANY_VAT_NUMBER: "NL123456789B01", CUSTOMER_SERVICE_PHONE_BE: "03 123 45 67", COMPANY_IBAN: "NL91 ABNA 0417 1643 00" }));
    expect(company.legalName).toBe("Witgoed Jansen B.V.");
    expect(company.vatNumber).toBe("NL123456789B01");
    expect(company.phones[1]).toMatchObject({ display: "03 123 45 67", tel: "+3231234567" });
    expect(company.iban).toBe("NL91ABNA0417164300");
    expect(company.street).toBe(DEMO_COMPANY.street);
    expect(() => env({ COMPANY_KVK_NUMBER: "1234" })).toThrow(/KvK-nummer van 8 cijfers/);
    expect(() => env({ COMPANY_VAT_NUMBER: "NL12345" })).toThrow(/COMPANY_VAT_NUMBER/);
    expect(() => env({ COMPANY_IBAN: "NL92ABNA0417164300" })).toThrow(/controlegetal/);
    expect(() => env({ CUSTOMER_SERVICE_EMAIL: "klantenservice" })).toThrow(/CUSTOMER_SERVICE_EMAIL moet een e-mailadres zijn/);
    expect(() => env({ CUSTOMER_SERVICE_PHONE_NL: "bel ons" })).toThrow(/CUSTOMER_SERVICE_PHONE_NL is een telefoonnummer/);
  });

  it("a Belgian customer's own pages name the Belgian number, every other customer's the Dutch one", () => {
    const company = companyDetails(env({}));
    expect(phoneFor(company, "BE").tel).toBe("+3238080000");
    expect(phoneFor(company, "NL").tel).toBe("+31717600000");
    expect(phoneFor(company, null).tel).toBe("+31717600000");
  });
});

describe("MARGIN_CODE_KEY", () => {
  it("defaults to the demo's key word, and takes a shop's own", () => {
    expect(env({}).MARGIN_CODE_KEY).toBe("KOPJESTAND");
    expect(env({ MARGIN_CODE_KEY: "PAKJESNOTD" }).MARGIN_CODE_KEY).toBe("PAKJESNOTD");
  });

  it("refuses a key that cannot write every margin: not ten different capitals, or a letter the code keeps for itself", () => {
    expect(() => env({ MARGIN_CODE_KEY: "KOPJES" })).toThrow(/MARGIN_CODE_KEY/);
    expect(() => env({ MARGIN_CODE_KEY: "KOPJESTANK" })).toThrow(/tien verschillende hoofdletters/);
    expect(() => env({ MARGIN_CODE_KEY: "VOPJESTAND" })).toThrow(/gebruikt V/);
  });
});
