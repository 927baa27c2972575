/**
 * `npm run bench:lighthouse [-- --runs 5 --pages front,category,product,cart,checkout --write]`
 * `npm run bench:lighthouse -- --desktop [--write]`: the back office's orders list, a quote and the
 *   kitchen pages, at Lighthouse's desktop settings
 *
 * What a shopper's phone gets, beside what it could get at best, in one run (issue 24). Each page is
 * measured three ways, in turn within every round so that the machine's noise falls on all three:
 *
 *   shop     the production server (`scripts/start.ts`, as `npm start`), with its own data directory
 *   floor    a bare Next.js app (App Router, rendered per request) whose page is the shop page's own
 *            markup as one HTML string: Next.js's runtime and nothing of the shop's JavaScript
 *   static   the shop page's HTML without any script, served as a file: no JavaScript at all
 *
 * The floor and the static copy load the shop's own stylesheets, fonts and images from the shop server
 * (the floor through a rewrite, since its own /_next/ is its own), so only the JavaScript differs.
 * Lighthouse 12.2.3 (a devDependency, so the version is the repository's) with its mobile defaults,
 * Debian's Chromium. The cart and the checkout step are measured as a visitor whose cart holds a
 * product: each run starts Chromium on a fresh profile holding the session cookie and the cart id in
 * localStorage, as the shopper's browser does; their floor and static copies are the page as shown
 * once the cart has loaded. The medians go to stdout, and with --write into
 * docs/PERFORMANCE.md between the markers of the section "Lighthouse: shop, floor and static".
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

import { chromium } from "@playwright/test";

import { quotePagePath } from "@/config/paths";
import { assertPortFree } from "@/host/port";
import { CART_ID_STORAGE_KEY, CART_LIFETIME_MS } from "@/lib/cart-storage";
import { signQuoteToken } from "@/server/quote-links/quote-token";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    pages: { type: "string" },
    port: { type: "string", default: "3330" },
    desktop: { type: "boolean", default: false },
    write: { type: "boolean", default: false },
    "no-floor": { type: "boolean", default: false },
  },
});

const runs = Number(values.runs);
const shopPort = Number(values.port);
const staticPort = shopPort + 1;
const floorPort = shopPort + 2;
const shopOrigin = `http://127.0.0.1:${shopPort}`;
const root = process.cwd();
const dataDir = path.join(root, "data", "bench-lighthouse");
const floorDir = path.join(root, "data", "bench-lighthouse-floor");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const lighthouseBin = path.join(root, "node_modules", "lighthouse", "cli", "index.js");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const ADMIN = { emailAddress: "beheer@stekker.test", password: "een heel lang wachtwoord voor de meting van de snelheid" };

type Variant = "shop" | "floor" | "static";

interface Page {
  name: string;
  path: string;
  /** A Cookie header the page needs (the staff's session). */
  cookie?: string;
  /**
   * A visitor with a cart: its session cookie and the cart id the browser keeps in localStorage
   * (lib/cart-storage.ts). Each run of the shop's page starts from a fresh browser profile holding both.
   */
  cart?: { cookie: string; cartId: string };
}

interface Measurement {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  htmlBytes: number;
}

// ── The shop ───────────────────────────────────────────────────────────────────────────────────

/** The shop under measurement signs with this key, so the script can make a quote's mailed link itself. */
const BENCH_SESSION_SECRET = randomBytes(32).toString("base64url");

