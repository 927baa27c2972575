/**
 * How long a staff sign-in waits before its answer, given the wrong passwords
 * the account had from anywhere in the running window (issue 17). Never a
 * refusal: refusing per account would let a stranger lock a member out. The
 * first `freeFailures` cost nothing (a member mistypes); after that the wait
 * doubles with each failure, up to `maxDelayMs`, so a guesser gets a handful
 * of guesses a minute per account while a member waits a few seconds at most.
 */
export interface SlowDown {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export function signInDelayMs(failures: number, { freeFailures, firstDelayMs, maxDelayMs }: SlowDown): number {
  const past = failures - freeFailures;
  if (!(past > 0)) return 0;
  // 2 ** 30 is already far over any cap; the exponent stays small for any count.
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(past - 1, 30));
}
