/**
 * A promise, or a rejection once `ms` have passed: for calls to another server
 * that has no timeout of its own (a database ping, a Redis connection). The
 * work itself is not stopped; whoever waits for it stops waiting.
 */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
