/**
 * A closed-loop load generator: `connections` keep-alive connections each send
 * the next request as soon as the previous answer is in, for `durationMs`. Every
 * latency is kept, so percentiles are exact (autocannon reports no p95).
 */
import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentile(sortedMs: number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

function requestOnce(agent: http.Agent, url: URL, init: LoadTarget): Promise<number> {
  return send(agent, url, init, false).then((answer) => answer.status);
}

/**
 * One request; with `keepBody` the (uncompressed) body is returned too. A body
 * goes with its Content-Length, as a browser's fetch sends it: without one,
 * Node sends it chunked, which the server must stream rather than read whole.
 */
function send(agent: http.Agent, url: URL, init: LoadTarget, keepBody: boolean): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const length = init.body === undefined ? {} : { "content-length": String(Buffer.byteLength(init.body)) };
    const request = http.request(
      url,
      { agent, method: init.method ?? "GET", headers: { ...(keepBody ? {} : { "accept-encoding": "gzip" }), ...length, ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        if (keepBody) response.on("data", (chunk: Buffer) => chunks.push(chunk));
        else response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: keepBody ? Buffer.concat(chunks).toString("utf8") : "" }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

function summarize(latencies: number[], errors: number, non2xx: number, started: number): LoadResult {
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    non2xx,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
  };
}

export interface LoadTarget {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function runLoad(target: LoadTarget, connections: number, durationMs: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(target.url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        try {
          const status = await requestOnce(agent, url, target);
          latencies.push(performance.now() - sent);
          if (status < 200 || status >= 300) non2xx += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  return summarize(latencies, errors, non2xx, started);
}

/** A connection that carries state from one answer to the next request (a cart's version). */
export interface LoadWorker {
  /** Untimed work before each request (a fresh cart for each order placed). */
  prepare?(): Promise<void>;
  next(): LoadTarget;
  answered(status: number, body: string): void;
}

/**
 * Like runLoad, but each connection gets its own worker, which makes every next
 * request from the previous answer. Only the timed requests are counted.
 */
export async function runStatefulLoad(base: string, connections: number, durationMs: number, createWorker: () => Promise<LoadWorker>): Promise<LoadResult> {
  const workers = await Promise.all(Array.from({ length: connections }, () => createWorker()));
  const reported = new Set<number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < deadline) {
        if (worker.prepare) {
          try {
            await worker.prepare();
          } catch {
            errors += 1;
            continue;
          }
        }
        const target = worker.next();
        const sent = performance.now();
        try {
          const answer = await send(agent, new URL(target.url, base), target, true);
          latencies.push(performance.now() - sent);
          if (answer.status < 200 || answer.status >= 300) {
            non2xx += 1;
            // Say what went wrong, once per status: a bench that fails silently measures the wrong thing.
            if (!reported.has(answer.status)) {
              reported.add(answer.status);
              console.warn(`  ${answer.status}: ${answer.body.slice(0, 300)}`);
            }
          }
          worker.answered(answer.status, answer.body);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  return summarize(latencies, errors, non2xx, started);
}
