/**
 * The shop's configuration, read once from the environment and checked with zod,
 * so that a wrong setting stops the start with one clear sentence.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

import { MARGIN_CODE_KEY, marginCodeKeyProblem } from "@/domain/catalogue/margin-code";
import { parseReviewSiteScores } from "@/domain/ratings/review-sites";
import { isValidIban } from "@/domain/iban";
import { hostOfUrl, isLoopbackHost } from "@/domain/http/public-address";
import { GA_MEASUREMENT_ID_PATTERN, GTM_CONTAINER_ID_PATTERN } from "@/domain/privacy/consent";

const booleanFlag = z
  .enum(["0", "1", "true", "false", "yes", "no"])
  .transform((value) => value === "1" || value === "true" || value === "yes");

/** An amount in euros as the README writes it ("4.95", "50", "4,95"), as integer cents. */
const euroAmount = (name: string, defaultEuros: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}([.,]\d{1,2})?$/, `${name} is een bedrag in euro's, zoals 4.95`)
    .default(defaultEuros)
    .transform((value) => Math.round(Number(value.replace(",", ".")) * 100));

/** A text setting that may be left empty (as compose files and templates often do): empty means the default. */
const textSetting = <T extends z.ZodType<string>>(schema: T) => schema.optional().or(z.literal("").transform(() => undefined));

/** A phone number as people write it: "071 - 760 00 00" or "+32 3 808 00 00". */
const phoneNumber = (name: string) => textSetting(z.string().regex(/^(\+\d{2}|0)[\d\s-]{7,16}$/, `${name} is een telefoonnummer, zoals 071 - 760 00 00 of +32 3 808 00 00`));

/**
 * The fixed key of `npm run dev` and the tests. It is in the source, so anyone
 * could sign with it: a started shop (NODE_ENV=production) never does, nor accepts it
 * as SESSION_SECRET or SESSION_SECRET_PREVIOUS (see the refinement below).
 */
