/**
 * The fault test's own PostgreSQL cluster, Redis server and app instances, so
 * that it may kill and restart each of them without touching the machine's
 * shared servers or another test. Every process started here is registered and
 * ended when the test ends, however it ends (see `stopEverything`).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const LOOPBACK = "127.0.0.1";
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A clear sentence instead of a stack: what is missing and how to get it. */
export class MissingTool extends Error {}

const cleanups: (() => void)[] = [];
/** Runs at exit, last registered first; each must be synchronous and must not throw. */
export function onExit(cleanup: () => void): void {
  cleanups.push(cleanup);
}
export function stopEverything(): void {
  while (cleanups.length > 0) {
    try {
      cleanups.pop()!();
    } catch {
      // One cleanup failing must not keep the others from running.
    }
  }
}

/** The first port from `from` that nobody listens on. */
export async function freePort(from: number, taken: Set<number>): Promise<number> {
  for (let port = from; port < from + 200; port += 1) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, LOOPBACK, () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`geen vrije poort vanaf ${from}`);
}

/** A temporary folder, removed at exit. */
export function workFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "stekker-faults-"));
  // FAULTS_KEEP=1 keeps the instances' logs and data for a look afterwards.
  if (process.env.FAULTS_KEEP === "1") console.log(`› Logboeken en gegevens blijven in ${folder}.`);
  else onExit(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

// ─── PostgreSQL ────────────────────────────────────────────────────────────────

export interface PostgresCluster {
  url: string;
  port: number;
  /** Stops the server with `pg_ctl stop -m <mode>` (fast: ends sessions, as a restart does). */
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
}

const POSTGRES_HOME = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's binaries (Debian keeps them in /usr/lib/postgresql/<version>/bin). */
function postgresBinaries(): string {
  const versions = existsSync(POSTGRES_HOME) ? readdirSync(POSTGRES_HOME).filter((version) => existsSync(path.join(POSTGRES_HOME, version, "bin/pg_ctl"))) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new MissingTool("PostgreSQL-programma's niet gevonden (/usr/lib/postgresql/*/bin/pg_ctl): installeer het pakket postgresql (apt-get install postgresql).");
  return path.join(POSTGRES_HOME, newest, "bin");
}

/** initdb refuses to run as root: as root, the cluster belongs to the user postgres. */
function asClusterOwner(command: string, args: string[]): { command: string; args: string[] } {
  return process.getuid?.() === 0 ? { command: "runuser", args: ["-u", "postgres", "--", command, ...args] } : { command, args };
}

function run(command: string, args: string[], what: string): void {
  const wrapped = asClusterOwner(command, args);
  const result = spawnSync(wrapped.command, wrapped.args, { encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${what} mislukt (${result.status}): ${result.stderr || result.stdout}`);
}

export function startPostgres(port: number): PostgresCluster {
  const bin = postgresBinaries();
  // A folder of its own in /tmp: the work folder is private to this user (0700), and the cluster's owner must reach its own.
  const home = mkdtempSync(path.join(tmpdir(), "stekker-faults-postgres-"));
  onExit(() => rmSync(home, { recursive: true, force: true }));
  if (process.getuid?.() === 0) chownSync(home, ownerId("postgres"), groupId("postgres"));
  const data = path.join(home, "data");
  const log = path.join(home, "server.log");
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], "initdb");
  const options = `-p ${port} -c listen_addresses=${LOOPBACK} -k ${home} -c max_connections=100 -c shared_buffers=32MB`;
  const cluster: PostgresCluster = {
    url: `postgres://postgres@${LOOPBACK}:${port}/postgres`,
    port,
    start: () => run(path.join(bin, "pg_ctl"), ["-D", data, "-l", log, "-o", options, "-w", "-t", "30", "start"], "pg_ctl start"),
    stop: (mode = "fast") => run(path.join(bin, "pg_ctl"), ["-D", data, "-m", mode, "-w", "-t", "30", "stop"], "pg_ctl stop"),
  };
  cluster.start();
  onExit(() => {
    const wrapped = asClusterOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
    if (existsSync(path.join(data, "postmaster.pid"))) spawnSync(wrapped.command, wrapped.args, { stdio: "ignore", timeout: 20_000 });
  });
  return cluster;
}

function ownerId(user: string): number {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${user}:`));
  if (!line) throw new MissingTool(`de gebruiker ${user} bestaat niet; installeer het pakket postgresql`);
  return Number(line.split(":")[2]);
}

function groupId(user: string): number {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${user}:`))!;
  return Number(line.split(":")[3]);
}

