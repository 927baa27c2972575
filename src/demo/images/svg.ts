/**
 * Tiny SVG string primitives shared by the product drawings.
 *
 * Everything here is pure: numbers are rounded to one decimal so output stays
 * compact and byte-for-byte deterministic, and every gradient/pattern id is
 * prefixed with the drawing's own id so several inline SVGs never clash.
 */
import type { Palette, ProductColour } from "./palette";

export type ProductView = "front" | "open" | "detail";

/** Compact, deterministic number formatting (one decimal, no "-0"). */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? "0" : String(r);
}

/** Tagged template for path data: interpolated numbers are formatted with n(). */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? "";
  values.forEach((v, i) => {
    out += n(v) + (strings[i + 1] ?? "");
  });
  return out;
}

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escape text for XML content or attribute values; drops characters XML 1.0 forbids. */
export function esc(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  let s = "";
  for (const [k, v] of Object.entries(a)) {
    if (v !== undefined) s += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return s;
}

/** Stroke attributes. */
export function st(colour: string, width: number, extra: Attrs = {}): Attrs {
  return { stroke: colour, "stroke-width": width, ...extra };
}

export function rect(x: number, y: number, w: number, h: number, rx: number, fill: string, a: Attrs = {}): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx > 0 ? ` rx="${n(rx)}"` : ""} fill="${fill}"${attrs(a)}/>`;
}

/** Several rectangles sharing one style: [x, y, w, h, rx] each. */
export function rects(list: readonly (readonly [number, number, number, number, number])[], fill: string, a: Attrs = {}): string {
  if (list.length === 0) return "";
  const body = list.map(([x, y, w, h, rx]) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx > 0 ? ` rx="${n(rx)}"` : ""}/>`).join("");
  return `<g fill="${fill}"${attrs(a)}>${body}</g>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(a)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(a)}/>`;
}

export function path(pathData: string, fill: string, a: Attrs = {}): string {
  return `<path d="${pathData}" fill="${fill}"${attrs(a)}/>`;
}

export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, a: Attrs = {}): string {
  return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(w)}"${attrs(a)}/>`;
}

/** Text; content is always escaped. Font family is inherited from the root element. */
export function text(x: number, y: number, size: number, fill: string, content: string, a: Attrs = {}): string {
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${fill}"${attrs({ "text-anchor": "middle", ...a })}>${esc(content)}</text>`;
}

export function group(body: string, a: Attrs = {}): string {
  return `<g${attrs(a)}>${body}</g>`;
}

/** A rotated copy helper: transform attribute for rotation about a point. */
export function rot(deg: number, cx: number, cy: number): string {
  return `rotate(${n(deg)} ${n(cx)} ${n(cy)})`;
}

// ---------------------------------------------------------------------------
// Drawing context

export interface DrawContext {
  /** Id prefix, unique per distinct input. */
  readonly id: string;
  readonly p: Palette;
  readonly colour: ProductColour;
  readonly view: ProductView;
  readonly brand: string | undefined;
  /** The product's own kind within its type (its "type" specification, e.g. "Robotstofzuiger"), when known. */
  readonly model: string | undefined;
  readonly seed: number;
  readonly defs: Map<string, string>;
  /** Region of the front drawing the detail view zooms into (x, y, w, h). */
  focus: [number, number, number, number] | undefined;
}

/** 32-bit integer mix (murmur3 finaliser style). */
export function mix(a: number, b: number): number {
  let h = Math.imul((a ^ Math.imul(b + 0x9e3779b9, 0x27d4eb2d)) >>> 0, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over a string. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic choice in [0, count) for one feature ("salt") of the variant. */
export function pick(ctx: DrawContext, salt: number, count: number): number {
  return mix(ctx.seed, salt) % Math.max(1, count);
}

/** Deterministic choice of an element of a non-empty list. */
export function choose<T>(ctx: DrawContext, salt: number, options: readonly [T, ...T[]]): T {
  return options[pick(ctx, salt, options.length)] ?? options[0];
}

export type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => `<stop offset="${Math.round(o * 100) / 100}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${Math.round(op * 100) / 100}"`}/>`)
    .join("");
}

/** Register a definition once and return its url() reference. */
export function def(ctx: DrawContext, key: string, make: (id: string) => string): string {
  const id = ctx.id + key;
  if (!ctx.defs.has(key)) ctx.defs.set(key, make(id));
  return `url(#${id})`;
}

/** Linear gradient (objectBoundingBox); direction given as x1 y1 x2 y2 fractions (default: top to bottom). */
export function linear(ctx: DrawContext, key: string, list: readonly Stop[], dir: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
  const [x1, y1, x2, y2] = dir;
  const a = `${x1 ? ` x1="${n(x1)}"` : ""}${y1 ? ` y1="${n(y1)}"` : ""}${x2 !== 1 ? ` x2="${n(x2)}"` : ""}${y2 ? ` y2="${n(y2)}"` : ""}`;
  return def(ctx, key, (id) => `<linearGradient id="${id}"${a}>${stops(list)}</linearGradient>`);
}

export function radial(ctx: DrawContext, key: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const a = `${cx !== 0.5 ? ` cx="${n(cx)}"` : ""}${cy !== 0.5 ? ` cy="${n(cy)}"` : ""}${r !== 0.5 ? ` r="${n(r)}"` : ""}`;
  return def(ctx, key, (id) => `<radialGradient id="${id}"${a}>${stops(list)}</radialGradient>`);
}

/** Reference a shared definition (symbol-like group) placed at x, y with optional scale. */
export function reuse(ctx: DrawContext, key: string, x: number, y: number, scale = 1): string {
  return `<use href="#${ctx.id}${key}" transform="translate(${n(x)} ${n(y)})${scale !== 1 ? `scale(${Math.round(scale * 100) / 100})` : ""}"/>`;
}

/** Ellipse as path data (to merge many same-coloured ellipses into one path). */
export function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0z`;
}

/** Many round dots as one path (zero-length segments with round caps). */
export function dots(points: readonly (readonly [number, number])[], size: number, colour: string, a: Attrs = {}): string {
  if (points.length === 0) return "";
  return path(points.map(([x, y]) => `M${n(x)} ${n(y)}h0`).join(""), "none", { stroke: colour, "stroke-width": n(size), "stroke-linecap": "round", ...a });
}

/** One appliance family member: a front drawing (which sets ctx.focus) and an open/in-use drawing. */
export interface Drawer {
  front(ctx: DrawContext): string;
  open(ctx: DrawContext): string;
}
