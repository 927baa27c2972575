/**
 * `npm run bench [-- --products 50000 --duration 10 --connections 16]`
 * `npm run bench -- --orders 100000 --connections 8 --only "order list"` (PostgreSQL): the back office's order list
 * `npm run bench -- --products 50000 --only "catalogue import"` (PostgreSQL): the catalogue's export and import (issue 21)
 *
 * Starts the production server exactly as `npm start` does (on PostgreSQL when
 * DATABASE_URL is set, in a database of its own; otherwise on PGlite in
 * data/bench), fills it with the given number of products, and loads each target
 * with a closed loop of keep-alive connections. The same front-page HTML is then
 * served as a static file by a plain Node server, as the ceiling to compare with.
 * Prints a table and writes bench-results/latest.json. Method: docs/PERFORMANCE.md.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import postgres from "postgres";

import { postgresTarget } from "@/server/db/client";
import { seedOrdersStatements } from "@/server/db/seed/seed-orders";
import { hashSecret, newApiToken, tokenPrefix } from "@/server/staff/secret-token";

import { type LoadResult, type LoadWorker, runLoad, runStatefulLoad } from "./lib/load";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "1500" },
    /** Orders to add before the order list's targets (PostgreSQL only): server/db/seed/seed-orders.ts. */
    orders: { type: "string", default: "0" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    port: { type: "string", default: "3300" },
    /** Only the targets whose name contains this text ("cart", "search", "page"). */
    only: { type: "string", default: "" },
    /** A server that is already running (its own database and settings): nothing is started or seeded. */
    url: { type: "string", default: "" },
  },
});
const products = Number(values.products);
const orderCount = Number(values.orders);
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);
const port = Number(values.port);
const only = values.only ?? "";
const selected = (name: string) => name.includes(only);
const base = values.url ? values.url.replace(/\/$/, "") : `http://127.0.0.1:${port}`;

interface Target {
  name: string;
  path: string;
  /** Shared through the page cache: measured as served (through it) and as computed (bypassing it). */
  shared?: boolean;
}

/** The targets; the product page is the most popular washing machine of the catalogue being measured. */
async function targets(): Promise<Target[]> {
  const answer = (await (await fetch(`${base}/api/products/?category=wasmachines&pageSize=1`)).json()) as { data: { items: { url: string; productId: number }[] } };
  const product = answer.data.items[0];
  if (!product) throw new Error("de catalogus heeft geen wasmachines");
  return [
    { name: "front page /", path: "/", shared: true },
    { name: "filtered category page", path: "/wasmachines/?merk=bosch,miele&vulgewicht=8", shared: true },
    { name: "product page", path: product.url, shared: true },
    // Issue 18: the product detail answer, the slowest API answer when measured side by side with Medusa v2.
    { name: "product detail (API)", path: `/api/products/${product.productId}/`, shared: true },
    { name: "search with facets (API)", path: "/api/products/?q=miele%20wasmachine%208kg", shared: true },
    { name: "search, typo (API)", path: "/api/products/?q=wasmachien&merk=bosch", shared: true },
    { name: "autocomplete (API)", path: "/api/suggestions/?q=miele%20wa", shared: true },
    { name: "product image (SVG)", path: `/afbeeldingen/${product.productId}/1.svg` },
  ];
}
const RENDER_FRESH = { "cache-control": "no-cache" };

/** How many products the server lists (all categories, not expired). */
async function listedProducts(): Promise<number> {
  const answer = (await (await fetch(`${base}/api/products/?pageSize=1`)).json()) as { data: { total: number } };
  return answer.data.total;
}

async function prepareDatabase(): Promise<Record<string, string>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    rmSync("data/bench", { recursive: true, force: true });
    return { DATA_DIR: "./data/bench", DATABASE_URL: "" };
  }
  const target = postgresTarget(serverUrl);
  const admin = postgres(target.url, { max: 1, onnotice: () => undefined, ...target.options });
  await admin.unsafe("drop database if exists stekker_bench with (force)");
  await admin.unsafe("create database stekker_bench");
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = "/stekker_bench";
  // Production on a server database needs a session key of its own; any will do for a bench.
  return { DATABASE_URL: url.toString(), SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString("hex") };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--max-semi-space-size=32", "--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      SEED_PRODUCTS: String(products),
      // The load comes from one address; the shop's per-address limits (issue 17) would refuse it after a few carts.
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1,::1,::ffff:127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk);
      if (output.includes("✓ Stekker draait")) resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`de server stopte (${code})`)));
  });
}

