/**
 * The fault test (issue 17, "Faults"): two app instances of `npm start` on one
 * PostgreSQL server and one Redis, both the test's own, and three faults:
 *
 *   A  one instance killed with SIGKILL while 50 checkouts run against both;
 *   B  PostgreSQL restarted while carts are written against both;
 *   C  Redis killed while shoppers check out, browse and sign up, then back.
 *
 * It counts what a shop owner would ask afterwards (orders placed, lost,
 * doubled; stock right; acknowledged carts kept; answers of the survivor) and
 * holds each to its rule. The figures go to the console and to
 * test-results/faults.json, which `npm test` counts; with FAULTS_WRITE_DOCS=1
 * also into docs/RELIABILITY.md.
 *
 *   node --import tsx tests/faults/run.ts     (FAULTS_BASE_PORT, default 3810)
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

import postgres from "postgres";

import { appInstance, type AppInstance, freePort, MissingTool, onExit, type PostgresCluster, type RedisServer, sleep, startPostgres, startRedis, stopEverything, waitUntil, workFolder } from "./services";
import { checkout, type CheckoutOutcome, type Exchange, Shopper } from "./shopper";

const REPORT_FILE = "test-results/faults.json";
const DOCS_FILE = "docs/RELIABILITY.md";
/** The scenarios may take this long (about one minute on an idle machine); past it the test fails and cleans up. */
const RUN_LIMIT_MS = 10 * 60_000;
const CHECKOUTS = 50;
const CONCURRENT_SHOPPERS = 10;
const PAYMENT_METHOD = "ideal";

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
const figures: Record<string, Record<string, number | string>> = {};
/** How long the two instances took to start (a build included, when the sources had changed). */
let startupMs = 0;

function check(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "  ✓" : "  ✗"} ${name}: ${detail}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ─── The database's view ──────────────────────────────────────────────────────

type Sql = ReturnType<typeof postgres>;

async function stockOf(sql: Sql, productIds: number[]): Promise<Map<number, number>> {
  const rows = await sql<{ product_id: number; stock: number }[]>`select product_id, stock from products where product_id in ${sql(productIds)}`;
  return new Map(rows.map((row) => [row.product_id, row.stock]));
}

/** Lost, doubled and stock for a set of checkouts, from the database itself. */
async function auditCheckouts(sql: Sql, outcomes: CheckoutOutcome[], stockBefore: Map<number, number>) {
  const cartIds = outcomes.flatMap((outcome) => (outcome.cartId ? [outcome.cartId] : []));
  const orders = await sql<{ order_ref: string; cart_id: string; session_id: string; idempotency_key: string | null }[]>`
    select order_ref, cart_id, session_id, idempotency_key from orders where cart_id in ${sql(cartIds.length > 0 ? cartIds : [""])}`;
  const lockedCarts = await sql<{ cart_id: string }[]>`select cart_id from carts where locked and cart_id in ${sql(cartIds.length > 0 ? cartIds : [""])}`;
  const byCart = new Map<string, string[]>();
  for (const order of orders) byCart.set(order.cart_id, [...(byCart.get(order.cart_id) ?? []), order.order_ref]);
  const byKey = new Map<string, number>();
  for (const order of orders) if (order.idempotency_key) byKey.set(order.idempotency_key, (byKey.get(order.idempotency_key) ?? 0) + 1);
  const believed = outcomes.filter((outcome) => outcome.orderRef);
  // Lost: the shopper was told an order number the database does not hold for that cart, or a cart was locked without its order.
  const lost =
    believed.filter((outcome) => !(byCart.get(outcome.cartId!) ?? []).includes(outcome.orderRef!)).length +
    lockedCarts.filter((cart) => !byCart.has(cart.cart_id)).length;
  const doubled = [...byCart.values()].filter((refs) => refs.length > 1).length + [...byKey.values()].filter((count) => count > 1).length;
  // Orders the shopper never heard of (its answer was lost for good): not lost, but worth counting.
  const unannounced = orders.filter((order) => !believed.some((outcome) => outcome.orderRef === order.order_ref)).length;
  const sold = new Map<number, number>();
  for (const order of orders) {
    const outcome = outcomes.find((candidate) => candidate.cartId === order.cart_id)!;
    for (const [productId, qty] of Object.entries(outcome.items)) sold.set(Number(productId), (sold.get(Number(productId)) ?? 0) + qty);
  }
  const stockAfter = await stockOf(sql, [...stockBefore.keys()]);
  const wrongStock = [...stockBefore].filter(([productId, before]) => before - (sold.get(productId) ?? 0) !== stockAfter.get(productId));
  return { believed: believed.length, inDatabase: orders.length, lost, doubled, unannounced, wrongStock, sold };
}