export const DEVELOPMENT_SESSION_SECRET = "stekker-development-session-secret-not-for-production";

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT moet een getal zijn" })
    .int()
    .min(1, "PORT moet tussen 1 en 65535 liggen")
    .max(65535, "PORT moet tussen 1 en 65535 liggen")
    .default(3000),
  HOSTNAME: z.string().min(1).default("0.0.0.0"),
  /** A PostgreSQL server. Without it the shop runs on the embedded PGlite database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL moet beginnen met postgres:// of postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Where PGlite keeps its files (and, later, mail written to disk). */
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * PGlite's share of memory for cached pages. PostgreSQL's 128MB default costs
   * the embedded database 110 MiB more than 32MB, for no speed on a shop's data.
   */
  PGLITE_SHARED_BUFFERS: z.string().regex(/^\d+(kB|MB|GB)$/, "PGLITE_SHARED_BUFFERS is een grootte zoals 32MB").default("32MB"),
  /** Connections per app process to a PostgreSQL server; unset: databasePoolSize decides. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /**
   * How long a page marked public is shared between anonymous visitors (0: not at all).
   * Safe to be long: a catalogue change drops every copy at once, and no copy outlives
   * the next whole or half hour, where "open now" or "tomorrow at home" may change.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** The environment suffix of search index names (specification §7): v3_producten_<this>. */
  SEARCH_INDEX_ENVIRONMENT: z.string().regex(/^[a-z0-9_]+$/, "SEARCH_INDEX_ENVIRONMENT bevat alleen kleine letters, cijfers en _").default("production"),
  /** The kitchens' search index (specification §7: its name comes from the environment), named in analytics by the §7 rule: v3_keukens_<SEARCH_INDEX_ENVIRONMENT>. */
  KITCHEN_SEARCH_INDEX: z.string().regex(/^[a-z0-9_]+$/, "KITCHEN_SEARCH_INDEX bevat alleen kleine letters, cijfers en _").default("keukens"),
  /** Products the demo catalogue gets on first start. */
  SEED_PRODUCTS: z.coerce.number().int().min(50).max(200_000).default(1500),
  SEED: z.coerce.number().int().min(0).default(20261121),
  /**
   * The shop's public address, for absolute URLs in sitemaps and robots.txt, which
   * search engines require. Behind a proxy the request's own host may be internal,
   * so it is configured rather than guessed. Stored without a trailing slash.
   */
  PUBLIC_BASE_URL: z.preprocess(
    // An empty variable (as compose files and templates often leave it) means the default.
    (value) => (value === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: "PUBLIC_BASE_URL moet een http(s)-adres zijn, zoals https://www.example.nl" })
      .refine((value) => !/[?#]/.test(value), "PUBLIC_BASE_URL mag geen ? of # bevatten")
      .transform((value) => value.replace(/\/+$/, ""))
      .default("http://localhost:3000"),
  ),
  /** Set to skip seeding an empty database at start (a real shop loads its own catalogue). */
  SKIP_SEED: booleanFlag.default(false),
  /**
   * The key that signs session cookies and every link the shop mails (HMAC-SHA256).
   * Unset, `npm start` makes one and keeps it in the database, where every instance
   * finds it (sessionSecret below); set, it wins.
   */
  SESSION_SECRET: z
    .string()
    .min(32, "SESSION_SECRET moet minstens 32 tekens lang zijn")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The key before the last change: still accepted when a cookie or a link is
   * verified, never used to sign, so a key can change without signing every
   * customer out or breaking the links in their mail.
   */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .min(32, "SESSION_SECRET_PREVIOUS moet minstens 32 tekens lang zijn")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * App processes on this machine, sharing the port (node:cluster). Only with a
   * PostgreSQL server: the embedded database lives in one process.
   */
  WEB_CONCURRENCY: z.coerce.number({ error: "WEB_CONCURRENCY moet een getal zijn" }).int().min(1, "WEB_CONCURRENCY is minstens 1").max(32, "WEB_CONCURRENCY is hoogstens 32").default(1),
  /**
   * Reverse proxies of the shop's own in front of it (0: visitors connect
   * directly). Rate limits need the visitor's address; see server/http/client-address.ts.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number({ error: "TRUSTED_PROXY_HOPS moet een getal zijn" }).int().min(0, "TRUSTED_PROXY_HOPS is minstens 0").max(10, "TRUSTED_PROXY_HOPS is hoogstens 10").default(0),
  /**
   * Who takes online payments: the built-in test provider (a page to approve, cancel
   * or fail, where anyone may approve) or Mollie. Unset, the test provider, but only
   * on a loopback PUBLIC_BASE_URL (the refinement below): see isTestPaymentProvider.
   */
  PAYMENT_PROVIDER: z.enum(["test", "mollie"], "PAYMENT_PROVIDER moet test of mollie zijn").optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, "MOLLIE_API_KEY begint met test_ of live_")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Mollie's API; only a local stand-in in tests points elsewhere. HTTPS only: Mollie's official client speaks nothing else. */
  MOLLIE_API_URL: z.url({ protocol: /^https$/, error: "MOLLIE_API_URL moet een https-adres zijn" }).default("https://api.mollie.com/v2"),
  /** Where mail goes: an SMTP server (smtp:// or smtps://user:pass@host:port), or without it files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL moet beginnen met smtp:// of smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default("Stekker <bestellingen@stekker.nl>"),
  /** Newsletter campaigns go out at this steady pace (mails per second, per sending process), so a mail server or its reputation is not flooded. */
  NEWSLETTER_MAILS_PER_SECOND: z.coerce
    .number({ error: "NEWSLETTER_MAILS_PER_SECOND moet een getal zijn" })
    .int()
    .min(1, "NEWSLETTER_MAILS_PER_SECOND is minstens 1")
    .max(10_000, "NEWSLETTER_MAILS_PER_SECOND is hoogstens 10000")
    .default(20),
  /**
   * A Redis server (redis:// or rediss://user:pass@host:port) shared by all app
   * instances, for the counts they must keep together: the rate limits
   * (server/rate-limit). Without it each process counts in its own memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "REDIS_URL moet beginnen met redis:// of rediss://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Client addresses that no per-address rate limit counts, comma-separated:
   * for a test server whose browser tests all come from 127.0.0.1, never for a
   * shop (server/rate-limit). Per-account limits still hold for them.
   */
  RATE_LIMIT_EXEMPT_ADDRESSES: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((address) => address.trim())
        .filter((address) => address !== ""),
    ),
  /**
   * The shop's first admin (decisions §5), made at start when the shop has no
   * staff at all: nobody can sign in to add staff before there is one. Both or
   * neither; `npm run staff -- add` does the same by hand.
   */
  FIRST_ADMIN_EMAIL: z
    .email("FIRST_ADMIN_EMAIL moet een e-mailadres zijn")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  FIRST_ADMIN_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** PDOK Locatieserver (Dutch addresses by postal code and house number); "off" means manual entry only. */
  ADDRESS_LOOKUP_URL: z
    .union([z.literal("off"), z.url({ protocol: /^https?$/, error: "ADDRESS_LOOKUP_URL moet een http(s)-adres zijn of off" })])
    .default("https://api.pdok.nl/bzk/locatieserver/search/v3_1"),
  /** The EU's VIES service for VAT numbers; "off" makes every number's validity unknown. */
  VIES_URL: z
    .union([z.literal("off"), z.url({ protocol: /^https?$/, error: "VIES_URL moet een http(s)-adres zijn of off" })])
    .default("https://ec.europa.eu/taxation_customs/vies/rest-api"),
  /**
   * The shop's money settings (decisions §2, config/shop-settings.ts): goods
   * below the threshold pay the small-order fee; pin at delivery and credit
   * card may cost extra. Every price promise is computed from them.
   */
  SMALL_ORDER_THRESHOLD: euroAmount("SMALL_ORDER_THRESHOLD", "50.00"),
  SMALL_ORDER_FEE: euroAmount("SMALL_ORDER_FEE", "4.95"),
  PIN_ON_DELIVERY_FEE: euroAmount("PIN_ON_DELIVERY_FEE", "4.95"),
  CREDITCARD_FEE: euroAmount("CREDITCARD_FEE", "0"),
  /**
   * The review sites' scores (issue 23: the app state's `ratings`, the promises bar,
   * the product pages): `site|score|reviews|url` entries separated by `;`
   * (domain/ratings/review-sites.ts). Unset: the demo's Kiyoh 9.2 and Trustpilot 9.1.
   */
  REVIEW_SITE_SCORES: z
    .string()
    .optional()
    .superRefine((text, context) => {
      if (text === undefined || text.trim() === "") return;
      const parsed = parseReviewSiteScores(text);
      if ("problem" in parsed) context.addIssue({ code: "custom", message: `REVIEW_SITE_SCORES: ${parsed.problem}` });
    }),
  /**
   * The key word of staff's margin codes (domain/catalogue/margin-code.ts): ten
   * different capitals for 1234567890. The demo's key is in the open source, so
   * a real shop sets its own.
   */
  MARGIN_CODE_KEY: z
    .string()
    .default(MARGIN_CODE_KEY)
    .superRefine((key, context) => {
      const problem = marginCodeKeyProblem(key);
      if (problem) context.addIssue({ code: "custom", message: `MARGIN_CODE_KEY: ${problem}` });
    }),
  /**
   * The company behind the shop (config/company.ts): each replaces one fact of
   * the demo's fictional company in the footer, the terms, the privacy
   * statement, the withdrawal form and every mail.
   */
  COMPANY_NAME: textSetting(z.string().min(2).max(100)),
  COMPANY_STREET: textSetting(z.string().min(2).max(100)),
  COMPANY_POSTAL_CODE: textSetting(z.string().regex(/^(\d{4} ?[A-Z]{2}|\d{4})$/, "COMPANY_POSTAL_CODE is een postcode, zoals 2382 AS of 2000")),
  COMPANY_CITY: textSetting(z.string().min(2).max(60)),
  COMPANY_KVK_NUMBER: textSetting(z.string().regex(/^\d{8}$/, "COMPANY_KVK_NUMBER is het KvK-nummer van 8 cijfers")),
  COMPANY_VAT_NUMBER: textSetting(z.string().regex(/^NL\d{9}B\d{2}$/, "COMPANY_VAT_NUMBER is een Nederlands btw-nummer, zoals NL123456789B01")),
  COMPANY_IBAN: textSetting(z.string().regex(/^[A-Z]{2}\d{2}( ?[A-Z0-9]{4}){2,7}( ?[A-Z0-9]{1,3})?$/, "COMPANY_IBAN is een IBAN, zoals NL12 BANK 0123 4567 89").refine(isValidIban, "COMPANY_IBAN klopt niet: het controlegetal past niet bij het nummer")),
  CUSTOMER_SERVICE_EMAIL: textSetting(z.email("CUSTOMER_SERVICE_EMAIL moet een e-mailadres zijn")),
  CUSTOMER_SERVICE_PHONE_NL: phoneNumber("CUSTOMER_SERVICE_PHONE_NL"),
  CUSTOMER_SERVICE_PHONE_BE: phoneNumber("CUSTOMER_SERVICE_PHONE_BE"),
  /**
   * Issue 23: where the forms' uploads are kept. Without S3_BUCKET under
   * DATA_DIR/form-uploads; with it in that bucket of an S3-compatible store
   * (server/forms/upload-store.ts). The endpoint is for stores other than AWS.
   */
  S3_BUCKET: textSetting(z.string().min(3).max(63)),
  S3_ENDPOINT: textSetting(z.url("S3_ENDPOINT moet een adres zijn, zoals https://s3.example.com")),
  S3_REGION: textSetting(z.string().min(2).max(40)),
  S3_ACCESS_KEY_ID: textSetting(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: textSetting(z.string().min(1)),
  /**
   * Analytics (decisions §7): a Google Tag Manager container, or without one a
   * GA4 measurement id for gtag.js. Loaded in the browser only after the
   * visitor's consent for "analytisch" (domain/privacy/consent.ts); unset: no tag at all.
   */
  GTM_CONTAINER_ID: textSetting(z.string().regex(GTM_CONTAINER_ID_PATTERN, "GTM_CONTAINER_ID is een Tag Manager-container, zoals GTM-AB12CD3")),
  GA_MEASUREMENT_ID: textSetting(z.string().regex(GA_MEASUREMENT_ID_PATTERN, "GA_MEASUREMENT_ID is een GA4-meet-ID, zoals G-AB12CD34EF")),
}).superRefine((env, context) => {
  // A shop that ran on the development key before it had a key of its own must not keep it
  // as the previous key while changing: anyone could still forge its cookies and links.
  for (const name of ["SESSION_SECRET", "SESSION_SECRET_PREVIOUS"] as const) {
    if (env.NODE_ENV === "production" && env[name] === DEVELOPMENT_SESSION_SECRET) {
      context.addIssue({ code: "custom", path: [name], message: `${name} is de openbare ontwikkelsleutel uit de broncode, waarmee iedereen sessies en links kan vervalsen; laat hem weg` });
    }
  }
  // The test provider lets anyone mark an order paid. Unchosen, it runs only where nobody else can
  // reach the shop; a shop at a public address chooses it on purpose or takes real payments.
  if (env.PAYMENT_PROVIDER === undefined && !isLoopbackHost(hostOfUrl(env.PUBLIC_BASE_URL) ?? "")) {
    context.addIssue({
      code: "custom",
      path: ["PAYMENT_PROVIDER"],
      message: "de winkel staat op een openbaar adres en zou testbetalingen aannemen die niet echt zijn; zet PAYMENT_PROVIDER=mollie met MOLLIE_API_KEY, of kies bewust PAYMENT_PROVIDER=test",
    });
  }
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    context.addIssue({ code: "custom", path: ["WEB_CONCURRENCY"], message: "meer dan één proces kan alleen met een PostgreSQL-server (DATABASE_URL): de ingebouwde database hoort bij één proces" });
  }
  if (Boolean(env.FIRST_ADMIN_EMAIL) !== Boolean(env.FIRST_ADMIN_PASSWORD)) {
    context.addIssue({ code: "custom", path: ["FIRST_ADMIN_PASSWORD"], message: "FIRST_ADMIN_EMAIL en FIRST_ADMIN_PASSWORD horen bij elkaar: geef ze allebei of geen van beide" });
  }
  if (env.PAYMENT_PROVIDER === "mollie" && !env.MOLLIE_API_KEY) {
    context.addIssue({ code: "custom", path: ["MOLLIE_API_KEY"], message: "MOLLIE_API_KEY is verplicht met PAYMENT_PROVIDER=mollie" });
  }
});