/** The resident memory of a process and all its descendants, in MiB (Linux /proc). */
function treeMemory(pid: number): { rssMiB: number; peakMiB: number } {
  const status = (id: number) => {
    try {
      return readFileSync(`/proc/${id}/status`, "utf8");
    } catch {
      return "";
    }
  };
  const kib = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let rss = 0;
  let peak = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const text = status(id);
    rss += kib(text, "VmRSS");
    peak += kib(text, "VmHWM");
    queue.push(...children(id));
  }
  return { rssMiB: Math.round(rss / 1024), peakMiB: Math.round(peak / 1024) };
}

async function staticCeiling(html: string): Promise<LoadResult> {
  const file = path.join(tmpdir(), "stekker-bench-front-page.html");
  writeFileSync(file, html);
  const staticPort = port + 1;
  const server = spawn(
    process.execPath,
    [
      "-e",
      `const http=require("http"),fs=require("fs"),zlib=require("zlib");const body=zlib.gzipSync(fs.readFileSync(${JSON.stringify(file)}));` +
        `http.createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-encoding":"gzip","content-length":body.length});s.end(body)}).listen(${staticPort},"127.0.0.1",()=>console.log("ready"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => server.stdout!.once("data", () => resolve()));
  await runLoad({ url: `http://127.0.0.1:${staticPort}/` }, connections, 1000);
  const result = await runLoad({ url: `http://127.0.0.1:${staticPort}/` }, connections, durationMs);
  server.kill();
  return result;
}

/** A visitor of its own: a session (from app state) and a cart with one product. */
async function cartVisitor(productIds: number[]): Promise<{ cookie: string; cartId: string; version: number }> {
  const appState = await fetch(`${base}/api/app-state/`);
  const cookie = (appState.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const created = await fetch(`${base}/api/carts/`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ items: { [String(productIds[0])]: { qty: 1 } } }),
  });
  if (created.status !== 201) throw new Error(`POST /api/carts/ answered ${created.status}: ${await created.text()}`);
  const cart = ((await created.json()) as { data: { cartId: string; version: number } }).data;
  return { cookie, cartId: cart.cartId, version: cart.version };
}

/** PUT /api/carts/{id}/ adding a product, each time the next of a few, with the version of the last answer. */
async function cartPutWorker(productIds: number[]): Promise<LoadWorker> {
  const visitor = await cartVisitor(productIds);
  let round = 0;
  return {
    next() {
      round += 1;
      // Alternate between one and two items, so that every PUT adds (or removes) a product.
      const items: Record<string, { qty: number }> = { [String(productIds[0])]: { qty: 1 } };
      if (round % 2 === 1) items[String(productIds[1 + (round % (productIds.length - 1))])] = { qty: 1 };
      return {
        url: `${base}/api/carts/${visitor.cartId}/`,
        method: "PUT",
        headers: { cookie: visitor.cookie, "content-type": "application/json" },
        body: JSON.stringify({ version: visitor.version, items }),
      };
    },
    answered(status, body) {
      // The cart's version is the first "version" of the answer ({ data: { cartId, version, … } }); reading
      // it without parsing the whole answer keeps the load generator's share of the two cores small.
      const version = status === 200 ? /"version":(\d+)/.exec(body)?.[1] : undefined;
      if (version) visitor.version = Number(version);
    },
  };
}

async function cartGetWorker(productIds: number[]): Promise<LoadWorker> {
  const visitor = await cartVisitor(productIds);
  return { next: () => ({ url: `${base}/api/carts/${visitor.cartId}/`, headers: { cookie: visitor.cookie } }), answered: () => undefined };
}

/** What a Dutch customer fills in; the bench only varies the cart. */
const CUSTOMER = {
  firstName: "Bench",
  lastName: "Klant",
  emailAddress: "bench@example.nl",
  phoneNumber: "0612345678",
  shippingStreet: "Rapenburg",
  shippingHouseNumber: "73",
  shippingPostalCode: "2311 GJ",
  shippingCity: "Leiden",
  shippingCountry: "NL",
  paymentMethod: "ideal",
};

interface ReadyCart {
  cookie: string;
  cartId: string;
  version: number;
  deliveryDay: string;
}

/** A new visitor with a cart holding one product and the customer's details: everything but the order itself. */
async function readyCart(productId: number): Promise<ReadyCart> {
  const appState = await fetch(`${base}/api/app-state/`);
  const cookie = (appState.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const created = await fetch(`${base}/api/carts/`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ items: { [String(productId)]: { qty: 1 } }, ...CUSTOMER }),
  });
  if (created.status !== 201) throw new Error(`POST /api/carts/ answered ${created.status}`);
  const data = ((await created.json()) as { data: { cartId: string; version: number; deliveryOptions: { days: { date: string }[] } } }).data;
  const day = data.deliveryOptions.days[0];
  if (!day) throw new Error(`product ${productId} cannot be delivered`);
  return { cookie, cartId: data.cartId, version: data.version, deliveryDay: day.date };
}

