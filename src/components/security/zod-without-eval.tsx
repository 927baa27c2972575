/**
 * Tells zod, before any of its code runs in the browser, not to compile its
 * parsers with `new Function` (its "JIT"). zod probes whether it may do so with
 * a `Function("")` it catches, and under the shop's Content-Security-Policy (no
 * `unsafe-eval`) that probe is reported as a violation on every page that
 * parses a form, the checkout's steps and the newsletter among them. zod reads
 * its settings from `globalThis.__zod_globalConfig` (zod/v4/core/core.js) and
 * skips the probe under `jitless`; the object is changed in place, as zod keeps
 * a reference to it once loaded. Inline, so that it runs first: by the nonce.
 * Not a `z.config()` in a client module: that would load zod on every page.
 */
export const ZOD_JITLESS_SCRIPT = "Object.assign(globalThis.__zod_globalConfig ??= {}, { jitless: true });";

export function ZodWithoutEval({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />;
}