// ─── Scenarios ─────────────────────────────────────────────────────────────────

interface Shop {
  sql: Sql;
  apps: [AppInstance, AppInstance];
  postgres: PostgresCluster;
  redis: RedisServer;
  productIds: number[];
}

let addressCounter = 0;
/** Every shopper its own address (from TEST-NET-2), so that per-address limits see separate visitors. */
const nextAddress = () => {
  addressCounter += 1;
  return `198.51.${100 + (addressCounter >> 8)}.${addressCounter & 255}`;
};

/** Runs `count` checkouts, `concurrency` at a time, alternating the instance each starts on. */
async function runCheckouts(shop: Shop, count: number, concurrency: number, log: Exchange[], onOutcome?: (done: CheckoutOutcome[]) => void): Promise<CheckoutOutcome[]> {
  const outcomes: CheckoutOutcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const productId = shop.productIds[index % shop.productIds.length]!;
      const shopper = new Shopper(shop.apps, index % 2, nextAddress(), log);
      outcomes.push(await checkout(shopper, { [productId]: 1 + (index % 2) }, PAYMENT_METHOD));
      onOutcome?.(outcomes);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

async function scenarioKill(shop: Shop): Promise<void> {
  console.log("\n━━ A: een app-instantie met SIGKILL gestopt tijdens 50 bestellingen ━━");
  const [survivor, victim] = shop.apps;
  const stockBefore = await stockOf(shop.sql, shop.productIds);
  const log: Exchange[] = [];
  let killedAt = 0;
  let killing: Promise<void> | null = null;
  const started = Date.now();
  const outcomes = await runCheckouts(shop, CHECKOUTS, CONCURRENT_SHOPPERS, log, (done) => {
    // In the middle of the run: a third of the orders placed, the rest on their way.
    if (!killing && done.filter((outcome) => outcome.orderRef).length >= CHECKOUTS / 3) {
      killedAt = Date.now();
      killing = victim.kill();
    }
  });
  const runMs = Date.now() - started;
  await killing;
  const restartedAt = Date.now();
  const restartMs = await victim.start();
  const survivorDuringKill = log.filter((exchange) => exchange.instance === survivor.name && exchange.at >= killedAt);
  const survivorFailures = survivorDuringKill.filter((exchange) => exchange.status === 0 || exchange.status >= 500).length;
  const survivorNon2xx = survivorDuringKill.filter((exchange) => exchange.status < 200 || exchange.status >= 300).length;
  const victimUnanswered = log.filter((exchange) => exchange.instance === victim.name && exchange.status === 0).length;
  const audit = await auditCheckouts(shop.sql, outcomes, stockBefore);
  // The restarted instance answers by itself: a whole checkout on it alone.
  const after = await checkout(new Shopper([victim], 0, nextAddress(), []), { [shop.productIds[0]!]: 1 }, PAYMENT_METHOD);
  const failedCheckouts = outcomes.filter((outcome) => outcome.error);
  figures["A: SIGKILL"] = {
    checkouts: CHECKOUTS,
    "gelukt volgens de klant": audit.believed,
    "bestellingen in de database": audit.inDatabase,
    kwijt: audit.lost,
    dubbel: audit.doubled,
    "besteld zonder dat de klant het hoorde": audit.unannounced,
    "voorraad fout (producten)": audit.wrongStock.length,
    "verzoeken zonder antwoord van de gestopte instantie": victimUnanswered,
    "antwoorden van de overlevende na de kill": survivorDuringKill.length,
    "waarvan niet-2xx": survivorNon2xx,
    "waarvan 5xx of geen antwoord": survivorFailures,
    "duur van de 50 bestellingen": seconds(runMs),
    "kill na": seconds(killedAt - started),
    "herstart tot eerste antwoord": seconds(restartMs),
  };
  check("A. every checkout placed its order despite the kill", failedCheckouts.length === 0, failedCheckouts.length === 0 ? `${audit.believed}/${CHECKOUTS}` : failedCheckouts.map((outcome) => outcome.error).slice(0, 3).join("; "));
  check("A. no order lost", audit.lost === 0, `${audit.lost} kwijt; ${audit.believed} gemeld, ${audit.inDatabase} in de database`);
  check("A. no order doubled", audit.doubled === 0, `${audit.doubled} dubbel`);
  check("A. stock before − sold = stock after for every product touched", audit.wrongStock.length === 0, audit.wrongStock.length === 0 ? `${shop.productIds.length} producten kloppen` : JSON.stringify(audit.wrongStock));
  check("A. the kill landed while checkouts were running", killedAt > 0 && victimUnanswered > 0, `${victimUnanswered} verzoeken kregen geen antwoord van ${victim.name}`);
  check("A. the surviving instance kept answering (no 5xx, no silence)", survivorFailures === 0 && survivorDuringKill.length > 0, `${survivorDuringKill.length} antwoorden, ${survivorNon2xx} niet-2xx, ${survivorFailures} 5xx of geen antwoord`);
  check("A. the killed instance, started again, serves a whole checkout by itself", after.orderRef !== null, after.error ?? `bestelling ${after.orderRef} na ${seconds(Date.now() - restartedAt)}`);
}

/**
 * Carts written in a loop on one instance, without retries: every answer counts.
 * Each cart is a new visitor with an address of its own, so that a per-address
 * limit on new carts does not stand in for the database's outage.
 */
async function cartWriter(shop: Shop, app: AppInstance, log: Exchange[], acknowledged: Map<string, number>, until: () => boolean): Promise<void> {
  while (!until()) {
    const shopper = new Shopper([app], 0, nextAddress(), log);
    const session = await shopper.once(app, "GET", "/api/app-state/");
    if (session.status !== 200) {
      await sleep(150);
      continue;
    }
    const productId = shop.productIds[acknowledged.size % shop.productIds.length]!;
    const created = await shopper.once(app, "POST", "/api/carts/", { items: { [productId]: { qty: 1 } } });
    if (created.status === 201) {
      const cartId = String(created.json!.data!.cartId);
      acknowledged.set(cartId, Number(created.json!.data!.version));
      const changed = await shopper.once(app, "PUT", `/api/carts/${cartId}/`, { version: Number(created.json!.data!.version), items: { [productId]: { qty: 2 } } });
      if (changed.status === 200) acknowledged.set(cartId, Number(changed.json!.data!.version));
    }
    await sleep(100);
  }
}

/** Checkouts one after the other until told to stop, each a new shopper (with the load balancer's retries). */
async function checkoutLoop(shop: Shop, preferred: number, log: Exchange[], outcomes: CheckoutOutcome[], until: () => boolean): Promise<void> {
  while (!until()) {
    const productId = shop.productIds[outcomes.length % shop.productIds.length]!;
    outcomes.push(await checkout(new Shopper(shop.apps, preferred, nextAddress(), log), { [productId]: 1 }, PAYMENT_METHOD));
  }
}

async function scenarioPostgresRestart(shop: Shop): Promise<void> {
  console.log("\n━━ B: PostgreSQL herstart terwijl winkelwagens worden geschreven en bestellingen geplaatst ━━");
  const log: Exchange[] = [];
  const acknowledged = new Map<string, number>();
  const stockBefore = await stockOf(shop.sql, shop.productIds);
  const outcomes: CheckoutOutcome[] = [];
  let stop = false;
  const writers = [
    ...shop.apps.flatMap((app) => Array.from({ length: 3 }, () => cartWriter(shop, app, log, acknowledged, () => stop))),
    ...shop.apps.map((_, preferred) => checkoutLoop(shop, preferred, log, outcomes, () => stop)),
  ];
  await sleep(3000);
  const stoppedAt = Date.now();
  shop.postgres.stop("fast");
  await sleep(4000);
  shop.postgres.start();
  const startedAt = Date.now();
  // Both instances must write again by themselves, without a restart of the app.
  const recovered = new Map<string, number>();
  const recoveryLimit = startedAt + 60_000;
  while (recovered.size < shop.apps.length && Date.now() < recoveryLimit) {
    for (const exchange of log) if (exchange.at >= startedAt && exchange.status >= 200 && exchange.status < 300 && !recovered.has(exchange.instance)) recovered.set(exchange.instance, exchange.at - startedAt);
    await sleep(100);
  }
  await sleep(2000);
  stop = true;
  await Promise.all(writers);
  const outage = log.filter((exchange) => exchange.at >= stoppedAt && exchange.at <= startedAt + 1000);
  const statuses = new Map<number, number>();
  for (const exchange of outage) statuses.set(exchange.status, (statuses.get(exchange.status) ?? 0) + 1);
  const unshaped = outage.filter((exchange) => exchange.status === 0 || (exchange.status >= 500 && !exchange.shaped)).length;
  const raw500 = outage.filter((exchange) => exchange.status === 500).length;
  const rows = await shop.sql<{ cart_id: string; version: number }[]>`select cart_id, version from carts where cart_id in ${shop.sql([...acknowledged.keys(), ""])}`;
  const stored = new Map(rows.map((row) => [row.cart_id, row.version]));
  const lostCarts = [...acknowledged].filter(([cartId, version]) => (stored.get(cartId) ?? -1) < version).length;
  const health = await Promise.all(shop.apps.map(async (app) => (await fetch(`${app.origin}/api/system-health/`).then((answer) => answer.status, () => 0)) === 200));
  const audit = await auditCheckouts(shop.sql, outcomes, stockBefore);
  const failedCheckouts = outcomes.filter((outcome) => outcome.error);
  figures["B: PostgreSQL-herstart"] = {
    "winkelwagens bevestigd": acknowledged.size,
    "bevestigd maar kwijt": lostCarts,
    "bestellingen begonnen": outcomes.length,
    "gelukt volgens de klant": audit.believed,
    "bestellingen in de database": audit.inDatabase,
    "kwijt / dubbel": `${audit.lost} / ${audit.doubled}`,
    "voorraad fout (producten)": audit.wrongStock.length,
    "verzoeken tijdens de storing": outage.length,
    "antwoorden tijdens de storing": [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? "geen" : status}×${count}`).join(", "),
    "waarvan 500 (niet 503)": raw500,
    "database weg": seconds(startedAt - stoppedAt),
    ...Object.fromEntries(shop.apps.map((app) => [`${app.name} schrijft weer na`, recovered.has(app.name) ? seconds(recovered.get(app.name)!) : "niet"])),
  };
  check("B. no cart lost that was acknowledged", lostCarts === 0 && acknowledged.size > 0, `${acknowledged.size} bevestigd, ${lostCarts} kwijt`);
  check("B. every checkout placed its order despite the restart (retried with the same Idempotency-Key)", failedCheckouts.length === 0 && outcomes.length > 0, failedCheckouts.length === 0 ? `${audit.believed}/${outcomes.length}` : failedCheckouts.map((outcome) => outcome.error).slice(0, 3).join("; "));
  check("B. no order lost or doubled, stock right", audit.lost === 0 && audit.doubled === 0 && audit.wrongStock.length === 0, `${audit.lost} kwijt, ${audit.doubled} dubbel, ${audit.wrongStock.length} producten met verkeerde voorraad`);
  check("B. both instances write again after the restart, by themselves", recovered.size === shop.apps.length, shop.apps.map((app) => `${app.name}: ${recovered.has(app.name) ? seconds(recovered.get(app.name)!) : "niet"}`).join(", "));
  check("B. both instances report healthy afterwards", health.every(Boolean), health.map((ok, index) => `${shop.apps[index]!.name}: ${ok ? "200" : "niet 200"}`).join(", "));
  check("B. during the outage every answer came, and every 5xx had the §6 failure shape", unshaped === 0, `${outage.length} verzoeken; ${unshaped} zonder antwoord of zonder §6-vorm`);
  check("B. an absent database answers 503 with Retry-After, never 500", raw500 === 0, `${raw500} × 500 tijdens de storing`);
}

async function newsletterSignUp(shopper: Shopper, app: AppInstance, emailAddress: string): Promise<number> {
  return (await shopper.once(app, "POST", "/api/newsletter-subscribers/", { emailAddress })).status;
}

async function scenarioRedisGone(shop: Shop): Promise<void> {
  console.log("\n━━ C: Redis weg, en terug ━━");
  await shop.redis.kill();
  const log: Exchange[] = [];
  const stockBefore = await stockOf(shop.sql, shop.productIds);
  const outcomes = await runCheckouts(shop, 10, 4, log);
  const audit = await auditCheckouts(shop.sql, outcomes, stockBefore);
  // The catalogue: the front page, a product page and the API's listing, on both instances.
  const browse = new Shopper(shop.apps, 0, nextAddress(), log);
  const listing = await browse.once(shop.apps[0], "GET", "/api/products/?pageSize=5");
  const productUrl = String((listing.json?.data?.items as { url?: string }[] | undefined)?.[0]?.url ?? "/");
  const catalogue: number[] = [listing.status];
  for (const app of shop.apps) for (const path of ["/", productUrl, "/api/products/?pageSize=5"]) catalogue.push((await browse.once(app, "GET", path)).status);
  // Sign-ups, each from its own address: the limiter's store is away, the sign-up must not be.
  const signUps: number[] = [];
  for (let index = 0; index < 6; index += 1) signUps.push(await newsletterSignUp(new Shopper(shop.apps, 0, nextAddress(), log), shop.apps[index % 2]!, `weg-${index}-${Date.now()}@example.nl`));
  // One address that signs up twelve times on one instance (the limit is ten an hour): still refused, counted in that instance's memory.
  const oneAddress = new Shopper(shop.apps, 0, nextAddress(), log);
  const burst: number[] = [];
  for (let index = 0; index < 12; index += 1) burst.push(await newsletterSignUp(oneAddress, shop.apps[0], `burst-${index}-${Date.now()}@example.nl`));
  const fiveHundreds = log.filter((exchange) => exchange.status === 0 || exchange.status >= 500).length;

  await shop.redis.start();
  // Counting resumes in Redis once the instances have reconnected (ioredis retries by itself).
  const returning = new Shopper(shop.apps, 0, nextAddress(), log);
  let resumedMs = -1;
  try {
    resumedMs = await waitUntil(async () => (await newsletterSignUp(returning, shop.apps[1], `terug-${Date.now()}@example.nl`), shop.redis.keyCount() > 0), 30_000, "tellen in Redis");
  } catch {
    resumedMs = -1;
  }
  const limited = new Shopper(shop.apps, 0, nextAddress(), log);
  const afterReturn: number[] = [];
  for (let index = 0; index < 30 && !afterReturn.includes(429); index += 1) afterReturn.push(await newsletterSignUp(limited, shop.apps[index % 2]!, `teller-${index}-${Date.now()}@example.nl`));
  // Per visitor: another address is not refused with it, and a header of the client's own naming another address does not get it out.
  const refusedAt = afterReturn.indexOf(429);
  const spoofed = refusedAt < 0 ? 0 : (await limited.once(shop.apps[0], "POST", "/api/newsletter-subscribers/", { emailAddress: `vermomd-${Date.now()}@example.nl` }, { "x-stekker-client-address": "203.0.113.99" })).status;
  const neighbour = await newsletterSignUp(new Shopper(shop.apps, 0, nextAddress(), log), shop.apps[0], `buur-${Date.now()}@example.nl`);
  figures["C: Redis weg"] = {
    "bestellingen zonder Redis": `${audit.believed}/10`,
    "kwijt / dubbel": `${audit.lost} / ${audit.doubled}`,
    "catalogus-antwoorden": catalogue.join(" "),
    "aanmeldingen (elk eigen adres)": signUps.join(" "),
    "12 aanmeldingen van één adres": burst.join(" "),
    "5xx of geen antwoord": fiveHundreds,
    "Redis telt weer na": resumedMs < 0 ? "niet" : seconds(resumedMs),
    "na terugkeer: 429 bij aanmelding nr.": afterReturn.includes(429) ? afterReturn.indexOf(429) + 1 : "geen",
    // Against the number sent: shows whether a hit went uncounted (a slow Redis) or counted twice.
    "tellingen in Redis daarna": shop.redis.counts().sort((a, b) => b - a).join(" ") || "—",
    "geweigerd adres met eigen x-stekker-client-address": spoofed || "—",
    "ander adres daarna": neighbour,
  };
  check("C. checkouts keep working without Redis", audit.believed === 10 && audit.lost === 0 && audit.doubled === 0 && audit.wrongStock.length === 0, `${audit.believed}/10 geplaatst, ${audit.lost} kwijt, ${audit.doubled} dubbel`);
  check("C. the catalogue keeps answering 2xx without Redis", catalogue.every((status) => status >= 200 && status < 300), catalogue.join(" "));
  check("C. newsletter sign-ups keep working without Redis", signUps.every((status) => status === 202), signUps.join(" "));
  // rate-limiter-flexible's insurance limiter: while Redis is away each instance counts in its own memory (docs/security/limits.md).
  check("C. while Redis is away the limits still hold, counted in the instance's memory", burst.slice(0, 10).every((status) => status === 202) && burst.slice(10).every((status) => status === 429), burst.join(" "));
  check("C. nothing answered 5xx while Redis was away", fiveHundreds === 0, `${fiveHundreds} × 5xx of geen antwoord`);
  check("C. a limit counts per visitor: the refused address stays refused under a header of its own, another address is let in", spoofed === 429 && neighbour === 202, `met eigen x-stekker-client-address: ${spoofed || "—"}; ander adres: ${neighbour}`);
  check("C. when Redis returns, the limits count in it again", resumedMs >= 0 && afterReturn.includes(429), `Redis telt na ${resumedMs < 0 ? "—" : seconds(resumedMs)}; 429 bij nr. ${afterReturn.indexOf(429) + 1}`);
}

// ─── The run ───────────────────────────────────────────────────────────────────

function writeReport(startedAt: number, failure?: string): void {
  const passed = checks.filter((entry) => entry.ok).length;
  const failed = checks.length - passed + (failure ? 1 : 0);
  mkdirSync("test-results", { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify({ passed, failed, failure: failure ?? null, durationMs: Date.now() - startedAt, checks, figures }, null, 2)}\n`);
  console.log("\n━━ cijfers ━━");
  for (const [scenario, values] of Object.entries(figures)) {
    console.log(scenario);
    for (const [name, value] of Object.entries(values)) console.log(`    ${name}: ${value}`);
  }
  if (process.env.FAULTS_WRITE_DOCS === "1" && !failure) writeDocs(startedAt);
  console.log(`faults: ${passed} passed, ${failed} failed (${seconds(Date.now() - startedAt)})`);
}

/** The figures of this run into docs/RELIABILITY.md, between its two markers. */
function writeDocs(startedAt: number): void {
  const start = "<!-- fault-figures:start -->";
  const end = "<!-- fault-figures:end -->";
  const document = readFileSync(DOCS_FILE, "utf8");
  const table = Object.entries(figures)
    .map(([scenario, values]) => [`**${scenario}**`, "", "| | |", "| --- | --- |", ...Object.entries(values).map(([name, value]) => `| ${name} | ${value} |`), ""].join("\n"))
    .join("\n");
  const machine = `Gemeten ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC op ${cpus().length} cores (${cpus()[0]?.model.trim() ?? "?"}), Node ${process.version}, belasting (load average) ${loadavg()[0]!.toFixed(1)}; de hele test duurde ${seconds(Date.now() - startedAt)}, waarvan ${seconds(startupMs)} het starten van de twee instanties (met bouwen als de bronnen veranderd waren).`;
  const before = document.slice(0, document.indexOf(start) + start.length);
  const after = document.slice(document.indexOf(end));
  writeFileSync(DOCS_FILE, `${before}\n${machine}\n\n${table}${after}`);
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  let deadline: NodeJS.Timeout | undefined;
  try {
    const folder = workFolder();
    const taken = new Set<number>();
    const base = Number(process.env.FAULTS_BASE_PORT ?? 3810);
    const [postgresPort, redisPort, portA, portB] = [await freePort(base, taken), await freePort(base, taken), await freePort(base, taken), await freePort(base, taken)];
    console.log(`› Eigen PostgreSQL op ${postgresPort}, Redis op ${redisPort}, app-instanties op ${portA} en ${portB}.`);
    const cluster = startPostgres(postgresPort);
    const redis = await startRedis(folder, redisPort);
    const env = {
      DATABASE_URL: cluster.url,
      REDIS_URL: redis.url,
      // Both instances must know each other's session cookies.
      SESSION_SECRET: randomBytes(32).toString("hex"),
      PUBLIC_BASE_URL: `http://127.0.0.1:${portA}`,
      // The shoppers stand behind a proxy of the shop's: each has its own address for the limits.
      TRUSTED_PROXY_HOPS: "1",
      SEED_PRODUCTS: "200",
      WEB_CONCURRENCY: "1",
      DATABASE_POOL_SIZE: "4",
      PAYMENT_PROVIDER: "test",
      ADDRESS_LOOKUP_URL: "off",
      VIES_URL: "off",
      SMTP_URL: "",
      FIRST_ADMIN_EMAIL: "",
      FIRST_ADMIN_PASSWORD: "",
    };
    const apps: [AppInstance, AppInstance] = [appInstance("app-1", portA, folder, env), appInstance("app-2", portB, folder, env)];
    // One after the other: the first migrates, seeds and (if the sources changed) builds.
    const firstStart = await apps[0].start();
    const secondStart = await apps[1].start();
    startupMs = firstStart + secondStart;
    console.log(`› Gestart in ${seconds(firstStart)} en ${seconds(secondStart)}.`);
    // From here on the run is bounded; the start before may include a build, which has its own limit.
    deadline = setTimeout(() => {
      writeReport(startedAt, `de scenario's duurden langer dan ${RUN_LIMIT_MS / 60_000} minuten`);
      stopEverything();
      process.exit(1);
    }, RUN_LIMIT_MS);
    deadline.unref();
    const sql = postgres(cluster.url, { max: 2, onnotice: () => undefined });
    onExit(() => void sql.end({ timeout: 0 }));
    const products = await sql<{ product_id: number }[]>`select product_id from products where not expired and stock > 0 order by product_id limit 5`;
    const productIds = products.map((row) => row.product_id);
    await sql`update products set stock = 1000, stock_estimated_date = null where product_id in ${sql(productIds)}`;
    const shop: Shop = { sql, apps, postgres: cluster, redis, productIds };
    for (const scenario of [scenarioKill, scenarioPostgresRestart, scenarioRedisGone]) {
      try {
        await scenario(shop);
      } catch (error) {
        check(`${scenario.name} ran to the end`, false, error instanceof Error ? error.message : String(error));
        for (const app of apps) console.log(`── ${app.name} (laatste regels) ──\n${app.logTail()}`);
      }
    }
    if (checks.some((entry) => !entry.ok)) for (const app of apps) console.log(`── ${app.name} (laatste regels) ──\n${app.logTail(40)}`);
    await Promise.all(apps.map((app) => app.stop()));
    await sql.end({ timeout: 5 });
    writeReport(startedAt);
  } catch (error) {
    const message = error instanceof MissingTool ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`✗ ${message}`);
    writeReport(startedAt, message);
  } finally {
    clearTimeout(deadline);
    stopEverything();
  }
  process.exit(checks.length > 0 && checks.every((entry) => entry.ok) && !readReport().failure ? 0 : 1);
}

function readReport(): { failure: string | null } {
  return JSON.parse(readFileSync(REPORT_FILE, "utf8")) as { failure: string | null };
}

process.on("SIGINT", () => {
  stopEverything();
  process.exit(130);
});
process.on("SIGTERM", () => {
  stopEverything();
  process.exit(143);
});
process.on("exit", stopEverything);

void main();