/** Carts made before the clock runs (8 at a time), so that the timed load is placing orders and nothing else. */
async function readyCarts(productIds: number[], count: number): Promise<ReadyCart[]> {
  const carts: ReadyCart[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let attempt = 0; carts.length < count && attempt < count * 2; attempt += 1) {
        const index = next++;
        // A product the warm-up sold out is skipped.
        const cart = await readyCart(productIds[index % productIds.length]!).catch(() => null);
        if (cart) carts.push(cart);
      }
    }),
  );
  return carts;
}

/**
 * Placing an order (issue 5): each request is the PUT that places a ready cart
 * (decisions §6), with an Idempotency-Key. Should the ready carts run out, a
 * worker makes one before its next request, outside the timing.
 */
function orderWorker(pool: ReadyCart[], productIds: number[]): Promise<LoadWorker> {
  let cart: ReadyCart | null = null;
  return Promise.resolve({
    async prepare() {
      cart = pool.pop() ?? (await readyCart(productIds[Math.floor(Math.random() * productIds.length)]!));
    },
    next() {
      const { cookie, cartId, version, deliveryDay } = cart!;
      return {
        url: `${base}/api/carts/${cartId}/`,
        method: "PUT",
        headers: { cookie, "content-type": "application/json", "idempotency-key": randomBytes(16).toString("hex") },
        body: JSON.stringify({ version, deliveryDay, acceptedTermsAndConditions: true }),
      };
    },
    answered: () => undefined,
  });
}

/** Products in stock to order: up to 12,000 of them, so that each ready cart has a product of its own and none sells out. */
async function productsInStock(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 120; page += 1) {
    const listing = (await (await fetch(`${base}/api/products/?pageSize=100&page=${page}`)).json()) as { data: { items: { productId: number; inStock?: boolean }[] } };
    ids.push(...listing.data.items.filter((item) => item.inStock === true).map((item) => item.productId));
  }
  return ids;
}

/**
 * The back office's order list (issue 20): `orderCount` orders made by SQL in the bench's database, and a member of
 * staff with an API token, sent as a bearer token as a script of the shop's would. Answers the request headers.
 */
async function prepareOrderList(databaseUrl: string): Promise<Record<string, string>> {
  const target = postgresTarget(databaseUrl);
  const client = postgres(target.url, { max: 1, onnotice: () => undefined, ...target.options });
  try {
    const started = Date.now();
    for (const statement of seedOrdersStatements(orderCount, new Date())) await client.unsafe(statement);
    console.log(`› ${orderCount} bestellingen geschreven in ${Date.now() - started} ms`);
    const token = newApiToken();
    const [member] = await client.unsafe<{ staff_member_id: number }[]>(
      "insert into staff_members (email_address, name, role, password_hash) values ('bench@stekker.test', 'Bench', 'staff', 'no password: a token only') returning staff_member_id",
    );
    await client.unsafe("insert into staff_api_tokens (staff_member_id, name, secret_hash, prefix) values ($1, 'bench', $2, $3)", [member!.staff_member_id, hashSecret(token), tokenPrefix(token)] as never[]);
    return { authorization: `Bearer ${token}` };
  } finally {
    await client.end();
  }
}

/**
 * The order list's targets: the desk's "new pick-ups", the same with a customer's name typed in, and a postal code
 * search; and, as the floor to compare with in the same run, a staff route that only checks the token (the machine's
 * and the API's own cost of a staff request, without the list).
 */
const ORDER_LIST_TARGETS = [
  { name: "order list's floor: the token checked, no list (API)", path: "/api/shop/mode/" },
  { name: "order list, new pick-ups (API)", path: "/api/orders/?fulfilmentStatus=new&deliveryType=pickUp" },
  { name: "order list, new pick-ups, searched by name (API)", path: "/api/orders/?fulfilmentStatus=new&deliveryType=pickUp&q=jansen" },
  { name: "order list, paid, searched by postal code (API)", path: "/api/orders/?paymentStatus=paid&q=2311" },
];

