import { describe, expect, it } from "vitest";

import { duplicateAnchors, escapeHtml, fillPlaceholders, pageKeyOf, pagePathOfKey, pagePathProblem, splitBlockPlaceholders, TEXT_PLACEHOLDERS, type TextPlaceholder, unknownPlaceholders } from "./pages";

const VALUES = Object.fromEntries(Object.keys(TEXT_PLACEHOLDERS).map((name) => [name, `<${name}>`])) as Record<TextPlaceholder, string>;

describe("a page's path", () => {
  it("is one segment, or a customer-service subpage, with the trailing slash", () => {
    for (const path of ["/over-ons/", "/duurzaamheid/", "/klantenservice/", "/klantenservice/betalen/"]) expect(pagePathProblem(path), path).toBeNull();
    for (const path of ["/over-ons", "over-ons/", "/Over-Ons/", "/a/b/", "/over ons/", "/over--ons/", "/klantenservice/a/b/", "/"]) expect(pagePathProblem(path), path).not.toBeNull();
  });

  it("never takes a route of the shop itself", () => {
    for (const path of ["/winkelwagen/", "/api/", "/beheer/", "/zoeken/", "/aanbiedingen/"]) expect(pagePathProblem(path), path).toMatch(/vaste pagina/);
  });

  it("has a key for the API's path, and back", () => {
    expect(pageKeyOf("/klantenservice/betalen/")).toBe("klantenservice--betalen");
    expect(pageKeyOf("/over-ons/")).toBe("over-ons");
    expect(pagePathOfKey("klantenservice--betalen")).toBe("/klantenservice/betalen/");
    expect(pagePathOfKey("over-ons")).toBe("/over-ons/");
    expect(pagePathOfKey("a---b")).toBeNull();
  });
});

describe("anchors", () => {
  it("a doubled anchor is named once", () => {
    expect(duplicateAnchors(["a", "b", "a", "a", "c"])).toEqual(["a"]);
    expect(duplicateAnchors(["a", "b"])).toEqual([]);
  });
});

describe("placeholders in stored text", () => {
  it("are filled from the values in force, escaped for HTML", () => {
    expect(fillPlaceholders("<p>Bel {{telefoon}} of {{ email }}</p>", VALUES, escapeHtml)).toBe("<p>Bel &lt;telefoon&gt; of &lt;email&gt;</p>");
    expect(fillPlaceholders("{{garantie-jaren}} jaar", { ...VALUES, "garantie-jaren": "5" })).toBe("5 jaar");
  });

  it("an unknown placeholder stays as it is, and the editor is told", () => {
    expect(fillPlaceholders("{{telefon}}", VALUES)).toBe("{{telefon}}");
    expect(unknownPlaceholders("Bel {{telefon}} of {{telefoon}}", { blocks: false })).toEqual(["telefon"]);
  });

  it("a block placeholder counts only alone in its paragraph, in rich text", () => {
    expect(unknownPlaceholders("<p>{{openingstijden-afhaalcentrum}}</p>", { blocks: true })).toEqual([]);
    expect(unknownPlaceholders("<p>Zie {{openingstijden-afhaalcentrum}}</p>", { blocks: true })).toEqual(["openingstijden-afhaalcentrum"]);
    expect(unknownPlaceholders("{{openingstijden-afhaalcentrum}}", { blocks: false })).toEqual(["openingstijden-afhaalcentrum"]);
  });

  it("a body is cut at its block placeholders, in order", () => {
    expect(splitBlockPlaceholders("<p>Adres:</p>\n<p>{{adres-afhaalcentrum}}</p>\n<p>{{openingstijden-afhaalcentrum}}</p><p>Tot ziens</p>")).toEqual([
      { kind: "html", html: "<p>Adres:</p>" },
      { kind: "block", name: "adres-afhaalcentrum" },
      { kind: "block", name: "openingstijden-afhaalcentrum" },
      { kind: "html", html: "<p>Tot ziens</p>" },
    ]);
    expect(splitBlockPlaceholders("<p>{{onbekend}}</p>")).toEqual([{ kind: "html", html: "<p>{{onbekend}}</p>" }]);
  });
});