function startShop(): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(shopPort),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      PAYMENT_PROVIDER: "test",
      SESSION_SECRET: BENCH_SESSION_SECRET,
      FIRST_ADMIN_EMAIL: ADMIN.emailAddress,
      FIRST_ADMIN_PASSWORD: ADMIN.password,
      // The script's own calls (a cart, a sign-in) must not run into the public limits.
      RATE_LIMIT_EXEMPT_ADDRESSES: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output = (output + chunk).slice(-4000)));
  child.stderr!.on("data", (chunk: Buffer) => (output = (output + chunk).slice(-4000)));
  child.on("exit", (code) => {
    if (code !== 0 && code !== null) console.error(`✗ de winkel stopte (${code}):\n${output}`);
  });
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} antwoordde niet binnen ${timeoutMs / 1000} s`);
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const sameOrigin = { origin: shopOrigin, "sec-fetch-site": "same-origin" };

/** A visitor whose cart holds one product in stock: the cart page and the checkout show it. */
async function cartSession(): Promise<{ cookie: string; cartId: string }> {
  const appState = await fetch(`${shopOrigin}/api/app-state/`);
  const cookie = cookieOf(appState);
  const listing = (await (await fetch(`${shopOrigin}/api/products/?category=wasmachines&pageSize=24`)).json()) as { data: { items: { productId: number; inStock: boolean }[] } };
  const product = listing.data.items.find((item) => item.inStock);
  if (!product) throw new Error("geen wasmachine op voorraad in de demo");
  const made = await fetch(`${shopOrigin}/api/carts/`, {
    method: "POST",
    headers: { ...sameOrigin, cookie, "content-type": "application/json" },
    body: JSON.stringify({ items: { [product.productId]: { qty: 1 } } }),
  });
  if (made.status !== 201) throw new Error(`winkelwagen niet gemaakt: ${made.status} ${await made.text()}`);
  const { data } = (await made.json()) as { data: { cartId: string } };
  return { cookie, cartId: data.cartId };
}

/**
 * A fresh Chromium profile in which this origin has the visitor's cookies (with an expiry: a session
 * cookie would not outlive the browser that writes it) and, for a visitor with a cart, the cart id in
 * localStorage, written on /robots.txt so that no page's script is in the profile's cache. Lighthouse
 * clears the caches before it loads a page but not cookies or localStorage (its clearStorageTypes).
 * Cookies go this way, not as Lighthouse's `--extra-headers`: Chromium sends its own cookie jar on a
 * navigation, so a staff page measured with the header alone was the sign-in page it redirects to.
 */
async function visitorProfile(cookie: string, cartId?: string): Promise<string> {
  const profile = mkdtempSync(path.join(tmpdir(), "lh-profile-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, headless: true, args: ["--no-sandbox"] });
  try {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const [name, ...value] = pair.split("=");
        return { name: name!, value: value.join("="), url: shopOrigin, expires: Math.floor(Date.now() / 1000) + 24 * 3600 };
      }),
    );
    if (cartId) {
      const page = await context.newPage();
      await page.goto(`${shopOrigin}/robots.txt`);
      await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [CART_ID_STORAGE_KEY, JSON.stringify({ id: cartId, expires: Date.now() + CART_LIFETIME_MS })]);
    }
  } finally {
    await context.close();
  }
  return profile;
}

async function staffSession(): Promise<string> {
  const signedIn = await fetch(`${shopOrigin}/api/staff-sessions/`, {
    method: "POST",
    headers: { ...sameOrigin, "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!signedIn.ok) throw new Error(`aanmelden als beheerder mislukt: ${signedIn.status} ${await signedIn.text()}`);
  return cookieOf(signedIn);
}

async function firstLink(pagePath: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${shopOrigin}${pagePath}`)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`geen link ${pattern} op ${pagePath}`);
  return match[1]!;
}

async function mobilePages(): Promise<Page[]> {
  const cart = await cartSession();
  const product = await firstLink("/wasmachines/", /href="(\/wasmachines\/[a-z0-9-]+\/)"/);
  const brand = await firstLink("/wasmachines/", /href="\/wasmachines\/\?(merk=[a-z0-9-]+)"/).catch(() => "merk=bosch");
  return [
    { name: "front", path: "/" },
    { name: "category", path: `/wasmachines/?${brand}` },
    { name: "product", path: product },
    { name: "cart", path: "/winkelwagen/", cart },
    { name: "checkout", path: "/bestellen/gegevens/", cart },
  ];
}

async function desktopPages(): Promise<Page[]> {
  const staff = await staffSession();
  const kitchen = await firstLink("/keukens/", /href="(\/keukens\/(?!showroom)[a-z0-9-]+\/)"/);
  const pages: Page[] = [
    { name: "back office: orders", path: "/beheer/orders", cookie: staff },
    { name: "kitchens", path: "/keukens/" },
    { name: "kitchen", path: kitchen },
  ];
  // A sent quote of the demo, opened as its mail's link does (signed with the key the shop was started with; a day's link of the demo's first generation).
  const quotes = (await (await fetch(`${shopOrigin}/api/quotes/?status=sent&pageSize=1`, { headers: { cookie: staff } })).json()) as { data?: { items?: { quoteId: string }[] } };
  const quoteId = quotes.data?.items?.[0]?.quoteId;
  if (quoteId) pages.push({ name: "quote", path: quotePagePath(quoteId, signQuoteToken(quoteId, { expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000), generation: 0 }, BENCH_SESSION_SECRET)) });
  return pages;
}