/** An admin's API token in the bench's database, as a script of the shop's would send it (issue 21's import is for admins). */
async function adminToken(databaseUrl: string): Promise<Record<string, string>> {
  const target = postgresTarget(databaseUrl);
  const client = postgres(target.url, { max: 1, onnotice: () => undefined, ...target.options });
  try {
    const token = newApiToken();
    const [member] = await client.unsafe<{ staff_member_id: number }[]>(
      "insert into staff_members (email_address, name, role, password_hash) values ('bench-admin@stekker.test', 'Bench', 'admin', 'no password: a token only') returning staff_member_id",
    );
    await client.unsafe("insert into staff_api_tokens (staff_member_id, name, secret_hash, prefix) values ($1, 'bench', $2, $3)", [member!.staff_member_id, hashSecret(token), tokenPrefix(token)] as never[]);
    return { authorization: `Bearer ${token}` };
  } finally {
    await client.end();
  }
}

/**
 * The catalogue's import (issue 21, part E), over HTTP as the back office sends it: the export of every product as CSV,
 * every row edited (the price one euro up, the stock one up), the dry run, the real run (one transaction), and the
 * untouched export read in again (a no-op). Each step timed once, in milliseconds: a file, not a load.
 */
async function catalogueImportTimings(headers: Record<string, string>): Promise<string[]> {
  const timed = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const value = await step();
    return [value, Math.round(performance.now() - started)];
  };
  const [exported, exportMs] = await timed(async () => (await fetch(`${base}/api/catalogue/export/?format=csv`, { headers })).text());
  const [header, ...lines] = exported.replace(/^\uFEFF/, "").split("\r\n").filter((line) => line !== "");
  const columns = header!.split(";");
  const price = columns.indexOf("price");
  const stock = columns.indexOf("stock");
  const edited = [
    header,
    ...lines.map((line) => {
      const cells = line.split(";");
      const [euros, cents] = cells[price]!.replace(/"/g, "").split(",");
      cells[price] = `"${Number(euros) + 1},${cents}"`;
      cells[stock] = String(Number(cells[stock]) + 1);
      return cells.join(";");
    }),
  ].join("\r\n");
  const send = (body: string, dryRun: boolean) =>
    timed(async () => {
      const answer = await fetch(`${base}/api/catalogue/import/?dryRun=${dryRun}`, { method: "POST", headers: { ...headers, "content-type": "text/csv" }, body });
      const json = (await answer.json()) as { data?: { counts: Record<string, number> }; message?: string };
      if (answer.status !== 200 || !json.data) throw new Error(`import ${answer.status}: ${json.message}`);
      return json.data.counts;
    });
  const [dryCounts, dryMs] = await send(edited, true);
  const [realCounts, realMs] = await send(edited, false);
  const [again, againExportMs] = await timed(async () => (await fetch(`${base}/api/catalogue/export/?format=csv`, { headers })).text());
  const [noOpCounts, noOpMs] = await send(again, false);
  const mb = (text: string) => (Buffer.byteLength(text) / 1_048_576).toFixed(1);
  return [
    "| catalogue step | rows | ms | what it did |",
    "| --- | --- | --- | --- |",
    `| export CSV (${mb(exported)} MB) | ${lines.length} | ${exportMs} | every product |`,
    `| import, dry run | ${lines.length} | ${dryMs} | ${JSON.stringify(dryCounts)} |`,
    `| import, real run (one transaction) | ${lines.length} | ${realMs} | ${JSON.stringify(realCounts)} |`,
    `| export CSV again | ${lines.length} | ${againExportMs} | every product |`,
    `| import of that export, real run (no-op) | ${lines.length} | ${noOpMs} | ${JSON.stringify(noOpCounts)} |`,
  ];
}

const row = (name: string, result: LoadResult) =>
  `| ${name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${Math.round(result.requestsPerSecond)} | ${result.requests} | ${result.errors + result.non2xx} |`;

