/**
 * The script nonce of a Content-Security-Policy, read back from the policy that
 * `npm start` puts on the request (src/host/security-headers.ts). Next.js
 * reads the same request header to give its own scripts the nonce; the shop's
 * inline scripts (the colour-mode script, JSON-LD) read it here. No imports: the
 * layout (server) and shared components use it alike.
 */
const NONCE_SOURCE = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/;

/** The first `'nonce-…'` of `script-src` (or `default-src`), or undefined (next dev, tests: no policy, no nonce). */
export function nonceFromPolicy(policy: string | null | undefined): string | undefined {
  if (!policy) return undefined;
  const directives = policy.split(";").map((directive) => directive.trim());
  const scripts = directives.find((directive) => directive.startsWith("script-src ")) ?? directives.find((directive) => directive.startsWith("default-src "));
  for (const source of scripts?.split(/\s+/).slice(1) ?? []) {
    const match = NONCE_SOURCE.exec(source);
    if (match) return match[1];
  }
  return undefined;
}
