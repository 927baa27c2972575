/**
 * The shop's public address (PUBLIC_BASE_URL) against the hosts it is visited
 * at. Pure rules: the configuration and the host layer both use them.
 */

/** A host header's name without its port, lower-cased; null when it is no host name at all. */
function hostName(host: string): string | null {
  const trimmed = host.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(trimmed);
  if (bracketed) return `[${bracketed[1]}]`;
  // A bare IPv6 address (two colons or more) has no port.
  if (/^[0-9a-f:]+$/.test(trimmed) && trimmed.split(":").length > 2) return `[${trimmed}]`;
  const named = /^([a-z0-9.-]+)(?::\d{1,5})?$/.exec(trimmed);
  return named ? named[1]!.replace(/\.$/, "") : null;
}

/**
 * The machine itself: localhost, 127.0.0.0/8 and [::1]. A shop at such an
 * address is plainly not live (nobody else can reach it), so the test payment
 * provider may run there without being chosen.
 */
export function isLoopbackHost(host: string): boolean {
  const name = hostName(host);
  if (name === null) return false;
  return name === "localhost" || name === "[::1]" || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The host of an http(s) address, or null when it is not one. */
export function hostOfUrl(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export type MailLinkHostMismatch = { configured: string; suggested: string };

/**
 * Mail links are built from PUBLIC_BASE_URL, not from the request (a mail has
 * no request). When a visitor reaches the shop at another host, its mails most
 * likely point somewhere the customer cannot follow (the default localhost, or
 * an old domain): this names the setting and the value that would fit. Every
 * loopback host counts as one, and a visit from the machine itself (a health
 * check) says nothing, so a newcomer's npm start stays quiet.
 */
export function mailLinkHostMismatch(publicBaseUrl: string, requestHost: string | undefined): MailLinkHostMismatch | null {
  if (!requestHost) return null;
  const seen = hostName(requestHost);
  if (seen === null || isLoopbackHost(seen)) return null;
  const configuredHost = hostOfUrl(publicBaseUrl);
  if (configuredHost !== null && hostName(configuredHost) === seen) return null;
  return { configured: publicBaseUrl, suggested: `https://${seen}` };
}
