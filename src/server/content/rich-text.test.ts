import { describe, expect, it } from "vitest";

import { richTextToPlainText, sanitizeRichText } from "./rich-text";

describe("rich text is stored and shown safely", () => {
  it("keeps the editor's paragraphs, lists, emphasis and links", () => {
    const html = '<p>Op <strong>Koningsdag</strong> zijn we <em>gesloten</em>.</p><ul><li>Bel ons</li></ul><p><a href="/klantenservice/">Klantenservice</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles and iframes", () => {
    const html = '<p onclick="steal()" style="color:red">Hoi<script>alert(1)</script></p><iframe src="https://evil.test"></iframe><img src=x onerror=alert(1)>';
    expect(sanitizeRichText(html)).toBe("<p>Hoi</p>");
  });

  it("drops javascript: and data: links but keeps the text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">klik</a>')).toBe("<a>klik</a>");
    expect(sanitizeRichText('<a href="data:text/html,x">klik</a>')).toBe("<a>klik</a>");
  });

  it("an external link opens without handing over the shop's window", () => {
    expect(sanitizeRichText('<a href="https://www.thuiswinkel.org/" rel="opener">Waarborg</a>')).toBe('<a href="https://www.thuiswinkel.org/" rel="noopener noreferrer">Waarborg</a>');
  });

  it("a heading of level 1 becomes level 2, below the page's own title", () => {
    expect(sanitizeRichText("<h1>Over ons</h1>")).toBe("<h2>Over ons</h2>");
  });

  it("plain text has no tags left", () => {
    expect(richTextToPlainText("<p>Een <strong>mooie</strong></p>\n<p>dag</p>")).toBe("Een mooie dag");
  });
});
