import { describe, expect, it } from "vitest";
import { type DrawingInput, type ProductColour, type ProductView, PRODUCT_COLOURS, PRODUCT_TYPES, drawProduct } from "./draw-product";

const VIEWS: readonly ProductView[] = ["front", "open", "detail"];

const EXPECTED_TYPES = [
  "wasmachine", "wasdroger", "wasdroogcombinatie", "koelkast", "amerikaanse-koelkast", "vriezer", "vaatwasser", "fornuis",
  "kookplaat", "inbouwoven", "afzuigkap", "kokendwaterkraan", "inbouwkoelkast", "inbouwvaatwasser", "magnetron", "stofzuiger",
  "strijkijzer", "koffiemachine", "waterkoker", "airfryer", "keukenmachine", "blender", "broodrooster",
];

interface ParsedXml {
  root: string;
  elements: { name: string; attrs: Record<string, string> }[];
  text: string;
}

/**
 * A deliberately strict, tiny XML well-formedness checker: balanced and properly nested tags,
 * quoted attributes without duplicates, only known entities, a single root element.
 */
function parseXml(src: string): ParsedXml {
  const stack: string[] = [];
  const elements: ParsedXml["elements"] = [];
  let root = "";
  let text = "";
  let i = 0;
  const checkText = (t: string) => {
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(t)) throw new Error(`bad entity in: ${t.slice(0, 60)}`);
  };
  while (i < src.length) {
    const lt = src.indexOf("<", i);
    const chunk = src.slice(i, lt === -1 ? src.length : lt);
    checkText(chunk);
    if (stack.length === 0 && chunk.trim() !== "") throw new Error(`text outside root: ${chunk.slice(0, 40)}`);
    text += chunk;
    if (lt === -1) break;
    const gt = src.indexOf(">", lt);
    if (gt === -1) throw new Error("unterminated tag");
    const tag = src.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (open !== name) throw new Error(`mismatched </${name}>, expected </${open ?? "-"}>`);
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const m = /^([A-Za-z_][\w:.-]*)([\s\S]*)$/.exec(body);
    if (!m) throw new Error(`bad tag <${tag.slice(0, 40)}>`);
    const name = m[1] ?? "";
    const rest = m[2] ?? "";
    const attrs: Record<string, string> = {};
    const attrRe = /\s+([A-Za-z_:][\w:.-]*)="([^"<]*)"/y;
    let pos = 0;
    while (pos < rest.length) {
      if (/^\s*$/.test(rest.slice(pos))) break;
      attrRe.lastIndex = pos;
      const a = attrRe.exec(rest);
      if (!a) throw new Error(`bad attribute syntax in <${name}${rest.slice(pos, pos + 40)}`);
      const key = a[1] ?? "";
      if (key in attrs) throw new Error(`duplicate attribute ${key} on <${name}>`);
      checkText(a[2] ?? "");
      attrs[key] = a[2] ?? "";
      pos = attrRe.lastIndex;
    }
    if (stack.length === 0) {
      if (root) throw new Error("more than one root element");
      root = name;
    }
    elements.push({ name, attrs });
    if (!selfClosing) stack.push(name);
  }
  if (stack.length) throw new Error(`unclosed <${stack.join("><")}>`);
  if (!root) throw new Error("no root element");
  return { root, elements, text };
}

function draw(overrides: Partial<DrawingInput> = {}): string {
  return drawProduct({ productType: "wasmachine", colour: "wit", variant: 1, view: "front", ...overrides });
}

/** Remove the per-document id prefix and title so drawings can be compared visually. */
function normalise(svg: string): string {
  const id = /aria-labelledby="([^"]+)t"/.exec(svg)?.[1] ?? "";
  return svg.split(id).join("ID-").replace(/<title[^>]*>[^<]*<\/title>/, "");
}

