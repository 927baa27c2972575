import { readEnv } from "@/config/env";

/**
 * The configured public address without a trailing slash. Read per request, not
 * at import, so that the build never bakes in the address of the build machine.
 */
export function publicBaseUrl(): string {
  return readEnv().PUBLIC_BASE_URL;
}

/** An absolute URL for a path of the shop; non-ASCII characters are percent-encoded as sitemaps require. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${encodeURI(path)}`;
}
