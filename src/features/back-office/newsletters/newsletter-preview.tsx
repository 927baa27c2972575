"use client";
/**
 * The rendered mail in the screen (issue 23): in a sandboxed frame with no
 * script, forms or navigation of its own, so the mail's HTML cannot reach the
 * back office; its links open nothing there.
 */
import { NEWSLETTER_COPY as C } from "./copy";

export function NewsletterPreview({ html }: { html: string }) {
  return <iframe title={C.previewTitle} srcDoc={html} sandbox="" style={{ width: "100%", minHeight: 640, border: "1px solid rgba(127,127,127,0.4)", borderRadius: 4, background: "#f4f6f8" }} />;
}