describe("drawProduct", () => {
  it("knows every catalogue product type", () => {
    expect([...PRODUCT_TYPES].sort()).toEqual([...EXPECTED_TYPES].sort());
  });

  it("every type, colour and view yields a well-formed standalone SVG with a Dutch title", () => {
    for (const productType of EXPECTED_TYPES) {
      for (const colour of PRODUCT_COLOURS) {
        for (const view of VIEWS) {
          for (const variant of [0, 7]) {
            const svg = drawProduct({ productType, colour, variant, view, brandLabel: "Stekker" });
            const label = `${productType}/${colour}/${view}/${variant}`;
            let doc: ParsedXml;
            try {
              doc = parseXml(svg);
            } catch (e) {
              throw new Error(`${label}: ${(e as Error).message}`);
            }
            expect(doc.root, label).toBe("svg");
            const root = doc.elements[0]?.attrs ?? {};
            expect(root.xmlns, label).toBe("http://www.w3.org/2000/svg");
            expect(root.viewBox, label).toBe("0 0 400 400");
            expect([root.width, root.height], label).toEqual(["400", "400"]);
            expect(root.role, label).toBe("img");
            expect(doc.elements[1]?.name, label).toBe("title");
            expect(svg, label).toMatch(/<title id="[^"]+">Illustratie van een [^<]+<\/title>/);
          }
        }
      }
    }
  });

  it("title names the product in Dutch", () => {
    expect(draw()).toContain("<title");
    expect(draw()).toMatch(/>Illustratie van een wasmachine in wit \(vooraanzicht\)</);
    expect(draw({ productType: "amerikaanse-koelkast", colour: "rvs", view: "open" })).toMatch(/Illustratie van een Amerikaanse koelkast in roestvrij staal/);
  });

  it("is deterministic: the same input gives the identical string", () => {
    for (const productType of EXPECTED_TYPES) {
      const input: DrawingInput = { productType, colour: "antraciet", variant: 12345, view: "open", brandLabel: "Merk" };
      expect(drawProduct(input)).toBe(drawProduct({ ...input }));
    }
  });

  it("different variants give visibly different drawings of every type", () => {
    for (const productType of EXPECTED_TYPES) {
      const seen = new Set<string>();
      for (let variant = 0; variant < 8; variant++) seen.add(normalise(drawProduct({ productType, colour: "wit", variant, view: "front" })));
      expect(seen.size, productType).toBeGreaterThanOrEqual(4);
    }
  });

  it("colours and views change the drawing", () => {
    for (const productType of EXPECTED_TYPES) {
      const byColour = new Set(PRODUCT_COLOURS.map((colour) => normalise(drawProduct({ productType, colour, variant: 3, view: "front" }))));
      expect(byColour.size, productType).toBe(PRODUCT_COLOURS.length);
      const byView = new Set(VIEWS.map((view) => normalise(drawProduct({ productType, colour: "rvs", variant: 3, view }))));
      expect(byView.size, productType).toBe(VIEWS.length);
    }
  });

  it("brand label is XML-escaped everywhere it appears", () => {
    const brandLabel = `<script>alert("x")</script> & 'Co'`;
    for (const view of VIEWS) {
      for (const productType of ["wasmachine", "koelkast", "kookplaat", "keukenmachine", "onbekend"]) {
        const svg = drawProduct({ productType, colour: "zwart", variant: 2, view, brandLabel });
        expect(() => parseXml(svg)).not.toThrow();
        expect(svg).not.toMatch(/<script/i);
        expect(svg).toContain("&lt;script&gt;");
      }
    }
  });

  it("brand label is printed on the appliance when given and absent otherwise", () => {
    expect(draw({ brandLabel: "Zuiderwind" }).match(/Zuiderwind/g)?.length).toBeGreaterThanOrEqual(2);
    expect(draw()).not.toMatch(/<text[^>]*font-weight="700"[^>]*letter-spacing/);
  });

  it("a vacuum cleaner is drawn as its kind: a robot vacuum as a robot, named so in its title, whatever the variant", () => {
    const vacuum = (model: string | undefined, variant: number) => drawProduct({ productType: "stofzuiger", colour: "zwart", variant, view: "front", model });
    const robots = new Set<string>();
    for (let variant = 1; variant <= 12; variant += 1) {
      const robot = vacuum("Robotstofzuiger", variant);
      expect(() => parseXml(robot)).not.toThrow();
      expect(robot).toContain("Illustratie van een robotstofzuiger");
      // Not the canister or stick that the variant alone would give.
      expect(normalise(robot)).not.toBe(normalise(vacuum(undefined, variant)));
      expect(normalise(robot)).not.toBe(normalise(vacuum("Steelstofzuiger", variant)));
      expect(normalise(robot)).not.toBe(normalise(vacuum("Sledestofzuiger met zak", variant)));
      robots.add(normalise(robot).replace(/-?\d+(\.\d+)?/g, "0"));
    }
    // Every variant has the same robot's shape (only its numbers differ).
    expect(robots.size).toBe(1);
    expect(vacuum("Steelstofzuiger", 3)).toContain("Illustratie van een steelstofzuiger");
  });

  it("unknown types get the neutral generic appliance instead of an error", () => {
    for (const productType of ["", "grasmaaier", "__proto__", "constructor", "toString"]) {
      const svg = drawProduct({ productType, colour: "wit", variant: 5, view: "front" });
      expect(() => parseXml(svg)).not.toThrow();
      expect(svg).toContain("huishoudelijk apparaat");
      expect(normalise(svg)).toBe(normalise(drawProduct({ productType: "onbekend-type", colour: "wit", variant: 5, view: "front" })));
    }
    const generic = normalise(drawProduct({ productType: "onbekend", colour: "wit", variant: 5, view: "front" }));
    for (const productType of EXPECTED_TYPES) {
      expect(normalise(drawProduct({ productType, colour: "wit", variant: 5, view: "front" })), productType).not.toBe(generic);
    }
  });

  it("unusual variants and unknown colours or views still draw", () => {
    for (const variant of [-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER, 2 ** 40 + 3]) {
      expect(() => parseXml(draw({ variant }))).not.toThrow();
    }
    expect(() => parseXml(draw({ colour: "paars" as ProductColour }))).not.toThrow();
    expect(() => parseXml(draw({ view: "achterkant" as ProductView }))).not.toThrow();
  });

  it("ids are prefixed per document and every reference resolves inside it", () => {
    const a = drawProduct({ productType: "fornuis", colour: "rvs", variant: 1, view: "open" });
    const b = drawProduct({ productType: "fornuis", colour: "rvs", variant: 2, view: "open" });
    const prefix = (svg: string) => /aria-labelledby="([^"]+)t"/.exec(svg)?.[1] ?? "";
    expect(prefix(a)).not.toBe(prefix(b));
    for (const productType of [...EXPECTED_TYPES, "onbekend"]) {
      for (const view of VIEWS) {
        const svg = drawProduct({ productType, colour: "zilver", variant: 9, view });
        const p = prefix(svg);
        const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? "");
        expect(new Set(ids).size, `${productType}/${view}`).toBe(ids.length);
        for (const id of ids) expect(id.startsWith(p), id).toBe(true);
        const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? "");
        for (const ref of refs) expect(ids, `${productType}/${view} -> ${ref}`).toContain(ref);
      }
    }
  });

  it("is self-contained: no rasters, external references or downloadable fonts", () => {
    for (const productType of [...EXPECTED_TYPES, "onbekend"]) {
      for (const view of VIEWS) {
        const svg = drawProduct({ productType, colour: "creme", variant: 4, view, brandLabel: "Stekker" });
        expect(svg).not.toMatch(/<image|<script|<foreignObject|@import|@font-face|data:/i);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:/);
        expect(svg).not.toMatch(/href="[^#]/);
        expect(svg).toContain('font-family="system-ui, sans-serif"');
      }
    }
  });

  it("stays compact: under 10 KB each and about 6 KB on average", () => {
    let total = 0;
    let count = 0;
    for (const productType of EXPECTED_TYPES) {
      for (const colour of PRODUCT_COLOURS) {
        for (const view of VIEWS) {
          const svg = drawProduct({ productType, colour, variant: 11, view, brandLabel: "Stekker" });
          expect(svg.length, `${productType}/${colour}/${view}`).toBeLessThan(10_240);
          total += svg.length;
          count++;
        }
      }
    }
    expect(total / count).toBeLessThan(6_144);
  });
});
