/**
 * `npm start`: everything a fresh clone needs to serve the shop, in order, each
 * step telling what it does. A wrong setting ends with one sentence, not a stack.
 *
 *   configuration → port free? → migrate → seed the demo catalogue (only when
 *   empty) → build (only when the sources changed) → serve
 *
 * The cheap checks come first, so that a wrong setting is reported in seconds
 * rather than after a build of several minutes. The build never reads the
 * database (every page renders per request), so it may run while it is open.
 */
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { ConfigurationError, readEnv } from "@/config/env";
import { getDatabaseHandle } from "@/server/db/client";
import { generateCatalogue } from "@/demo/catalogue/generate-catalogue";
import { isCatalogueEmpty, seedCatalogue } from "@/server/db/seed/seed-catalogue";
import { seedPages } from "@/server/pages/seed-pages";
import { seedQuotes } from "@/server/db/seed/seed-quotes";
import { reviewableProducts, seedReviews } from "@/server/db/seed/seed-reviews";
import { generateReviews } from "@/demo/reviews/generate-reviews";
import { seedForms } from "@/server/db/seed/seed-forms";
import { seedVacancies } from "@/server/db/seed/seed-vacancies";
import { seedNewsletters } from "@/server/db/seed/seed-newsletters";
import { seedFrontContent } from "@/server/db/seed/seed-front-content";
import { ApiError } from "@/server/http/api-error";
import { ensureFirstAdmin } from "@/server/staff/ensure-first-admin";
import { ensureSpecialDates } from "@/server/delivery/ensure-special-dates";
import { loadShopSessionKey } from "@/server/secrets/session-key";
import { refuseMalformedRequest } from "@/host/malformed-request";
import { createMailLinkHostWarning } from "@/host/mail-link-host";
import { stampClientAddress } from "@/server/http/client-address";
import { applySecurityHeaders, securityHeaderSettings } from "@/host/security-headers";
import { answerPermanentRedirectsWith301 } from "@/host/redirect-status";
import { isNotFoundPageRequest, type Loopback, renderNotFoundOnTheServer } from "@/host/not-found";
import { noteCatalogueChange } from "@/server/cache/catalogue-generation";
import { listenForCatalogueChanges } from "@/host/page-cache/catalogue-changes";
import { PageCache, sharedLifetimeMs } from "@/host/page-cache/page-cache";
import { withSharing } from "@/host/page-cache/share-publicly";
import type { StockAlertWatcher } from "@/server/stock-alerts/stock-alert-watcher";
import type { JobQueue } from "@/server/jobs/job-queue";

import { hashBuildInputs, isBuildCurrent, recordBuild } from "./build-freshness";
import { assertPortFree } from "./port";
import { allowServerOnlyImports } from "./server-only-hook";

const root = process.cwd();
const step = (text: string) => console.log(`› ${text}`);