export type Env = z.infer<typeof envSchema>;

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** The variables the schema reads: the key of the last answer below. */
const ENV_NAMES = Object.keys(envSchema.shape);
let lastRead: { key: string; env: Env } | null = null;

/**
 * The configuration, checked. Request handlers ask for it on every call, and
 * checking costs more than the rest of a cart read; the last answer is kept for
 * as long as none of the variables changed (tests change them), and for good in
 * production.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source !== process.env) return parseEnv(source);
  // A production server's environment is fixed at its start: even reading the variables again costs.
  if (lastRead?.env.NODE_ENV === "production") return lastRead.env;
  const key = ENV_NAMES.map((name) => source[name] ?? "\u0000").join("\u0001");
  if (lastRead?.key !== key) lastRead = { key, env: parseEnv(source) };
  return lastRead.env;
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join(".") ?? "omgeving";
    throw new ConfigurationError(`Ongeldige instelling ${variable}: ${issue?.message ?? "onbekende fout"}.`);
  }
  return parsed.data;
}

/**
 * The key the shop made and keeps in its database (server/secrets/session-key.ts),
 * once `npm start` has read it. On globalThis under a registered symbol: Next.js
 * bundles the pages' code apart from the server's modules, and both must see it.
 */
const SHOP_SESSION_KEY = Symbol.for("stekker.shop-session-key");
type WithShopKey = { [SHOP_SESSION_KEY]?: string };

