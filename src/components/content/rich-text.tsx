import type { SafeHtml } from "@/domain/content/publication";

import styles from "./rich-text.module.css";

/**
 * The shop's own rich text on a page. It takes only `SafeHtml`, which only the
 * sanitiser (`server/content/rich-text.ts`) makes, so nothing an editor typed
 * reaches the page unchecked. A server component: no JavaScript for text.
 */
export function RichText({ html, className }: { html: SafeHtml; className?: string }) {
  return <div className={className ? `${styles.richText} ${className}` : styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