// ─── Redis ─────────────────────────────────────────────────────────────────────

export interface RedisServer {
  url: string;
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Keys in the database (0 when Redis is away). */
  keyCount(): number;
  /** The numbers every key holds (the limiter's counts), whatever the keys are called. */
  counts(): number[];
}

export async function startRedis(folder: string, port: number): Promise<RedisServer> {
  const which = spawnSync("redis-server", ["--version"], { encoding: "utf8" });
  if (which.status !== 0) throw new MissingTool("redis-server niet gevonden: installeer het pakket redis-server (apt-get install redis-server).");
  let child: ChildProcess | null = null;
  const server: RedisServer = {
    url: `redis://${LOOPBACK}:${port}`,
    async start() {
      child = spawn("redis-server", ["--port", String(port), "--bind", LOOPBACK, "--save", "", "--appendonly", "no", "--dir", folder], { stdio: "ignore" });
      await waitUntil(() => spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout.trim() === "PONG", 10_000, "Redis start");
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
    keyCount() {
      const answer = spawnSync("redis-cli", ["-p", String(port), "dbsize"], { encoding: "utf8" });
      return Number(answer.stdout.trim()) || 0;
    },
    counts() {
      const keys = spawnSync("redis-cli", ["-p", String(port), "--scan"], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
      if (keys.length === 0) return [];
      const values = spawnSync("redis-cli", ["-p", String(port), "mget", ...keys], { encoding: "utf8" }).stdout.split("\n").filter(Boolean);
      return values.map(Number).filter(Number.isFinite);
    },
  };
  onExit(() => child?.kill("SIGKILL"));
  await server.start();
  return server;
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: niet gelukt binnen ${timeoutMs / 1000} s`);
    await sleep(100);
  }
  return Date.now() - started;
}

// ─── App instances ─────────────────────────────────────────────────────────────

export interface AppInstance {
  name: string;
  port: number;
  origin: string;
  /** Starts `npm start`'s server and waits until it answers; answers the time that took. */
  start(): Promise<number>;
  /** SIGKILL: no shutdown, no goodbye, as a crash or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
  logTail(lines?: number): string;
}

export function appInstance(name: string, port: number, folder: string, env: Record<string, string>): AppInstance {
  const root = process.cwd();
  const log = path.join(folder, `${name}.log`);
  let child: ChildProcess | null = null;
  const origin = `http://${LOOPBACK}:${port}`;
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;
  const exited = (running: ChildProcess) => new Promise<void>((resolve) => (running.exitCode !== null || running.signalCode !== null ? resolve() : running.once("exit", () => resolve())));
  const instance: AppInstance = {
    name,
    port,
    origin,
    async start() {
      const started = Date.now();
      const output = createWriteStream(log, { flags: "a" });
      const running = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/start.ts")], {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, ...env, PORT: String(port), HOSTNAME: LOOPBACK, DATA_DIR: path.join(folder, `data-${name}`), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      });
      running.stdout!.pipe(output);
      running.stderr!.pipe(output);
      child = running;
      await waitUntil(
        async () => {
          if (!alive()) throw new Error(`${name} stopte bij het starten:\n${instance.logTail()}`);
          try {
            const answer = await fetch(`${origin}/api/system-health/`, { signal: AbortSignal.timeout(2000) });
            await answer.arrayBuffer();
            return answer.status === 200;
          } catch {
            return false;
          }
        },
        // The first start may build the production version (a few minutes on two cores).
        15 * 60_000,
        `${name} starten`,
      );
      return Date.now() - started;
    },
    async kill() {
      const running = child;
      if (!running || !alive()) return;
      running.kill("SIGKILL");
      await exited(running);
    },
    async stop() {
      const running = child;
      if (!running || !alive()) return;
      running.kill("SIGTERM");
      const timer = setTimeout(() => running.kill("SIGKILL"), 10_000);
      await exited(running);
      clearTimeout(timer);
    },
    logTail(lines = 30) {
      if (!existsSync(log)) return "";
      return readFileSync(log, "utf8").split("\n").slice(-lines).join("\n");
    },
  };
  onExit(() => {
    if (alive()) child!.kill("SIGKILL");
  });
  return instance;
}
