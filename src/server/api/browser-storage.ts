/**
 * GET /api/cookies/ and /api/cookies/{cookieId}/ (specification §7): the cookie
 * statement's entries (domain/privacy/browser-storage.ts), with the labels a
 * page would show; GA4's cookies only when a tag is configured.
 */
import { configuredAnalyticsTag } from "@/config/analytics";
import { type BrowserStorageEntry, browserStorage, STORAGE_CATEGORY_LABELS, STORAGE_KIND_LABELS } from "@/domain/privacy/browser-storage";
import { notFound } from "@/server/http/api-error";

function answer(entry: BrowserStorageEntry) {
  return { ...entry, categoryLabel: STORAGE_CATEGORY_LABELS[entry.category], storageLabel: STORAGE_KIND_LABELS[entry.storage] };
}

export function listBrowserStorage() {
  return browserStorage(configuredAnalyticsTag() !== null).map(answer);
}

export function findBrowserStorage(cookieId: string) {
  const entry = browserStorage(configuredAnalyticsTag() !== null).find((candidate) => candidate.cookieId === cookieId);
  if (!entry) throw notFound(`Er is geen cookie of opslag met de naam ${cookieId}; /api/cookies/ noemt ze allemaal.`);
  return answer(entry);
}
