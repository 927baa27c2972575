import englishMessages from "ra-language-english";
import { describe, expect, it } from "vitest";

import { backOfficeMessages } from "./i18n-provider";
import { RESOURCES } from "../data/rest-mapping";
import { dutchMessages } from "./dutch-messages";

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function valueAt(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** Placeholders such as %{name} and the plural separator: the same in every language. */
const placeholders = (text: string) => (text.match(/%\{\w+\}|\|\|\|\|/g) ?? []).sort();

describe("react-admin's own texts in Dutch", () => {
  const english = englishMessages as unknown as Tree;
  const dutch = dutchMessages as unknown as Tree;

  it("every key of react-admin 5's English messages has a Dutch text, so no English shows", () => {
    const missing = keysOf(english).filter((key) => valueAt(dutch, key) === undefined);
    expect(missing).toEqual([]);
  });

  it("the keys react-admin's components ask with a default only are in Dutch too", () => {
    expect(valueAt(dutch, "ra.message.update_title")).toBeDefined();
    expect(valueAt(dutch, "ra.message.update_content")).toBeDefined();
  });

  it("no Dutch text is the English one left standing, and each keeps its placeholders", () => {
    const untranslated: string[] = [];
    const brokenPlaceholders: string[] = [];
    for (const key of keysOf(english)) {
      const englishText = valueAt(english, key)!;
      const dutchText = valueAt(dutch, key) ?? "";
      const isOnlyPlaceholders = englishText.replace(/%\{\w+\}|\s/g, "") === "";
      if (!isOnlyPlaceholders && dutchText === englishText && !["Details", "Dashboard"].includes(englishText)) untranslated.push(key);
      if (placeholders(englishText).join() !== placeholders(dutchText).join() && !/smart_count/.test(englishText)) brokenPlaceholders.push(key);
    }
    expect(untranslated).toEqual([]);
    expect(brokenPlaceholders).toEqual([]);
  });

  it("plural texts keep both forms, so 1 and 3 read right", () => {
    for (const key of keysOf(english).filter((key) => valueAt(english, key)!.includes("||||"))) {
      expect(valueAt(dutch, key), key).toContain("||||");
    }
  });

  it("every resource has a Dutch name in one and more", () => {
    const resources = backOfficeMessages.resources as Record<string, { name: string }>;
    // Every resource the data provider knows (issue 21 adds its own), and the phone order's.
    expect(Object.keys(resources).sort()).toEqual([...Object.keys(RESOURCES)].sort());
    expect(resources.orders!.name).toBe("Bestelling |||| Bestellingen");
  });
});
