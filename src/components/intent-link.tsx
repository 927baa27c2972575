"use client";
/**
 * Next.js's Link, prefetching only on intent. Pages render per request, so
 * Next's default of prefetching every link that scrolls into view would cost
 * one server render per visible link (dozens per page view). These links
 * prefetch when a shopper shows intent: pointer over, keyboard focus or touch.
 *
 * Apart from MUI (links.tsx holds the MUI variants): a page's shell loads this
 * module with its first paint, and should not bring MUI's buttons along.
 */
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes } from "react";

export interface Href {
  href: string;
}

export function useIntentPrefetch(href: string) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return { prefetch: false, onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch } as const;
}

/** A plain link (no MUI): for server-rendered markup styled with a CSS module. */
export function IntentLink(props: Href & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <NextLink {...useIntentPrefetch(props.href)} {...props} />;
}