async function buildWhenNeeded(): Promise<void> {
  if (await isBuildCurrent(root)) {
    step("De build is actueel; niet opnieuw gebouwd.");
    return;
  }
  step("Bouwen van de productieversie (alleen na een wijziging; duurt ongeveer een halve minuut)…");
  const hash = await hashBuildInputs(root);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new ConfigurationError(`Het bouwen is mislukt (exitcode ${code}); zie de meldingen hierboven.`))));
  });
  await recordBuild(root, hash);
  step(`Gebouwd in ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function prepareDatabase(): Promise<void> {
  const env = readEnv();
  const handle = await getDatabaseHandle();
  step(handle.driver === "pglite" ? `Ingebouwde database in ${path.resolve(env.DATA_DIR)}.` : "PostgreSQL-server uit DATABASE_URL.");
  await handle.migrate();
  await ensureSpecialDates(handle.db, new Date());
  step("Database bijgewerkt (migraties).");
  // Without SESSION_SECRET the shop signs with a key of its own, made once and kept in the database.
  await loadShopSessionKey(handle.db, env);
  if (!env.SESSION_SECRET) step("Sessies en links ondertekend met de eigen sleutel van de winkel (in de database).");
  // Issue 23: the demo's vacancies, only into an empty table (an admin's own are never replaced).
  if (!env.SKIP_SEED && (await seedVacancies(handle.db, new Date())) > 0) step("Demovacatures toegevoegd.");
  // Issue 23: the shop's pages, once, whatever the catalogue holds (a real shop needs them too).
  const pagesWritten = await seedPages(handle.db, new Date());
  if (pagesWritten > 0) step(`${pagesWritten} pagina's geschreven (klantenservice, over ons).`);
  // Issue 23: the front page's hero, promotions and tiles live in the database now; filled once while empty.
  const frontContent = await seedFrontContent(handle.db, new Date(), { demo: !env.SKIP_SEED });
  if (frontContent > 0) step(`${frontContent} blokken, banners en meldingen van de voorpagina geschreven.`);
  if (env.FIRST_ADMIN_EMAIL && env.FIRST_ADMIN_PASSWORD) {
    const firstAdmin = await ensureFirstAdmin(handle.db, { emailAddress: env.FIRST_ADMIN_EMAIL, password: env.FIRST_ADMIN_PASSWORD }, new Date()).catch((error: unknown) => {
      // A password the policy refuses is a configuration mistake: say which, and stop.
      throw new ConfigurationError(`FIRST_ADMIN_PASSWORD: ${error instanceof ApiError ? (error.errors[0]?.errorMessage ?? error.message) : String(error)}`);
    });
    if (firstAdmin === "added") step(`Eerste beheerder ${env.FIRST_ADMIN_EMAIL} aangemaakt; inloggen op /medewerkers/inloggen/.`);
  }
  if (!(await isCatalogueEmpty(handle.db))) {
    step("De catalogus is al gevuld; niet opnieuw gevuld.");
    return;
  }
  if (env.SKIP_SEED) {
    step("De catalogus is leeg en SKIP_SEED staat aan: niet gevuld.");
    return;
  }
  step(`Democatalogus vullen met ${env.SEED_PRODUCTS} producten…`);
  const started = Date.now();
  const catalogue = generateCatalogue({ productCount: env.SEED_PRODUCTS, seed: env.SEED, now: new Date() });
  await seedCatalogue(handle.db, catalogue);
  // Issue 22: quotes in every status, on the products just written.
  await seedQuotes(handle.db, new Date());
  // Issue 23: reviews behind the products' stars (the generated numbers are replaced by theirs).
  await seedReviews(handle.db, generateReviews(await reviewableProducts(handle.db), env.SEED, new Date()));
  // Issue 23: a few sent forms in the back office's inbox.
  await seedForms(handle.db, new Date());
  // Issue 23, point 5: a draft newsletter campaign with products of the catalogue.
  await seedNewsletters(handle.db, new Date());
  step(`Catalogus gevuld in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Longer than the idle timeout of the balancers in front (AWS's and nginx's 60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

async function serve(): Promise<void> {
  const env = readEnv({ ...process.env, NODE_ENV: "production" });
  // Before Next.js and the API load, in every worker too: nothing is served or signed without the key.
  await loadShopSessionKey((await getDatabaseHandle()).db, env);
  // Imported late: loading Next.js costs time that a failed preflight should not pay.
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: root, hostname: env.HOSTNAME, port: env.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  // The shared page cache stores only answers marked public; a catalogue change, from any instance,
  // drops them and the in-process copies of catalogue reads (docs/security/cache.md).
  const pageCache = env.PAGE_CACHE_SECONDS > 0 ? new PageCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000, maxEntries: 2000 }) : null;
  let stockAlerts: StockAlertWatcher | null = null;
  await listenForCatalogueChanges(await getDatabaseHandle(), () => {
    noteCatalogueChange();
    pageCache?.clear();
    // Stock may have come back: the "weer op voorraad" mails (server/stock-alerts).
    stockAlerts?.noteCatalogueChange();
  });
  const sharedSeconds = () => Math.ceil(sharedLifetimeMs(env.PAGE_CACHE_SECONDS * 1000, Date.now()) / 1000);
  // The API and the product drawings skip Next.js's request pipeline: the Hono application answers them
  // straight from this server (src/host/node-lane.ts). Next.js's catch-all route hands it the rest.
  allowServerOnlyImports();
  const [{ apiApp }, { createLaneListener, isLaneRequest }, { watchStockAlerts }, { startJobQueue }] = await Promise.all([
    import("@/api/app"),
    import("@/host/node-lane"),
    import("@/server/stock-alerts/stock-alert-watcher"),
    import("@/server/jobs/job-queue"),
  ]);
  stockAlerts = watchStockAlerts((await getDatabaseHandle()).db);
  // The background work (order mails, expiring unpaid orders, reminders) on pg-boss, in this same database (server/jobs).
  const jobs: JobQueue = await startJobQueue(await getDatabaseHandle());
  step("Achtergrondtaken gestart (takenwachtrij in de database).");
  const lane = createLaneListener((request) => apiApp.fetch(request));
  const answer = (request: IncomingMessage, response: ServerResponse) =>
    // A page that calls sharePublicly() gets its public Cache-Control here, whatever lane answers it;
    // the 404 page is the same for everyone but cannot say so itself (share-publicly.ts).
    withSharing(
      request,
      response,
      sharedSeconds,
      () => {
        if (isLaneRequest(request.url)) return lane(request, response);
        answerPermanentRedirectsWith301(request, response);
        renderNotFoundOnTheServer(request, response, loopback);
        return handle(request, response);
      },
      isNotFoundPageRequest(request),
    );
  // This same server, for the 404 page's own request (not-found.ts).
  const loopback = (): Loopback => {
    const address = server.address() as AddressInfo;
    const anyAddress = address.address === "0.0.0.0" || address.address === "::";
    return { host: anyAddress ? "127.0.0.1" : address.address, port: address.port };
  };
  const securitySettings = securityHeaderSettings(env);
  const warnAboutMailLinkHost = createMailLinkHostWarning({ publicBaseUrl: env.PUBLIC_BASE_URL, trustedProxyHops: env.TRUSTED_PROXY_HOPS });
  const server = createServer((request, response) => {
    // First, so that every answer has them, the refusals of malformed requests included.
    applySecurityHeaders(request, response, securitySettings);
    if (refuseMalformedRequest(request, response)) return;
    stampClientAddress(request, env.TRUSTED_PROXY_HOPS);
    warnAboutMailLinkHost(request);
    void (pageCache ? pageCache.answer(request, response, answer) : answer(request, response));
  });
  // Node closes an idle kept-alive connection after 5 s. A client (a load balancer, a test's
  // request context) that reuses the connection at that moment gets "socket hang up". The
  // server should be the last to close: longer than the usual balancer's 60 s.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOSTNAME, resolve);
  });
  const shutdown = () => {
    step("Stoppen…");
    server.close();
    // The job queue and the stock alerts first: a job under way (an order mail being claimed and sent)
    // needs the database until it is done. The queue waits for it at most a few seconds.
    void Promise.all([jobs.stop(), stockAlerts?.stop()])
      .then(() => getDatabaseHandle())
      .then((db) => db.close())
      .finally(() => process.exit(0));
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  if (cluster.isWorker) process.send?.({ listening: true });
  else console.log(`✓ Stekker draait op http://localhost:${env.PORT}`);
}

/**
 * WEB_CONCURRENCY app processes on one port (PostgreSQL only): this process has
 * done the preparation and hands the connections out; each worker serves with
 * its own database pool and page cache (both copies: the state is in the
 * database). A worker that dies is replaced.
 */
async function serveWithWorkers(count: number): Promise<void> {
  const env = readEnv({ ...process.env, NODE_ENV: "production" });
  await (await getDatabaseHandle()).close();
  let listening = 0;
  let stopping = false;
  const fork = () =>
    cluster.fork().on("message", (message: { listening?: boolean }) => {
      if (message.listening && ++listening === count) console.log(`✓ Stekker draait op http://localhost:${env.PORT} (${count} processen)`);
    });
  for (let index = 0; index < count; index += 1) fork();
  cluster.on("exit", (worker, code) => {
    if (stopping) return;
    console.error(`✗ Proces ${worker.process.pid} stopte (${code}); er start een nieuw.`);
    fork();
  });
  const shutdown = () => {
    stopping = true;
    step("Stoppen…");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5000).unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

/** The whole runtime `npm start` runs (scripts/start.ts is its entry point). */
export async function startShop(): Promise<void> {
  if (cluster.isWorker) return serve();
  const env = readEnv({ ...process.env, NODE_ENV: "production" });
  await assertPortFree(env.PORT, env.HOSTNAME);
  await prepareDatabase();
  await buildWhenNeeded();
  if (env.WEB_CONCURRENCY > 1) await serveWithWorkers(env.WEB_CONCURRENCY);
  else await serve();
}