// ── The copies: static HTML and the bare Next.js floor ─────────────────────────────────────────

/**
 * The markup the shopper ends up with. A page that shows a cart renders it in the browser (the cart id
 * is in localStorage), so its copy is taken from Chromium once the cart is shown, with the rules that
 * MUI's emotion inserted through the CSSOM written into their style elements.
 */
async function captureMarkup(page: Page): Promise<string> {
  if (page.cart) {
    const profile = await visitorProfile(page.cart.cookie, page.cart.cartId);
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, headless: true, args: ["--no-sandbox"], viewport: { width: 412, height: 823 } });
    try {
      const tab = await context.newPage();
      await tab.goto(`${shopOrigin}${page.path}`, { waitUntil: "networkidle" });
      await tab.waitForSelector("[aria-busy=true]", { state: "detached", timeout: 15_000 }).catch(() => undefined);
      return await tab.evaluate(() => {
        for (const style of Array.from(document.querySelectorAll("style"))) {
          const rules = style.sheet ? Array.from(style.sheet.cssRules, (rule) => rule.cssText).join("\n") : "";
          if (rules && !style.textContent) style.textContent = rules;
        }
        return `<!DOCTYPE html>${document.documentElement.outerHTML}`;
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  const response = await fetch(`${shopOrigin}${page.path}`, { headers: page.cookie ? { cookie: page.cookie } : {} });
  return response.text();
}

/** The page without a line of JavaScript: scripts, module preloads and inline handlers removed. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*>/gi, "")
    .replace(/<link\b[^>]*as="script"[^>]*rel="preload"[^>]*>/gi, "");
}

/** The static copies at their own paths; every other request (CSS, fonts, images) goes to the shop. */
function serveStatic(copies: Map<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const url = request.url ?? "/";
    const copy = copies.get(url);
    if (copy !== undefined) {
      // Compressed as the shop compresses its pages, so that the HTML's bytes compare.
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "content-encoding": "gzip" });
      response.end(gzipSync(copy));
      return;
    }
    const upstream = httpRequest(`${shopOrigin}${url}`, { method: request.method, headers: { ...request.headers, host: `127.0.0.1:${shopPort}` } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(staticPort, "127.0.0.1", () => resolve(server)));
}

function floorKey(page: Page): string {
  return page.name.replace(/[^a-z0-9]+/g, "-");
}

/**
 * The floor app: one route per page, rendering the shop page's <head> links and <body> markup (scripts
 * removed) as HTML strings. The shop's own asset paths are moved under /winkel/, which the app
 * rewrites to the shop server.
 */
function writeFloorApp(pages: Page[], markup: Map<string, string>): void {
  rmSync(floorDir, { recursive: true, force: true });
  const files: Record<string, string> = {
    "package.json": JSON.stringify({ name: "bench-lighthouse-floor", private: true, type: "module" }),
    "tsconfig.json": JSON.stringify({
      compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], strict: true, jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", skipLibCheck: true, noEmit: true, isolatedModules: true },
      include: ["**/*.tsx"],
    }),
    "next.config.mjs": `export default {
  trailingSlash: true,
  turbopack: { root: ${JSON.stringify(root)} },
  async rewrites() { return [{ source: "/winkel/:path*", destination: "${shopOrigin}/:path*" }]; },
};`,
    "app/layout.tsx": `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="nl"><body>{children}</body></html>;
}`,
    // The shop's stylesheets as React's own stylesheet links (in the head, before the paint), its
    // inline styles as style elements, and the body as one string.
    "app/p/[page]/page.tsx": `import { readFileSync } from "node:fs";
import path from "node:path";
export const dynamic = "force-dynamic";
export default async function Page({ params }: { params: Promise<{ page: string }> }) {
  const { page } = await params;
  const parts = JSON.parse(readFileSync(path.join(process.cwd(), "markup", page + ".json"), "utf8")) as { stylesheets: string[]; styles: string[]; body: string; title: string };
  return (
    <>
      <title>{parts.title}</title>
      {parts.stylesheets.map((href) => <link key={href} rel="stylesheet" href={href} precedence="default" />)}
      {parts.styles.map((css, index) => <style key={index} href={"inline-" + index} precedence="default">{css}</style>)}
      <div dangerouslySetInnerHTML={{ __html: parts.body }} />
    </>
  );
}`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(floorDir, file)), { recursive: true });
    writeFileSync(path.join(floorDir, file), text);
  }
  mkdirSync(path.join(floorDir, "markup"), { recursive: true });
  for (const page of pages) {
    const html = withoutScripts(markup.get(page.name)!).replace(/(href|src|srcset)="\/(?!\/)/g, '$1="/winkel/').replace(/url\(\/(?!\/)/g, "url(/winkel/");
    const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? "";
    const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html)?.[1] ?? "";
    const stylesheets = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/gi)].map((link) => /href="([^"]+)"/.exec(link[0])?.[1]).filter((href): href is string => Boolean(href));
    const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((style) => style[1]!);
    const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1] ?? "";
    writeFileSync(path.join(floorDir, "markup", `${floorKey(page)}.json`), JSON.stringify({ stylesheets, styles, body, title }));
  }
}