export function setShopSessionKey(key: string | null): void {
  if (key === null) delete (globalThis as WithShopKey)[SHOP_SESSION_KEY];
  else (globalThis as WithShopKey)[SHOP_SESSION_KEY] = key;
}

/**
 * The key that signs: SESSION_SECRET; else the shop's own key from the database;
 * else, in development and the tests only, the development key. In production
 * without a key nothing is signed: a public key would let anyone forge any link.
 */
export function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const shopKey = (globalThis as WithShopKey)[SHOP_SESSION_KEY];
  if (shopKey) return shopKey;
  if (env.NODE_ENV !== "production") return DEVELOPMENT_SESSION_SECRET;
  throw new ConfigurationError("Er is geen sleutel om mee te ondertekenen: zet SESSION_SECRET of start de winkel met npm start, dat er een in de database maakt.");
}

/** The keys a signature may have been made with: the signing key, then SESSION_SECRET_PREVIOUS. */
export function verificationSecrets(env: Env): string[] {
  const current = sessionSecret(env);
  return env.SESSION_SECRET_PREVIOUS && env.SESSION_SECRET_PREVIOUS !== current ? [current, env.SESSION_SECRET_PREVIOUS] : [current];
}

/**
 * A verifier's first answer that is not a miss (null, false, or a link's "invalid"),
 * trying each key that may have signed (verificationSecrets); the token modules stay
 * pure, the secret a parameter. A link that is "expired" under one key was signed
 * with it, so no other key is tried.
 */
