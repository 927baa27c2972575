/** Shared appliance parts: bodies, knobs, displays, handles, glass, steam, shadows. */
import { INK } from "./palette";
import {
  type DrawContext,
  circle,
  d,
  def,
  dots,
  ellipse,
  group,
  line,
  linear,
  n,
  path,
  radial,
  rect,
  rot,
  st,
  text,
  reuse,
} from "./svg";

export const FLOOR = 350;

/** Body fill: brushed metal for rvs/zilver, soft side-lit gradient otherwise. */
export function bodyFill(ctx: DrawContext): string {
  const p = ctx.p;
  if (ctx.colour === "zilver") {
    return linear(ctx, "b", [[0, p.lo], [0.22, p.hi], [0.6, p.base], [1, p.lo]], [0, 0, 1, 0.2]);
  }
  if (p.metal) {
    return linear(ctx, "b", [
      [0, p.lo], [0.16, p.hi], [0.34, p.base], [0.52, p.hi], [0.72, p.base], [0.9, p.hi], [1, p.lo],
    ], [0, 0, 1, 0.12]);
  }
  return linear(ctx, "b", [[0, p.hi], [0.5, p.base], [1, p.lo]], [0, 0, 1, 0.1]);
}

/** Vertical variant of the body fill for horizontal surfaces (hob tops, lids). */
export function topFill(ctx: DrawContext): string {
  const p = ctx.p;
  return linear(ctx, "bt", [[0, p.lo], [0.6, p.base], [1, p.hi]]);
}

export function chrome(ctx: DrawContext): string {
  return linear(ctx, "ch", [[0, "#fbfcfd"], [0.45, "#c2c7cd"], [0.55, "#aab0b8"], [1, "#eef0f3"]]);
}

export function chromeH(ctx: DrawContext): string {
  return linear(ctx, "cv", [[0, "#9aa1a9"], [0.35, "#f4f6f8"], [0.7, "#c0c5cb"], [1, "#8f969f"]], [0, 0, 1, 0]);
}

export function glassFill(ctx: DrawContext): string {
  return linear(ctx, "gl", [[0, INK.glassHi], [0.55, INK.glass], [1, "#0d1014"]], [0, 0, 1, 1]);
}

export function steelFill(ctx: DrawContext): string {
  return radial(ctx, "sd", [[0, "#f3f5f7"], [0.7, "#c3c8ce"], [1, "#8c939b"]], 0.45, 0.4, 0.6);
}

/** Interior of fridges/ovens etc. lit from above. */
export function interiorFill(ctx: DrawContext, warm = false): string {
  return warm
    ? linear(ctx, "iw", [[0, "#ffcf8a"], [0.35, "#b5532a"], [1, "#2b1a14"]])
    : linear(ctx, "ic", [[0, "#ffffff"], [1, "#d6dce3"]]);
}

export function shadow(ctx: DrawContext, cx: number, rx: number, y = FLOOR, ry = 9): string {
  const fill = radial(ctx, "sh", [[0, "#1d2533", 0.34], [0.6, "#1d2533", 0.14], [1, "#1d2533", 0]]);
  return ellipse(cx, y, rx, ry, fill);
}

/** Main body shape with body finish and contrasting outline. */
export function box(ctx: DrawContext, x: number, y: number, w: number, h: number, rx: number, fill?: string): string {
  return rect(x, y, w, h, rx, fill ?? bodyFill(ctx), st(ctx.p.line, 1.4));
}

export function seam(ctx: DrawContext, x1: number, y1: number, x2: number, y2: number, w = 1.2): string {
  return line(x1, y1, x2, y2, ctx.p.line, w);
}

/** Rotary knob with pointer; in the detail view it gets a printed scale. */
export function knob(ctx: DrawContext, cx: number, cy: number, r: number, angle = -40, ticks = 0): string {
  return knobs(ctx, [[cx, cy, angle]], r, ticks);
}