function runNext(args: string[]): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function buildAndServeFloor(firstPage: Page): Promise<ChildProcess> {
  const build = runNext(["build"]);
  let output = "";
  build.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  build.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  await new Promise<void>((resolve, reject) => build.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build (floor) stopte (${code}):\n${output}`)))));
  await assertPortFree(floorPort, "127.0.0.1");
  const server = runNext(["start", "--port", String(floorPort), "--hostname", "127.0.0.1"]);
  await waitFor(`http://127.0.0.1:${floorPort}/p/${floorKey(firstPage)}/`, 60_000);
  return server;
}

// ── Lighthouse ─────────────────────────────────────────────────────────────────────────────────

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

interface Visitor {
  /** A prepared Chromium profile (visitorProfile), used once and removed. */
  profile?: string;
}

function lighthouse(url: string, { profile }: Visitor = {}): Promise<Measurement> {
  const workDir = mkdtempSync(path.join(tmpdir(), "lh-"));
  const args = [
    lighthouseBin,
    url,
    `--chrome-path=${chromePath}`,
    // chrome-launcher puts its own --user-data-dir first; Chromium takes the last one given.
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu${profile ? ` --user-data-dir=${profile}` : ""}`,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${path.join(workDir, "report.json")}`,
    "--quiet",
  ];
  if (values.desktop) args.push("--preset=desktop");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr!.on("data", (chunk: Buffer) => (errors = (errors + chunk).slice(-2000)));
    child.on("exit", (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse ${url} stopte (${code}): ${errors}`);
        const report = JSON.parse(readFileSync(path.join(workDir, "report.json"), "utf8")) as LighthouseResult;
        const summary = report.audits["resource-summary"]?.details?.items ?? [];
        const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
        resolve({
          score: Math.round((report.categories.performance.score ?? 0) * 100),
          lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbtMs: report.audits["total-blocking-time"]?.numericValue ?? NaN,
          cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          scriptBytes: bytes("script"),
          htmlBytes: bytes("document"),
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(workDir, { recursive: true, force: true });
        if (profile) rmSync(profile, { recursive: true, force: true });
      }
    });
  });
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on this machine; such a run
 * measured nothing, so it is run again, at most twice, instead of ending the whole series.
 */
async function measure(variant: Variant, page: Page): Promise<Measurement> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(urlOf(variant, page), await visitorFor(variant, page));
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (opnieuw: ${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
    }
  }
}

/** Who loads the page: the shop's page with the visitor's session or cart; the copies as anyone. */
async function visitorFor(variant: Variant, page: Page): Promise<Visitor> {
  if (variant !== "shop") return {};
  if (page.cart) return { profile: await visitorProfile(page.cart.cookie, page.cart.cartId) };
  return page.cookie ? { profile: await visitorProfile(page.cookie) } : {};
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function urlOf(variant: Variant, page: Page): string {
  if (variant === "shop") return `${shopOrigin}${page.path}`;
  if (variant === "static") return `http://127.0.0.1:${staticPort}${page.path}`;
  return `http://127.0.0.1:${floorPort}/p/${floorKey(page)}/`;
}

function table(pages: Page[], variants: Variant[], results: Map<string, Measurement[]>): string {
  const lines = [
    "| page | served as | performance | LCP s | TBT ms | CLS | JS KB | HTML KB |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const page of pages) {
    for (const variant of variants) {
      const all = results.get(`${page.name}|${variant}`) ?? [];
      if (all.length === 0) continue;
      const m = (pick: (measurement: Measurement) => number) => median(all.map(pick));
      lines.push(
        `| ${page.name} \`${page.path.length > 40 ? `${page.path.slice(0, 40)}…` : page.path}\` | ${variant} | ${m((x) => x.score)} (${all.map((x) => x.score).join(", ")}) | ${(m((x) => x.lcpMs) / 1000).toFixed(2)} | ${Math.round(m((x) => x.tbtMs))} | ${m((x) => x.cls).toFixed(3)} | ${Math.round(m((x) => x.scriptBytes) / 1024)} | ${Math.round(m((x) => x.htmlBytes) / 1024)} |`,
      );
    }
  }
  return lines.join("\n");
}

const SECTION_START = "<!-- bench:lighthouse:start -->";
const SECTION_END = "<!-- bench:lighthouse:end -->";

function writeToPerformanceDoc(text: string): void {
  const file = path.join(root, "docs", "PERFORMANCE.md");
  const doc = readFileSync(file, "utf8");
  const heading = values.desktop ? "desktop" : "mobile";
  const block = `${SECTION_START.replace("start", `start:${heading}`)}\n${text}\n${SECTION_END.replace("end", `end:${heading}`)}`;
  const pattern = new RegExp(`${SECTION_START.replace("start", `start:${heading}`)}[\\s\\S]*?${SECTION_END.replace("end", `end:${heading}`)}`);
  const next = pattern.test(doc) ? doc.replace(pattern, block) : `${doc.trimEnd()}\n\n## Lighthouse: shop, floor and static (${heading}, \`npm run bench:lighthouse${values.desktop ? " -- --desktop" : ""}\`)\n\n${block}\n`;
  writeFileSync(file, next);
}

async function main(): Promise<void> {
  await assertPortFree(shopPort, "127.0.0.1");
  await assertPortFree(staticPort, "127.0.0.1");
  console.log(`› De winkel starten op ${shopOrigin} (bouwt als dat nodig is; data in data/bench-lighthouse)…`);
  const shop = startShop();
  const stops: (() => void)[] = [() => shop.kill("SIGTERM")];
  try {
    await waitFor(`${shopOrigin}/`, 15 * 60_000);
    const pages = values.desktop ? await desktopPages() : await mobilePages();
    const wanted = values.pages?.split(",");
    const measured = wanted ? pages.filter((page) => wanted.includes(page.name)) : pages;
    const markup = new Map<string, string>();
    for (const page of measured) markup.set(page.name, await captureMarkup(page));

    const copies = new Map(measured.map((page) => [page.path, withoutScripts(markup.get(page.name)!)]));
    const staticServer = await serveStatic(copies);
    stops.push(() => staticServer.close());
    const variants: Variant[] = values["no-floor"] ? ["shop", "static"] : ["shop", "floor", "static"];
    if (!values["no-floor"]) {
      console.log("› De kale Next.js-app met dezelfde opmaak bouwen (data/bench-lighthouse-floor)…");
      writeFloorApp(measured, markup);
      const floor = await buildAndServeFloor(measured[0]!);
      stops.push(() => floor.kill("SIGTERM"));
    }

    // One warm-up per page and variant, not counted: the first request after a start compiles and fills caches.
    for (const page of measured) for (const variant of variants) await lighthouse(urlOf(variant, page), await visitorFor(variant, page)).catch(() => undefined);

    const results = new Map<string, Measurement[]>();
    const started = new Date();
    for (let round = 1; round <= runs; round += 1) {
      for (const page of measured) {
        for (const variant of variants) {
          const measurement = await measure(variant, page);
          const key = `${page.name}|${variant}`;
          results.set(key, [...(results.get(key) ?? []), measurement]);
          console.log(`  ronde ${round}/${runs} ${page.name} (${variant}): ${measurement.score}, LCP ${(measurement.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(measurement.tbtMs)} ms, CLS ${measurement.cls.toFixed(3)}`);
        }
      }
    }
    const text = [
      `Medians of ${runs} runs per row (each run's score in brackets), taken ${started.toISOString().slice(0, 16).replace("T", " ")} UTC on this machine with Lighthouse 12.2.3 (${values.desktop ? "desktop preset" : "mobile defaults"}, Debian's Chromium), rounds interleaved (every page and variant once per round). shop: \`scripts/start.ts\` as \`npm start\`; floor: a bare Next.js app rendering the same markup as one HTML string; static: the same HTML without scripts, served as a file.`,
      "",
      table(measured, variants, results),
    ].join("\n");
    console.log(`\n${text}`);
    if (values.write) writeToPerformanceDoc(text);
  } finally {
    for (const stop of stops.reverse()) stop();
  }
}

main().catch((error: unknown) => {
  console.error("✗", error instanceof Error ? error.message : error);
  process.exit(1);
});