export function verifyWithAnyKey<T>(env: Env, verify: (secret: string) => T): T {
  const secrets = verificationSecrets(env);
  let answer = verify(secrets[0]!);
  for (const secret of secrets.slice(1)) {
    if (answer !== null && answer !== false && answer !== undefined && answer !== "invalid") break;
    answer = verify(secret);
  }
  return answer;
}

/** Whether the built-in test provider takes the payments (chosen, or unset on a loopback address: see the refinement). */
export function isTestPaymentProvider(env: Pick<Env, "PAYMENT_PROVIDER">): boolean {
  return env.PAYMENT_PROVIDER !== "mollie";
}

export function dataDirectory(env: Env): string {
  return path.resolve(env.DATA_DIR);
}

export function pgliteDirectory(env: Env): string {
  return path.join(dataDirectory(env), "pglite");
}

/**
 * Connections per app process to a PostgreSQL server: the setting, or else
 * about twice the cores for all of the instance's processes together (at
 * least 2 each, at most 20; cart writes get a second pool half this size,
 * `cartWrites` in server/db/client.ts). More connections than the cores can serve only add
 * wake-ups of server processes, while queries waiting for a busy connection go
 * out together in one write (postgres.js pipelines them). On the 2-core machine
 * of docs/PERFORMANCE.md, 4 instead of 10 took the cart's PUT from 1,500 to
 * 1,750 requests/s and placing an order from 560 to 670 per second.
 */
export function databasePoolSize(env: Pick<Env, "DATABASE_POOL_SIZE" | "WEB_CONCURRENCY">, cores = availableParallelism()): number {
  return env.DATABASE_POOL_SIZE ?? Math.min(20, Math.max(2, Math.ceil((2 * cores) / env.WEB_CONCURRENCY)));
}
