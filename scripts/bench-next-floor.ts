/**
 * `npm run bench:floor [-- --duration 8 --connections 16]`
 * `npm run bench:floor -- --serve`: build and serve the app until Ctrl-C, for a
 *   measurement in the browser (Lighthouse) against the same pages
 *
 * What Next.js itself costs on this machine, before any of the shop's code: a
 * bare App Router app (no data, no CSS, no client code) built and served with
 * `next start`, rendering each request. Two pages are loaded exactly as the
 * bench loads the shop's pages (16 keep-alive connections, every latency kept):
 *
 *   /leeg/     a paragraph: the framework's floor per request
 *   /kaarten/  60 plain product cards, about 1,300 elements (a category page's
 *              share of markup), all literal: React's cost per element
 *
 * The app is written to data/bench-floor (ignored by git, lint and typecheck)
 * and uses the shop's own node_modules, so the versions are the shop's.
 * docs/PERFORMANCE.md ("The framework's floor") explains what the figures mean.
 */
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { runLoad } from "./lib/load";
import { assertPortFree } from "@/host/port";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    connections: { type: "string", default: "16" },
    port: { type: "string", default: "3310" },
    serve: { type: "boolean", default: false },
  },
});
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);
const port = Number(values.port);
const root = process.cwd();
const appDir = path.join(root, "data", "bench-floor");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-floor", private: true, type: "module" }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], strict: true, jsx: "react-jsx", module: "esnext", moduleResolution: "bundler", skipLibCheck: true, noEmit: true, isolatedModules: true },
    include: ["**/*.tsx"],
  }),
  // The shop's node_modules sit one folder up from data/: Turbopack may read them when its root is the shop.
  "next.config.mjs": `export default { trailingSlash: true, turbopack: { root: ${JSON.stringify(root)} } };`,
  "app/layout.tsx": `
export const dynamic = "force-dynamic";
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="nl"><body>{children}</body></html>;
}`,
  "app/leeg/page.tsx": `export default function Page() { return <p>leeg</p>; }`,
  "app/kaarten/page.tsx": `
function Card({ index }: { index: number }) {
  const href = "/wasmachines/product-" + index + "/";
  return (
    <article className="card">
      <a href={href} className="image"><img src={"/afbeeldingen/" + index + "/1.svg"} alt="" width={160} height={160} /></a>
      <div className="body">
        <h3 className="title"><a href={href}>Bosch Serie 4 WAU28P{index}NL</a></h3>
        <ul className="specs"><li>8 kg</li><li>1.400 tpm</li><li>Stoomfunctie</li></ul>
        <div className="rating"><span aria-label="4,5 van 5">★★★★☆</span><span>(123)</span></div>
        <p className="price"><span>599,-</span><s>649,-</s></p>
        <p className="delivery"><span className="tick" />Morgen in huis</p>
        <a className="button" href={href} data-add-to-cart={index}>In winkelwagen</a>
        <span className="energy">A</span>
      </div>
    </article>
  );
}
export default function Page() {
  return <main>{Array.from({ length: 60 }, (_, index) => <Card key={index} index={index} />)}</main>;
}`,
};

function run(args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function build(): Promise<void> {
  rmSync(appDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(appDir, file)), { recursive: true });
    writeFileSync(path.join(appDir, file), text);
  }
  const child = run(["build"]);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  await new Promise<void>((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`next build stopte (${code}):\n${output}`)))));
}

async function serve(): Promise<() => void> {
  await assertPortFree(port, "127.0.0.1");
  const child = run(["start", "--port", String(port), "--hostname", "127.0.0.1"]);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => String(chunk).includes("Ready") && resolve());
    child.on("exit", (code) => reject(new Error(`next start stopte (${code})`)));
  });
  return () => child.kill("SIGTERM");
}

async function main(): Promise<void> {
  console.log("› Een kale Next.js-app bouwen in data/bench-floor…");
  await build();
  const stop = await serve();
  if (values.serve) {
    console.log(`✓ http://127.0.0.1:${port}/leeg/ en http://127.0.0.1:${port}/kaarten/ (Ctrl-C stopt)`);
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => {
        stop();
        process.exit(0);
      });
    }
    return;
  }
  const rows: string[] = [];
  try {
    for (const page of ["/leeg/", "/kaarten/"]) {
      const url = `http://127.0.0.1:${port}${page}`;
      const html = await (await fetch(url)).text();
      const elements = html.replace(/<script[\s\S]*?<\/script>/g, "").match(/<[a-z]/g)?.length ?? 0;
      await runLoad({ url }, connections, 2000);
      const result = await runLoad({ url }, connections, durationMs);
      rows.push(`| ${page} (${elements} elements) | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${Math.round(result.requestsPerSecond)} | ${result.errors + result.non2xx} |`);
    }
  } finally {
    stop();
  }
  console.log(`\nNext.js zonder de winkel, ${connections} verbindingen, ${durationMs / 1000} s per pagina:\n`);
  console.log("| page | p50 ms | p95 ms | p99 ms | req/s | errors |\n| --- | --- | --- | --- | --- | --- |");
  console.log(rows.join("\n"));
}

main().catch((error: unknown) => {
  console.error("✗", error instanceof Error ? error.message : error);
  process.exit(1);
});
