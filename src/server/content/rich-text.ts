/**
 * The one door through which an editor's rich text reaches a page (issue 23:
 * "no raw HTML from the editor reaches a page unchecked"). sanitize-html
 * (apostrophecms, parser htmlparser2) keeps an allow-list of tags and
 * attributes and drops everything else: scripts, event handlers, styles,
 * iframes, `javascript:` and `data:` links. Run on save (what is stored is
 * already clean) and again on read, so a row written by hand into the
 * database cannot slip through either. 2.17 rather than 2.18: 2.18 asks for
 * Node 22, the shop runs on Node 20.
 */
import sanitizeHtml from "sanitize-html";

import type { SafeHtml } from "@/domain/content/publication";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title"], th: ["scope"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // An editor's "Kop 1" becomes a level below the page's own h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
  disallowedTagsMode: "discard",
};

// `rel` is added by the transform only; an editor cannot set it.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ["href", "title", "rel"] };

/** The editor's HTML with everything outside the allow-list removed. */
export function sanitizeRichText(html: string): SafeHtml {
  return sanitizeHtml(html, OPTIONS).trim() as SafeHtml;
}

/** Plain text of rich text (a meta description, a mail's text part, search). */
export function richTextToPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, " ")
    .trim();
}
