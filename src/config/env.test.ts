import { describe, expect, it } from "vitest";

import { ConfigurationError, databasePoolSize, DEVELOPMENT_SESSION_SECRET, readEnv, sessionSecret } from "./env";

const SERVER = "postgres://shop@db:5432/stekker";
// readEnv takes a process environment; NODE_ENV is one of its required keys in Node's types.
const env = (values: Record<string, string>) => readEnv(values as NodeJS.ProcessEnv);

describe("SESSION_SECRET", () => {
  it("defaults to the development key where one instance runs", () => {
    expect(sessionSecret(env({}))).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(sessionSecret(env({ NODE_ENV: "production" }))).toBe(DEVELOPMENT_SESSION_SECRET);
    expect(sessionSecret(env({ DATABASE_URL: SERVER }))).toBe(DEVELOPMENT_SESSION_SECRET);
  });

  it("is required in production on a PostgreSQL server, where instances must share it", () => {
    expect(() => env({ NODE_ENV: "production", DATABASE_URL: SERVER })).toThrow(ConfigurationError);
    expect(() => env({ NODE_ENV: "production", DATABASE_URL: SERVER, SESSION_SECRET: "" })).toThrow(/SESSION_SECRET/);
    const secret = "k".repeat(32);
    expect(sessionSecret(env({ NODE_ENV: "production", DATABASE_URL: SERVER, SESSION_SECRET: secret }))).toBe(secret);
  });

  it("is at least 32 characters when given", () => {
    expect(() => env({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET moet minstens 32 tekens/);
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
