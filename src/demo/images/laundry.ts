/** Laundry: wasmachine, wasdroger, wasdroogcombinatie (front loaders with a round door). */
import { INK } from "./palette";
import {
  FLOOR, box, brand, button, chrome, display, dotRing, feet, glassFill, knob, ring, seam, shadow, steelFill,
} from "./parts";
import { type DrawContext, type Drawer, choose, circle, d, def, ellipse, path, pick, rect, rot, st, text } from "./svg";

type Kind = "was" | "droog" | "combi";

const X = 100;
const W = 200;
const Y = 64;
const B = FLOOR - 6;
const PANEL = 50;

interface Layout {
  cx: number;
  cy: number;
  r: number;
  darkRing: boolean;
}

function layout(ctx: DrawContext): Layout {
  return { cx: X + W / 2, cy: 216, r: choose(ctx, 4, [66, 70, 74] as const), darkRing: pick(ctx, 3, 2) === 1 || ctx.p.dark };
}

function panel(ctx: DrawContext, kind: Kind): string {
  const p = ctx.p;
  const glassPanel = pick(ctx, 1, 3) === 0 && !p.retro;
  const dialLeft = pick(ctx, 2, 2) === 1;
  let s = "";
  if (glassPanel) s += rect(X + 72, Y + 6, W - 80, PANEL - 12, 6, glassFill(ctx), st(p.line, 0.8));
  s += seam(ctx, X + 2, Y + PANEL, X + W - 2, Y + PANEL);
  // Detergent drawer (washer) or condensed-water tank (dryer).
  const dw = kind === "droog" ? 56 : 58;
  s += rect(X + 9, Y + 9, dw, 31, 4, p.dark ? "#ffffff0d" : "#ffffff66", st(p.line, 1));
  s += rect(X + 9 + dw * 0.22, Y + 31, dw * 0.56, 5, 2.5, p.dark ? "#00000066" : "#0000001c");
  if (kind === "droog") {
    s += path(d`M${X + 37} ${Y + 15}c-3 5-5 7-5 10a5 5 0 0 0 10 0c0-3-2-5-5-10z`, "#5b9bd5", { opacity: 0.8 });
  }
  const dialX = dialLeft ? X + 92 : X + W - 30;
  const dispX = dialLeft ? X + 120 : X + 80;
  const on = glassPanel ? "#e9edf2" : p.ink;
  const minutes = 10 + pick(ctx, 6, 50);
  const hours = kind === "droog" ? 1 : kind === "combi" ? 4 : 1 + pick(ctx, 7, 3);
  const lcd = choose(ctx, 5, [INK.cyan, INK.amber, "#f3f6f9", INK.green] as const);
  s += display(ctx, dispX, Y + 11, 62, 19, `${hours}:${String(minutes).padStart(2, "0")}`, lcd);
  const detail = ctx.view === "detail";
  const labels = kind === "droog" ? ["Droog", "Kreuk", "Start"] : ["Temp", "Toeren", "Start"];
  labels.forEach((label, i) => {
    const bx = dispX + 9 + i * 22;
    s += button(ctx, bx, Y + 40, 3.4, i === 2 ? "#5ad17a" : undefined);
    if (detail) s += text(bx, Y + 48, 3.2, on, label, { opacity: 0.8 });
  });
  if (kind === "combi") {
    s += path(d`M${dispX - 8} ${Y + 13}c-2 4-4 6-4 8a4 4 0 0 0 8 0c0-2-2-4-4-8z`, "#5b9bd5");
    s += path(d`M${dispX - 11} ${Y + 26}q2-3 0-5m4 5q2-3 0-5m4 5q2-3 0-5`, "none", st("#e0803a", 1.2));
  }
  s += dotRing(ctx, dialX, Y + 25, 21, kind === "droog" ? 9 : 12, 1.1);
  s += knob(ctx, dialX, Y + 25, 15, -30 + pick(ctx, 8, 5) * 25);
  ctx.focus = dialLeft ? [X + 64, Y - 4, W - 64, PANEL + 8] : [X + 70, Y - 4, W - 70, PANEL + 8];
  return s;
}

