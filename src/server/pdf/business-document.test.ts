import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { CONTENT_WIDTH, drawTable, MARGIN, renderPdf } from "./business-document";

const COLUMNS = {
  name: { x: MARGIN, width: 300, align: "left" },
  amount: { x: MARGIN + 300, width: CONTENT_WIDTH - 300, align: "right" },
} as const;
const HEADINGS = { name: "Omschrijving", amount: "Bedrag" };

/** Each page's text as pdftotext reads it (pages split on the form feed). */
function pagesOf(pdf: Buffer): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "stekker-pdf-")), "document.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" })
    .split("\f")
    .filter((page) => page.trim() !== "");
}

describe("business document", () => {
  it("a table longer than a page goes on to a second page with its head repeated", async () => {
    const rows = Array.from({ length: 80 }, (_, i) => ({ name: `Regel ${i + 1}`, amount: `€ ${i + 1},00` }));
    const pages = pagesOf(await renderPdf({ Title: "Proef" }, (doc) => void drawTable(doc, MARGIN, COLUMNS, HEADINGS, rows)));

    expect(pages.length).toBe(2);
    for (const page of pages) expect(page.trimStart()).toMatch(/^Omschrijving\s+Bedrag/);
    expect(pages[0]).toContain("Regel 1 ");
    expect(pages[1]).toContain("Regel 80 ");
    const [first = 0, second = 0] = pages.map((page) => page.match(/Regel \d+ /g)?.length ?? 0);
    expect(first + second).toBe(80);
    expect(second).toBeGreaterThan(0);
  });

  it("a table that fits stays on one page with one head", async () => {
    const rows = [{ name: "Regel 1", amount: "€ 1,00" }];
    const pages = pagesOf(await renderPdf({ Title: "Proef" }, (doc) => void drawTable(doc, MARGIN, COLUMNS, HEADINGS, rows)));

    expect(pages.length).toBe(1);
    expect(pages[0]?.match(/Omschrijving/g)).toHaveLength(1);
  });
});
