/**
 * `server-only` marks modules that must never reach a browser bundle; outside
 * React's server build it throws on import. `npm start` is the server itself and
 * loads the API's application (src/api) directly, so there it is an empty module,
 * as it is in Next.js's server build and in the tests (vitest.config.ts).
 */
import { register } from "node:module";

const HOOK = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,export{}", shortCircuit: true };
  return next(specifier, context);
}`;

export function allowServerOnlyImports(): void {
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}