/** A row of equal knobs [cx, cy, angle]: bodies reuse one definition, pointers and scales share one path each. */
export function knobs(ctx: DrawContext, list: readonly (readonly [number, number, number])[], r: number, ticks = 0): string {
  const p = ctx.p;
  const darkKnob = p.dark && !p.retro;
  def(ctx, "kb", (id) => {
    let g = circle(0, 1.2, 10.4, "#000", { opacity: 0.18 });
    if (darkKnob) {
      g += circle(0, 0, 10, p.knob, st(chrome(ctx), 1.6));
    } else {
      g += circle(0, 0, 10, chrome(ctx), st(p.dark ? "#00000055" : p.line, 0.8));
      g += circle(0, 0, 7.2, p.retro ? "#eef0f3" : p.knob, st("#0000001a", 0.6));
    }
    return `<g id="${id}">${g}</g>`;
  });
  let s = "";
  let pointers = "";
  let scale = "";
  for (const [cx, cy, angle] of list) {
    const rad = ((angle - 90) * Math.PI) / 180;
    s += reuse(ctx, "kb", cx, cy, r / 10);
    pointers += d`M${cx + Math.cos(rad) * r * 0.2} ${cy + Math.sin(rad) * r * 0.2}L${cx + Math.cos(rad) * r * 0.8} ${cy + Math.sin(rad) * r * 0.8}`;
    if (ticks > 0) scale += arcPoints(cx, cy, r * 1.38, ticks).map(([x, y]) => d`M${x} ${y}h0`).join("");
  }
  s += path(pointers, "none", st(darkKnob ? "#f2f4f6" : "#3b4048", Math.max(1, r * 0.14), { "stroke-linecap": "round" }));
  if (scale) s += path(scale, "none", st(p.ink, Math.max(1.2, r * 0.13), { "stroke-linecap": "round", opacity: 0.75 }));
  return s;
}

function arcPoints(cx: number, cy: number, r: number, count: number, from = -135, to = 135): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const a = ((from + ((to - from) * i) / Math.max(1, count - 1) - 90) * Math.PI) / 180;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

/** Dots evenly spread along an arc (angles in degrees, 0 = up). */
export function arcDots(cx: number, cy: number, r: number, count: number, size: number, colour: string, from = -135, to = 135): string {
  return dots(arcPoints(cx, cy, r, count, from, to), size, colour, { opacity: 0.75 });
}

/** Dark LCD/LED display with glowing text. */
export function display(ctx: DrawContext, x: number, y: number, w: number, h: number, content: string, colour: string = INK.cyan): string {
  const glass = linear(ctx, "lc", [[0, "#262c33"], [1, INK.lcd]]);
  return rect(x, y, w, h, Math.min(4, h * 0.22), glass, st(ctx.p.dark ? "#60676f" : "#00000030", 0.8)) +
    text(x + w / 2, y + h * 0.7, h * 0.56, colour, content, { "font-weight": 600, "letter-spacing": n(h * 0.03) });
}

/** Small round push button; `lit` adds an LED dot. */
export function button(ctx: DrawContext, cx: number, cy: number, r: number, lit?: string): string {
  const p = ctx.p;
  let s = circle(cx, cy, r, p.dark ? "#ffffff14" : "#0000000d", st(p.line, 0.7));
  if (lit) s += circle(cx, cy - r * 1.7, r * 0.28, lit);
  return s;
}

/** Brand text as printed on the appliance. Empty if no brand. */
export function brand(ctx: DrawContext, x: number, y: number, size = 7, anchor: "start" | "middle" | "end" = "middle", fill?: string): string {
  if (!ctx.brand) return "";
  return text(x, y, size, fill ?? ctx.p.ink, ctx.brand, {
    "text-anchor": anchor,
    "font-weight": 700,
    "letter-spacing": n(size * 0.08),
    opacity: 0.85,
  });
}