function door(ctx: DrawContext, kind: Kind, l: Layout): string {
  const { cx, cy, r, darkRing } = l;
  const g = r - 15;
  let s = circle(cx + 2, cy + 4, r + 1, "#000", { opacity: 0.14 });
  s += ring(ctx, cx, cy, r, darkRing);
  s += circle(cx, cy, r - 8, darkRing ? "#3b424b" : "#e3e6ea", st(darkRing ? "#1a1d21" : "#aab1b9", 1));
  s += circle(cx, cy, g, glassFill(ctx));
  if (kind === "droog") {
    s += circle(cx, cy, g * 0.8, "#58606a", st("#7b848f", 2));
    s += path(d`M${cx - g * 0.55} ${cy - g * 0.1}q${g * 0.3} ${-g * 0.55} ${g * 0.75} ${-g * 0.45}q${g * 0.1} ${g * 0.3} ${-g * 0.2} ${g * 0.4}z`, "#c86d7d", { opacity: 0.9 });
    s += ellipse(cx + g * 0.3, cy - g * 0.35, g * 0.25, g * 0.14, "#e8c25a", { opacity: 0.85, transform: rot(-25, cx + g * 0.3, cy - g * 0.35) });
    s += ellipse(cx + g * 0.1, cy + g * 0.45, g * 0.4, g * 0.15, "#6f9fd0", { opacity: 0.8 });
  } else {
    const dy = g * 0.12;
    const a = Math.sqrt(g * g - dy * dy);
    s += ellipse(cx - g * 0.25, cy + g * 0.12, g * 0.32, g * 0.16, "#d46a7e", { opacity: 0.8, transform: rot(18, cx, cy) });
    s += path(d`M${cx - a} ${cy + dy}A${g} ${g} 0 0 0 ${cx + a} ${cy + dy}z`, "#4f95d6", { opacity: 0.6 });
    s += path(d`M${cx - a + 2} ${cy + dy}q${a * 0.25} -5 ${a * 0.5} 0t${a * 0.5} 0t${a * 0.5} 0t${a * 0.46} 0`, "none", st("#e8f3ff", 3, { opacity: 0.75, "stroke-linecap": "round" }));
  }
  s += path(d`M${cx - g * 0.72} ${cy + g * 0.1}A${g * 0.73} ${g * 0.73} 0 0 1 ${cx - g * 0.1} ${cy - g * 0.72}`, "none", st("#fff", 4, { opacity: 0.3, "stroke-linecap": "round" }));
  s += rect(cx + r - 7, cy - 15, 11, 30, 5, darkRing ? "#2a2f36" : chrome(ctx), st(darkRing ? "#8a929c" : "#8b929b", 1));
  return s;
}

function base(ctx: DrawContext, kind: Kind): string {
  let s = seam(ctx, X + 2, B - 28, X + W - 2, B - 28);
  if (kind === "droog") {
    s += rect(X + 12, B - 24, W - 24, 18, 3, ctx.p.dark ? "#ffffff0a" : "#0000000a", st(ctx.p.line, 0.8));
    for (let i = 0; i < 6; i++) s += seam(ctx, X + W - 80 + i * 10, B - 20, X + W - 80 + i * 10, B - 10, 2);
  } else {
    s += rect(X + W - 44, B - 22, 30, 14, 3, "none", st(ctx.p.line, 1));
  }
  return s;
}

function shell(ctx: DrawContext, kind: Kind): string {
  const rx = ctx.p.retro ? 18 : 10;
  return shadow(ctx, X + W / 2, W * 0.62) + feet(ctx, X, W, B) + box(ctx, X, Y, W, B - Y, rx) +
    panel(ctx, kind) + brand(ctx, X + 14, Y + PANEL + 15, 8, "start") + base(ctx, kind);
}

function front(kind: Kind) {
  return (ctx: DrawContext): string => shell(ctx, kind) + door(ctx, kind, layout(ctx));
}

function open(kind: Kind) {
  return (ctx: DrawContext): string => {
    const l = layout(ctx);
    const { cx, cy, r } = l;
    const holes = def(ctx, "ho", (id) => `<pattern id="${id}" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="3.5" cy="3.5" r="1.1" fill="#7a828c"/></pattern>`);
    let s = shell(ctx, kind);
    s += circle(cx, cy, r - 2, "#00000022");
    s += circle(cx, cy, r - 5, INK.rubber, st("#23272c", 1.5));
    s += circle(cx, cy, r - 14, steelFill(ctx));
    s += circle(cx, cy, r - 14, holes, { opacity: 0.55 });
    s += circle(cx, cy, (r - 14) * 0.5, "#b6bcc3", st("#9aa1a9", 1.5));
    for (const a of [0, 120, 240]) {
      s += rect(cx - 5, cy - r + 15, 10, 17, 4, "#e7eaed", st("#9aa1a9", 1, { transform: rot(a + 20, cx, cy) }));
    }
    if (kind === "droog") {
      s += rect(cx - 22, cy + r - 13, 44, 7, 2, "#d0d4d9", st("#868d96", 1));
    } else {
      s += path(d`M${cx - 38} ${cy + 34}q12-22 30-8q14-16 32 0q10 6 6 16q-30 14-64 4z`, choose(ctx, 9, ["#d46a7e", "#6f9fd0", "#e8c25a"] as const), { opacity: 0.9 });
    }
    // Door swung open on its left hinge, seen almost edge-on.
    const dx = cx - r - r * 0.28;
    s += rect(cx - r - 10, cy - 14, 14, 28, 3, "#2a2f36");
    s += ellipse(dx + 3, cy + 5, r * 0.4, r * 1.02, "#000", { opacity: 0.12 });
    s += ellipse(dx, cy, r * 0.4, r * 1.02, l.darkRing ? "#2a2f36" : chrome(ctx), st(ctx.p.dark || l.darkRing ? "#8a929c" : "#8b929b", 1.2));
    s += ellipse(dx + 2, cy, r * 0.28, r * 0.8, glassFill(ctx), st(l.darkRing ? "#454c55" : "#d9dde2", 3));
    s += ellipse(dx - 2, cy - r * 0.3, r * 0.06, r * 0.3, "#fff", { opacity: 0.25 });
    return s;
  };
}

export const laundry: Record<string, Drawer> = {
  wasmachine: { front: front("was"), open: open("was") },
  wasdroger: { front: front("droog"), open: open("droog") },
  wasdroogcombinatie: { front: front("combi"), open: open("combi") },
};

