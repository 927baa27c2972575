import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";

const location = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
  useRouter: () => ({ push: () => undefined }),
}));

const { SearchAutocomplete, searchedText } = await import("./search-autocomplete");
const { SearchForm } = await import("./search-form");

function renderAt(pathname: string, search: string): string {
  location.pathname = pathname;
  location.search = search;
  return renderToString(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SearchForm />
    </SWRConfig>,
  );
}

function inputValue(html: string): string | null {
  const input = /<input[^>]*id="site-search"[^>]*>/.exec(html)?.[0] ?? "";
  return /\svalue="([^"]*)"/.exec(input)?.[1] ?? null;
}

describe("the header's search box", () => {
  beforeEach(() => {
    location.pathname = "/";
    location.search = "";
  });

  it("shows the searched text on the results page, rendered on the server", () => {
    expect(inputValue(renderAt("/zoeken/", "?q=miele+wasmachine+8kg"))).toBe("miele wasmachine 8kg");
  });

  it("is empty on other pages, even with a q in their URL", () => {
    expect(inputValue(renderAt("/", ""))).toBe("");
    expect(inputValue(renderAt("/wasmachines/", "?q=miele"))).toBe("");
  });

  it("escapes the searched text instead of writing it into the markup", () => {
    expect(renderAt("/zoeken/", `?q=${encodeURIComponent('"><script>x</script>')}`)).not.toContain("<script>x");
  });

  it("reads the results page with or without the trailing slash", () => {
    expect(searchedText("/zoeken/", " miele ")).toBe("miele");
    expect(searchedText("/zoeken", "miele")).toBe("miele");
    expect(searchedText("/zoeken/", null)).toBe("");
    expect(searchedText("/zoekenmeer/", "miele")).toBe("");
  });

  it("is still the same component when rendered on its own", () => {
    location.pathname = "/zoeken/";
    location.search = "?q=bosch";
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <SearchAutocomplete inputId="site-search" placeholder="Zoeken" />
      </SWRConfig>,
    );
    expect(inputValue(html)).toBe("bosch");
  });
});

describe("the suggestions' names", () => {
  const css = readFileSync(fileURLToPath(new URL("./search-autocomplete.module.css", import.meta.url)), "utf8");
  const label = /\.label\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";

  it("wrap to a second line instead of cutting off the type number on one line", () => {
    expect(label).not.toMatch(/white-space:\s*nowrap/);
    expect(label).not.toMatch(/text-overflow:\s*ellipsis/);
    expect(label).toMatch(/-webkit-line-clamp:\s*2/);
    expect(label).toMatch(/overflow-wrap:\s*anywhere/);
  });
});
