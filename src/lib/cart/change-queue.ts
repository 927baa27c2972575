/**
 * Cart changes run one after another: each reads the version the last one left,
 * so two quick clicks do not both send the same version and earn a 409.
 */
import { useState } from "react";

export type Enqueue = <T>(run: () => Promise<T>) => Promise<T>;

/** A queue whose next change runs after the one before it, whether that one succeeded or failed. */
export function createChangeQueue(): Enqueue {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run, run);
    // A refused change is its caller's to handle; the queue only waits for it to end.
    last = next.catch(() => undefined);
    return next;
  };
}

/** One queue for the life of the cart provider, shared by the changes and placing the order. */
export function useChangeQueue(): Enqueue {
  const [enqueue] = useState(createChangeQueue);
  return enqueue;
}