const env = values.url ? { DATABASE_URL: process.env.DATABASE_URL ?? "" } : await prepareDatabase();
const server = values.url ? null : await startServer(env);
const memory = () => (server ? treeMemory(server.pid!) : { rssMiB: Number.NaN, peakMiB: Number.NaN });
const results: Record<string, LoadResult> = {};
try {
  const idle = memory();
  for (const target of (await targets()).filter((target) => selected(target.name))) {
    // Warm up: first renders compile templates and fill caches.
    await runLoad({ url: base + target.path }, connections, 2000);
    results[target.shared ? `${target.name} (served)` : target.name] = await runLoad({ url: base + target.path }, connections, durationMs);
    if (target.shared) {
      results[`${target.name} (computed)`] = await runLoad({ url: base + target.path, headers: RENDER_FRESH }, connections, durationMs);
    }
    console.log(`› ${target.name}: klaar`);
  }
  const listing = (await (await fetch(`${base}/api/products/?category=wasmachines&pageSize=5`)).json()) as { data: { items: { productId: number }[] } };
  const productIds = listing.data.items.map((item) => item.productId);
  if (selected("cart PUT, add an item (API)")) {
    await runStatefulLoad(base, connections, 2000, () => cartPutWorker(productIds));
    results["cart PUT, add an item (API)"] = await runStatefulLoad(base, connections, durationMs, () => cartPutWorker(productIds));
  }
  if (selected("cart GET (API)")) {
    await runStatefulLoad(base, connections, 1000, () => cartGetWorker(productIds));
    results["cart GET (API)"] = await runStatefulLoad(base, connections, durationMs, () => cartGetWorker(productIds));
  }
  const orderListTargets = ORDER_LIST_TARGETS.filter((target) => selected(target.name));
  if (orderListTargets.length > 0 && orderCount > 0) {
    if (!env.DATABASE_URL) throw new Error("--orders needs PostgreSQL (DATABASE_URL): the orders are made by SQL in the bench's database");
    const headers = await prepareOrderList(env.DATABASE_URL);
    // Issue 20 measures the order list at 8 connections.
    for (const target of orderListTargets) {
      await runLoad({ url: base + target.path, headers }, connections, 2000);
      results[target.name] = await runLoad({ url: base + target.path, headers }, connections, durationMs);
      console.log(`› ${target.name}: klaar`);
    }
  }
  let catalogueLines: string[] = [];
  if (only !== "" && selected("catalogue import")) {
    if (!env.DATABASE_URL) throw new Error("the catalogue import's bench needs PostgreSQL (DATABASE_URL): its admin token is made by SQL in the bench's database");
    catalogueLines = await catalogueImportTimings(await adminToken(env.DATABASE_URL));
    console.log("› catalogus-import: klaar");
  }
  if (selected("place an order")) {
    // Issue 5 measures placing an order at 8 connections.
    const orderConnections = Math.min(connections, 8);
    const stocked = await productsInStock();
    const warmUp = await readyCarts(stocked, 200);
    await runStatefulLoad(base, orderConnections, 2000, () => orderWorker(warmUp, stocked));
    // Enough ready carts for 900 orders a second (two cores place about 700); the warm-up's products are not used again.
    const pool = await readyCarts(stocked.slice(200), Math.ceil((durationMs / 1000) * 900));
    results[`place an order (API, ${orderConnections} connections)`] = await runStatefulLoad(base, orderConnections, durationMs, () => orderWorker(pool, stocked));
    console.log("› bestellen: klaar");
  }
  const loaded = memory();
  const frontPage = await (await fetch(`${base}/`)).text();
  results["static file (ceiling)"] = await staticCeiling(frontPage);

  const frontPageResult = results["front page / (served)"];
  const frontPageComputed = results["front page / (computed)"];
  const ceiling = results["static file (ceiling)"]!;
  // Against a server the bench did not seed (--url), its catalogue is what the server lists, not --products.
  const catalogue = values.url ? `${await listedProducts()} zichtbare producten (server op ${base})` : `${products} producten`;
  const lines = [
    `Stekker bench: ${catalogue}${orderCount > 0 ? `, ${orderCount} bestellingen` : ""}, ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${connections} verbindingen, ${durationMs / 1000} s per doel, ${new Date().toISOString()}`,
    "",
    "| target | p50 ms | p95 ms | p99 ms | req/s | requests | errors |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...Object.entries(results).map(([name, result]) => row(name, result)),
    "",
    ...(catalogueLines.length > 0 ? [...catalogueLines, ""] : []),
    frontPageResult && frontPageComputed
      ? `Front page as served vs static file: ${(ceiling.requestsPerSecond / frontPageResult.requestsPerSecond).toFixed(1)}× fewer requests per second than the ceiling; computed: ${(ceiling.requestsPerSecond / frontPageComputed.requestsPerSecond).toFixed(0)}×.`
      : "",
    server
      ? `Server memory (RSS of the process tree): ${idle.rssMiB} MiB idle after start, ${loaded.rssMiB} MiB after the load, peak ${loaded.peakMiB} MiB.`
      : "Server memory: not measured (--url: a server the bench did not start).",
  ];
  console.log(`\n${lines.join("\n")}`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/latest.json", JSON.stringify({ products, orders: orderCount, connections, durationMs, database: env.DATABASE_URL ? "postgres" : "pglite", results, memory: { idle, loaded } }, null, 2));
} finally {
  server?.kill("SIGTERM");
}