/** Chrome (or body-coloured) bar handle on two stand-offs. */
export function barHandle(ctx: DrawContext, x: number, y: number, len: number, vertical: boolean, t = 6): string {
  const fill = vertical ? chromeH(ctx) : chrome(ctx);
  const edge = ctx.p.dark ? "#00000066" : "#7d848d";
  if (vertical) {
    return rect(x - t * 0.35, y + len * 0.08, t * 0.7, len * 0.84, 1, "#00000033") +
      rect(x - t / 2, y, t, len, t / 2, fill, st(edge, 0.8));
  }
  return rect(x + len * 0.06, y - t * 0.1, len * 0.88, t * 1.1, 1, "#00000026") +
    rect(x, y - t / 2, len, t, t / 2, fill, st(edge, 0.8));
}

/** Recessed grip (a dark groove), used for handle-less doors. */
export function groove(ctx: DrawContext, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, Math.min(w, h) / 2, ctx.p.dark ? "#0b0c0e" : "#00000024", st(ctx.p.dark ? ctx.p.line : "#ffffff80", 0.6));
}

/** Soft diagonal sheen for glass surfaces. */
export function sheen(x: number, y: number, w: number, h: number, opacity = 0.14): string {
  return path(d`M${x + w * 0.08} ${y}h${w * 0.3}L${x + w * 0.12} ${y + h}h${-w * 0.12}v${-h * 0.35}z`, "#fff", { opacity });
}

/** Rising steam wisps starting at (x, y). */
export function steam(ctx: DrawContext, x: number, y: number, s = 1): string {
  const fill = linear(ctx, "sm", [[0, "#ffffff", 0], [0.5, "#d9e0e8", 0.9], [1, "#c3ccd6", 0.9]]);
  let out = "";
  for (const [dx, h] of [[-11, 70], [2, 92], [14, 62]] as const) {
    out += d`M${x + dx * s} ${y}c${-10 * s} ${-h * 0.2 * s} ${10 * s} ${-h * 0.4 * s} 0 ${-h * 0.55 * s}s${8 * s} ${-h * 0.3 * s} ${-2 * s} ${-h * 0.45 * s}`;
  }
  return path(out, "none", { stroke: fill, "stroke-width": n(9 * s), "stroke-linecap": "round" });
}

/** Soft radial light (oven light, hood lamps, heating zones). */
export function glow(ctx: DrawContext, key: string, cx: number, cy: number, rx: number, ry: number, colour: string, opacity = 0.8): string {
  const fill = radial(ctx, key, [[0, colour, opacity], [1, colour, 0]]);
  return ellipse(cx, cy, rx, ry, fill);
}

/** Circle of small dots, e.g. program markers around a dial. */
export function dotRing(ctx: DrawContext, cx: number, cy: number, r: number, count: number, size = 1.2): string {
  return arcDots(cx, cy, r, count, size * 2, ctx.p.ink);
}

/** Small rounded feet under a free-standing appliance. */
export function feet(ctx: DrawContext, x: number, w: number, y: number, h = 6): string {
  const c = ctx.p.dark ? "#111" : "#3c4047";
  return rect(x + 10, y - 2, 16, h + 2, 2, c) + rect(x + w - 26, y - 2, 16, h + 2, 2, c);
}

/** Group with rotation helper re-exported for convenience. */
export function rotated(body: string, deg: number, cx: number, cy: number): string {
  return group(body, { transform: rot(deg, cx, cy) });
}

/** A glass/chrome porthole-style ring (washer and dryer doors). */
export function ring(ctx: DrawContext, cx: number, cy: number, r: number, darkRing: boolean): string {
  const p = ctx.p;
  return darkRing
    ? circle(cx, cy, r, "#2a2f36", st(p.dark ? "#8a929c" : "#5b626c", 2))
    : circle(cx, cy, r, chrome(ctx), st(p.dark ? "#aab1ba" : "#8b929b", 1.2));
}
