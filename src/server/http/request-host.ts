/**
 * The host a visitor asked for. Behind the shop's own proxies
 * (TRUSTED_PROXY_HOPS > 0) the nearest one names it in X-Forwarded-Host when
 * it rewrites Host; its entry is the last. Without proxies a client's
 * X-Forwarded-Host proves nothing, and Host is what the visitor typed.
 */
export function requestHostOf(host: string | null | undefined, forwardedHost: string | null | undefined, trustedProxyHops: number): string | undefined {
  if (trustedProxyHops > 0 && forwardedHost) {
    const hops = forwardedHost
      .split(",")
      .map((hop) => hop.trim())
      .filter((hop) => hop !== "");
    const nearest = hops.at(-1);
    if (nearest) return nearest;
  }
  return host ?? undefined;
}
